import { type NextStep, SESSION_END_KEYS, type SessionInfo } from '@portal/contracts/portal';
import { LOGOUT_FAILED, outcomeFromError } from '../flows/execute-outcome';
import { notify } from '../messages/messages-store';
import { querySession } from '../trpc/session-query';
import { takeFirstSession } from './first-data';
import { forgetReturnPath } from './return-path';
import { forgetClientsDecidedMark, notifySessionEnd } from './session-end';
import { showSignInNotice } from './sign-in-notice';
import { scheduleStoredStateClear } from './stored-state';

/** Where a signed-in user who opens / belongs. */
export const SIGNED_IN_HOME = '/home/environments';

let ending: Promise<NextStep | undefined | typeof LOGOUT_FAILED> | undefined;

// Whether the last answer (or a sign-in that just succeeded) said this browser is signed in.
let knownSignedIn = false;

// The signed-in user's e-mail, from the last session answer. The guards' checks are the only
// callers of auth.session: a check that ends the session says why once, to its caller, so a
// second caller (a page's own query) could take that reason where no notice is made of it.
let email: string | null = null;
const emailListeners = new Set<() => void>();

function knowEmail(next: string | null): void {
  if (next === email) return;
  email = next;
  for (const listener of emailListeners) listener();
}

/** The signed-in user's e-mail (null until a session answer names it, and once it ends). */
export const signedInEmail = (): string | null => email;

export function onSignedInEmailChange(listener: () => void): () => void {
  emailListeners.add(listener);
  return () => emailListeners.delete(listener);
}

/** auth.session, without the tRPC client (trpc/session-query.ts). */
const askSession = () => querySession((path, init) => fetch(path, init), document.cookie);

/**
 * auth.logout. Resolves to the gateway's next step (a single-sign-on user's identity-provider
 * logout), or to LOGOUT_FAILED when the call failed: the cookies may already be gone (a 401, no
 * session: the gateway refuses that logout) or still there (no answer); the executor asks which.
 * One at a time: a 401 seen by a page and by the global watch (logoutOnUnauthorized) ends the
 * session once.
 */
export function endSession(): Promise<NextStep | undefined | typeof LOGOUT_FAILED> {
  knownSignedIn = false;
  // The tRPC client is no part of the sign-in page's first download (trpc/session-query.ts): a
  // logout that starts there fetches it first.
  ending ??= import('../trpc/client')
    .then(({ trpcClient }) => trpcClient.auth.logout.mutate())
    .then(
      (outcome): NextStep | undefined => outcome.next,
      // The executor decides (execute-outcome.ts): the session may be gone anyway (a 401's logout,
      // which the gateway refuses) or still there (no answer).
      (): typeof LOGOUT_FAILED => LOGOUT_FAILED,
    )
    .finally(() => {
      ending = undefined;
    });
  return ending;
}

// The storage clear a session's end scheduled, until it has run.
let pendingClear: (() => void) | undefined;

/** What the browser forgets when a session ends (logout, any 401): now in memory, 1 s later in storage. */
export function clearSession(): void {
  knownSignedIn = false;
  knowEmail(null);
  // A sign-in's way back (return-path.ts) belongs to the session it was for.
  forgetReturnPath();
  notifySessionEnd();
  pendingClear = scheduleStoredStateClear((run, ms) => window.setTimeout(run, ms));
}

/** A session found before the last one's storage clear ran: clear now, before its pages store anything. */
function flushPendingClear(): void {
  pendingClear?.();
  pendingClear = undefined;
}

// The first page's check, started with the app (startSessionCheck) so it runs alongside the
// branding and texts instead of after them; the first guard takes it, every later one asks anew.
let early: Promise<SessionInfo> | undefined;
// Its answer once it has come, until a guard takes it (readSession).
let earlyAnswer: SessionInfo | undefined;

/**
 * The sign-in has just succeeded: the signed-in page it leads to draws at once, its top bar and
 * skeleton, instead of a blank page while its guard asks again (the guard's check still runs).
 */
export function markSignedIn(): void {
  knownSignedIn = true;
  // A new session: the last one's storage clear runs now, before its pages store anything.
  flushPendingClear();
}

/** Whether this browser is known to be signed in (see markSignedIn), without asking. */
export const isKnownSignedIn = (): boolean => knownSignedIn;

/**
 * Starts the first page's session check before anything renders; a signed-in page that came with
 * its session (first-data.ts) has the answer already, and draws at once.
 */
export function startSessionCheck(): void {
  earlyAnswer = undefined;
  const prefilled = takeFirstSession();
  if (prefilled !== undefined) {
    markSignedIn();
    // Known before the first render: the page's favourites draw with it.
    knowEmail(prefilled.email);
    early = Promise.resolve(prefilled);
    return;
  }
  const asked = askSession();
  early = asked;
  // Read (and reported) by the guard that takes it; never an unhandled rejection meanwhile.
  asked.then(
    (answer) => {
      if (early === asked) earlyAnswer = answer;
    },
    () => undefined,
  );
}

/** Settles when the first page's check (startSessionCheck) has answered or failed. */
export function sessionAnswered(): Promise<void> {
  return (early ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Whether the first page's check has already come back signed out, with nothing to tell the user
 * (no session end to explain): its guard can draw the page at once instead of a moment of
 * "Loading" that the page then replaces (the sign-in page's column and footer jumped).
 */
export const isKnownSignedOut = (): boolean =>
  earlyAnswer !== undefined && !earlyAnswer.authenticated && earlyAnswer.ended === undefined;

/**
 * Asks the gateway whether this browser is signed in. Never cached: the answer follows the cookie
 * (`/?scenario=NAME` clears it on that very request, logout clears it before going to /). It costs
 * no upstream call. A failure reads as signed out, with the failure's message when `report`.
 */
export async function readSession(report: boolean): Promise<SessionInfo> {
  const pending = early;
  early = undefined;
  earlyAnswer = undefined;
  try {
    const session = await (pending ?? askSession());
    knownSignedIn = session.authenticated;
    knowEmail(session.authenticated ? session.email : null);
    if (session.authenticated) flushPendingClear();
    else forgetClientsDecidedMark();
    if (session.ended !== undefined) {
      // The gateway has just ended it (a time-out): the browser forgets it as after a logout, and
      // the sign-in page it is sent to says why, above its form.
      clearSession();
      showSignInNotice({ severity: 'warning', key: SESSION_END_KEYS[session.ended] });
    }
    return session;
  } catch (error) {
    if (report) {
      const { message } = outcomeFromError(error);
      if (message) notify(message);
    }
    knownSignedIn = false;
    knowEmail(null);
    return { authenticated: false, email: null };
  }
}
