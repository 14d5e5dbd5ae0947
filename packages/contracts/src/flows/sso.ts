import { type PortalError, portalErrorOf } from '../errors/read-error';
import { codeMessage } from '../portal/messages';
import { navigate } from '../portal/navigate';
import type { MessageRef, NextStep, Outcome } from '../portal/outcome';
import { UPSTREAM_FAILURE_KEYS } from '../portal/wire';
import type { TokenIdentity } from '../upstream/auth';
import { outcomeForError } from './code-behaviour';
import { isAllowedUpstreamRedirect, type UpstreamRedirects } from './redirect';

/** The identity status that makes the portal log a single-sign-on user out (spec section 4). */
export const SSO_FORCE_USER_LOGOUT = 'SSO_FORCE_USER_LOGOUT';

export const SSO_ROUTE = '/sso';
export const SSO_LOGOUT_ROUTE = '/ssoLogout';
const HOME = '/home/environments';

export interface SsoCheckDecision {
  next: NextStep;
  message?: MessageRef;
  /** Keep the validated token as the session (the user is signed in through single sign-on). */
  signIn: boolean;
}

/**
 * ASSUMPTION A-38 (which token becomes the session). Spec section 4, "Single sign-on check", in order: (1) errors: show the first; to
 * /home/environments for status SSO_FORCE_USER_LOGOUT, else /sso; (2) SSO_FORCE_USER_LOGOUT
 * without errors: log out; (3) otherwise the token is good: /home/environments. A reply without
 * an identity counts as a clean one.
 */
export function decideSsoCheck(identity: TokenIdentity | null | undefined): SsoCheckDecision {
  const errors = (identity?.errors ?? []).filter((e) => e.trim() !== '');
  const forced = identity?.status === SSO_FORCE_USER_LOGOUT;
  const first = errors[0];
  if (first !== undefined) {
    const then = navigate(forced ? HOME : SSO_ROUTE);
    return { ...outcomeForError(portalErrorOf(first.trim()), { after: then }), signIn: forced };
  }
  if (forced) return { next: { kind: 'logout' }, signIn: false };
  return { next: navigate(HOME), signIn: true };
}

/**
 * Spec section 8, "Single sign-on check": 404 wrong user, else a request error; then /.
 * `error` is what the upstream said, if it said anything readable.
 */
export function decideSsoCheckFailure(status: number, error: PortalError | undefined): SsoCheckDecision {
  // "Wrong user" is the catalogue's USER_NOT_FOUND message, whatever the 404's body says.
  const then = navigate('/');
  if (status === 404) return { next: then, message: codeMessage('USER_NOT_FOUND'), signIn: false };
  return { ...outcomeForError(error, { after: then }), signIn: false };
}

/** Spec section 8, "Single sign-on login": the first server error (default UNEXPECTED_ERROR); stay on /sso. */
export function decideSsoLoginError(error: PortalError | undefined): Outcome {
  return outcomeForError(error);
}

/**
 * Where a started single sign-on goes: the identity provider's address the upstream named, when
 * the upstream-redirect rule allows it; any other is never followed (the user stays, told the
 * sign-in could not start).
 */
export function decideSsoRedirect(
  url: string,
  rule: UpstreamRedirects,
): { next: NextStep; message?: MessageRef } {
  if (isAllowedUpstreamRedirect(url, rule)) return { next: { kind: 'external', url } };
  return { next: { kind: 'stay' }, message: codeMessage('SSO_REDIRECT_ERROR') };
}

/**
 * Logout of a single-sign-on user (spec section 4): to the address sso/logout returned when the
 * upstream-redirect rule allows it, else straight to /ssoLogout.
 */
export function decideSsoLogout(url: string | undefined, rule: UpstreamRedirects): NextStep {
  if (url !== undefined && isAllowedUpstreamRedirect(url, rule)) return { kind: 'external', url };
  return navigate(SSO_LOGOUT_ROUTE);
}

/**
 * A /login/sso/{token} return in a browser without a fresh binding (it started no single sign-on,
 * or used its binding already). Nothing is signed in: an attacker's link sent to a victim must not
 * sign the victim in as the attacker (login CSRF). A browser that already holds a session (the
 * return page reloaded after its sign-in, or a signed-in user handed someone's link) keeps it and
 * goes home; any other is sent to /sso, where it can start a sign-in of its own.
 */
export function decideUnboundSsoReturn(signedIn: boolean): Outcome {
  if (signedIn) return { next: navigate(HOME) };
  return {
    next: navigate(SSO_ROUTE),
    message: { severity: 'error', key: UPSTREAM_FAILURE_KEYS.ssoNotStartedHere },
  };
}
