import {
  isOutcome,
  type MessageRef,
  type NextStep,
  type Outcome,
  shownCodeOf,
} from '@portal/contracts/portal';
import { noticeAfterLogout, type SignInNotice } from '../session/sign-in-notice';
import { reportShownCode } from './shown-code';

/** The side effects an outcome can ask for; injected so the executor is tested without a browser. */
export interface OutcomeEffects {
  /** `page`: the path of the page the alert is about when it is not the one on screen. */
  notify: (message: MessageRef, page?: string) => void;
  /** May resolve when the new route has rendered (react-router's data router navigate). */
  navigate: (to: string, state?: Record<string, unknown>) => void | Promise<void>;
  /** Leaves the portal (window.location.assign). */
  assign: (url: string) => void;
  /** window.open; null when the browser blocked the popup. */
  open: (url: string, windowName: string) => unknown;
  /** Reloads the page; `keep` is an alert to show again once the page is back (a reload wipes alerts). */
  reload: (keep?: MessageRef) => void;
  /**
   * auth.logout on the gateway (it must not throw). Resolves to where the gateway sends the
   * browser (a single-sign-on user: the identity provider's logout), if it said, or to
   * LOGOUT_FAILED when the call failed (no answer, or an error: no session left to end, say).
   */
  logout: () => Promise<NextStep | undefined | typeof LOGOUT_FAILED>;
  /** Asks the gateway whether this browser still has a session (false when it cannot tell). */
  signedIn: () => Promise<boolean>;
  /** Forgets the signed-in user's cached data; runs once / is shown so no page refetches it. */
  clearSession: () => void;
  /** Closes every alert on screen: they belong to the session a logout ends. */
  closeAlerts: () => void;
  /** What the sign-in page says above its form until the next attempt (none: it says nothing). */
  showSignInNotice: (notice: SignInNotice | undefined) => void;
  /** Whether the sign-in page is on screen (where every logout ends). */
  onSignInPage: () => boolean;
  /** Told the catalogue code a rendered outcome follows (QA coverage); reportShownCode by default. */
  shown?: (code: string) => void;
}

/** What the logout effect resolves to when its call failed. */
export const LOGOUT_FAILED = 'logout-failed';

/** Said when a logout failed and the session is still there. */
export const LOGOUT_FAILED_MESSAGE: MessageRef = { severity: 'error', key: 'session.signOutFailed' };

/** Where a blocked session popup is offered as a link the user can click. */
export const POPUP_BLOCKED_ROUTE = '/loadingPlugin';

/** The navigation state key of the plugin address a `plugin` step hands to its `continueTo` page. */
export const PLUGIN_URL_STATE = 'pluginUrl';

/**
 * Runs one Outcome of the gateway: its alert first, then its next step. Once that is done (the
 * alert up, the page it leads to rendered, the silent refusal over) the code it follows is
 * reported for QA coverage (shown-code.ts; a no-op outside simulator mode's picker).
 */
export async function executeOutcome(outcome: Outcome, fx: OutcomeEffects): Promise<void> {
  await runOutcome(outcome, fx);
  const code = shownCodeOf(outcome);
  if (code !== undefined) (fx.shown ?? reportShownCode)(code);
}

async function runOutcome(outcome: Outcome, fx: OutcomeEffects): Promise<void> {
  const next = outcome.next;
  // A logout closes the session's alerts: its own message belongs to the page after it. A reload
  // keeps its message for the page after it too.
  if (outcome.message && next.kind !== 'logout' && next.kind !== 'reload') {
    fx.notify(outcome.message, pageOfStep(next));
  }
  switch (next.kind) {
    case 'navigate':
      await fx.navigate(next.to, next.state);
      return;
    case 'external':
      fx.assign(next.url);
      return;
    case 'open-session': {
      // An opened window says so on the launching page itself (its "session opened" card), not in a toast.
      const opened = fx.open(next.url, next.windowName);
      if (opened === null || opened === undefined) fx.navigate(POPUP_BLOCKED_ROUTE, { url: next.url });
      return;
    }
    case 'plugin':
      fx.assign(next.url);
      // The page shown next offers "try again" with the same address if nothing opened.
      fx.navigate(next.continueTo, { [PLUGIN_URL_STATE]: next.url });
      return;
    case 'logout': {
      // A 401 from a call the last page made, answered after that page's logout already brought
      // the user here: the user is where it leads, and the alert shown here (NO_LICENSE_CLIENT...)
      // must not be closed, nor its notice replaced by "your session ended".
      if (outcome.message === undefined && fx.onSignInPage()) return;
      // First, so a second logout running alongside (a 401 seen by the page and by the global
      // watch) cannot close the message this one shows on the page after it.
      fx.closeAlerts();
      const result = await fx.logout();
      // Only the gateway can clear the session's cookies (an HttpOnly cookie holds the token): a
      // logout that failed and left the session in place keeps the user where they are, and says
      // so, rather than a sign-in page whose guard would send them back without a word (and the
      // browser's forgetting their session meanwhile). With no session left (a 401's logout, which
      // the gateway refuses), or no way to tell, the user goes on to the sign-in page.
      if (result === LOGOUT_FAILED && (await fx.signedIn())) {
        fx.notify(LOGOUT_FAILED_MESSAGE);
        return;
      }
      const after = result === LOGOUT_FAILED ? undefined : result;
      // A single-sign-on user leaves through the identity provider (spec section 4, Logout).
      if (after?.kind === 'external') {
        fx.clearSession();
        fx.assign(after.url);
        return;
      }
      // Why the user is on the sign-in page stays there, above its form, instead of an alert that
      // fades: set before it shows, so it draws with the page.
      const notice = noticeAfterLogout(outcome.message);
      fx.showSignInNotice(notice);
      await fx.navigate(after?.kind === 'navigate' ? after.to : '/');
      fx.clearSession();
      if (outcome.message && notice === undefined) fx.notify(outcome.message);
      return;
    }
    case 'reload':
      fx.reload(outcome.message);
      return;
    case 'stay':
      return;
    default: {
      const exhaustive: never = next;
      return exhaustive;
    }
  }
}

/** The portal page a step leads to, whose alert it then is; undefined: the page on screen. */
export function pageOfStep(next: NextStep): string | undefined {
  if (next.kind === 'navigate') return next.to;
  if (next.kind === 'plugin') return next.continueTo;
  return undefined;
}

export const UNEXPECTED_OUTCOME: Outcome = {
  next: { kind: 'stay' },
  message: { severity: 'error', key: 'errors.UNEXPECTED_ERROR' },
};

/** A thrown tRPC error carries its outcome in `data.portal` (gateway error formatter); else a generic alert. */
export function outcomeFromError(error: unknown): Outcome {
  if (typeof error !== 'object' || error === null || !('data' in error)) return UNEXPECTED_OUTCOME;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('portal' in data)) return UNEXPECTED_OUTCOME;
  const portal: unknown = data.portal;
  if (typeof portal !== 'object' || portal === null || !('outcome' in portal)) return UNEXPECTED_OUTCOME;
  if (!isOutcome(portal.outcome)) return UNEXPECTED_OUTCOME;
  // The upstream's code beside the outcome (PortalErrorData.code) is the one it follows.
  const code = 'code' in portal && typeof portal.code === 'string' ? portal.code : undefined;
  return code === undefined || portal.outcome.code !== undefined
    ? portal.outcome
    : { ...portal.outcome, code };
}

/** The outcome of a gateway call: its answer, or the outcome its thrown error carries. */
export async function outcomeOf(call: () => Promise<Outcome>): Promise<Outcome> {
  try {
    return await call();
  } catch (error) {
    return outcomeFromError(error);
  }
}
