import { ERROR_CATALOGUE, type ErrorCode } from '@portal/contracts/errors';
import { SSO_FORCE_USER_LOGOUT } from '@portal/contracts/flows';
import { ENDPOINTS, SUCCESS } from '@portal/contracts/upstream';
import { newSecret, SSO_REQUEST_MS, SSO_TOKEN_MS, type SsoRequest, type SsoToken } from '../state/federated';
import type { WorldSession } from '../state/sessions';
import type { WorldState } from '../state/world-state';
import { bearerRoute, DEFAULT_PAGE_ORIGIN, type PageOrigin, publicRoute } from './handler';
import { fail, ok, parseInput, type SimReply } from './replies';
import { addressOn, IDP_LOGOUT_PAGE, IDP_PAGE } from './sim-pages';

/** The single-sign-on family of spec section 8, in catalogue order: what the identity-provider page offers. */
export const SSO_ERROR_CODES = (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).filter(
  (code) => ERROR_CATALOGUE[code].area === 'sso',
);

const pageAddress = (origin: PageOrigin, path: string, id: string): string => {
  const url = new URL(addressOn(origin.pages, path));
  url.searchParams.set('request', id);
  return url.toString();
};

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** POST /sso/login: a known environment code starts a sign-in at the identity provider's page. */
export function ssoLogin(
  state: WorldState,
  domain: string,
  origin: PageOrigin = DEFAULT_PAGE_ORIGIN,
): SimReply {
  const setting = state.settings.ssoDomains.find((d) => sameCode(d.code, domain));
  if (!setting) return fail('IDP_NOT_FOUND');
  if (setting.loginError) return fail(setting.loginError);
  const request: SsoRequest = {
    id: newSecret('relay'),
    domain: setting.code,
    expiresAt: state.now() + SSO_REQUEST_MS,
    returnOrigin: origin.portal,
  };
  state.federated.ssoRequests.set(request.id, request);
  return ok('ssoLogin', { redirect_url: pageAddress(origin, IDP_PAGE, request.id) });
}

export type IdpAnswer = { kind: 'user'; email: string } | { kind: 'error'; code: ErrorCode };

/**
 * The identity provider's answer to a sign-in request: a one-use token that POST /token/validate
 * decodes. An unknown or expired request (a stale relay state) gives RELAY_STATE_ERROR; a user of
 * another domain SSO_USER_NOT_PERMITTED.
 */
export function issueSsoToken(
  state: WorldState,
  requestId: string,
  answer: IdpAnswer,
  forceLogout: boolean,
): SsoToken {
  const request = state.federated.ssoRequests.get(requestId);
  const live = request !== undefined && state.now() <= request.expiresAt;
  if (request) state.federated.ssoRequests.delete(requestId);
  let email: string | null = null;
  let errors: string[] = [];
  if (!live) errors = ['RELAY_STATE_ERROR'];
  else if (answer.kind === 'error') errors = [answer.code];
  else {
    const user = state.user(answer.email);
    if (!user?.spec.ssoDomain || !sameCode(user.spec.ssoDomain, request.domain))
      errors = ['SSO_USER_NOT_PERMITTED'];
    else if (!user.active) errors = ['USER_NOT_ACTIVE'];
    else email = user.spec.email;
  }
  const token: SsoToken = {
    token: newSecret('ssotoken'),
    email,
    errors,
    status: forceLogout ? SSO_FORCE_USER_LOGOUT : errors.length > 0 ? 'ERROR' : SUCCESS,
    expiresAt: state.now() + SSO_TOKEN_MS,
    returnOrigin: request?.returnOrigin ?? null,
  };
  return state.federated.ssoTokens.set(token.token, token);
}

/**
 * POST /token/validate for a token of the identity provider: valid once, within its life on the
 * world clock. A clean identity opens the session whose token comes back; otherwise no token.
 */
/** A fixed token of the scenario's settings (probes, QA links): never expires, never used up. */
function fixedToken(state: WorldState, token: string): SsoToken | undefined {
  const fixed = state.settings.ssoTokens.find((t) => t.token === token);
  if (!fixed) return undefined;
  const user = fixed.user === undefined ? undefined : state.user(fixed.user);
  const errors = fixed.errors.length > 0 || user ? [...fixed.errors] : ['SSO_USER_NOT_PERMITTED'];
  return {
    token,
    email: user?.spec.email ?? null,
    errors,
    status: fixed.forceLogout ? SSO_FORCE_USER_LOGOUT : errors.length > 0 ? 'ERROR' : SUCCESS,
    expiresAt: Number.POSITIVE_INFINITY,
    returnOrigin: null,
  };
}

export function ssoTokenValidate(state: WorldState, accessToken: string): SimReply | undefined {
  const sso = state.federated.ssoTokens.get(accessToken) ?? fixedToken(state, accessToken);
  if (!sso) return undefined;
  state.federated.ssoTokens.delete(accessToken);
  if (state.now() > sso.expiresAt) return fail('INVALID_TOKEN');
  let token: string | null = null;
  if (sso.errors.length === 0 && sso.status !== SSO_FORCE_USER_LOGOUT && sso.email !== null) {
    token = state.sessions.open(sso.email, state.now()).token;
    state.federated.markSsoSession(token);
  }
  return ok('tokenValidate', {
    access_token: token,
    identity: { errors: sso.errors, status: sso.status, is_sso_user: true },
  });
}

/** POST /sso/logout: ends the session and sends the browser through the identity provider's logout. */
export function ssoLogout(
  state: WorldState,
  session: WorldSession,
  origin: PageOrigin = DEFAULT_PAGE_ORIGIN,
): SimReply {
  state.sessions.close(session.token);
  state.federated.forgetSession(session.token);
  const request: SsoRequest = {
    id: newSecret('logout'),
    domain: state.user(session.email)?.spec.ssoDomain ?? '',
    expiresAt: state.now() + SSO_REQUEST_MS,
    returnOrigin: origin.portal,
  };
  state.federated.ssoRequests.set(request.id, request);
  return ok('ssoLogout', { redirect_url: pageAddress(origin, IDP_LOGOUT_PAGE, request.id) });
}

export const SSO_HANDLERS = {
  ssoLogin: publicRoute((state, input) => {
    const b = parseInput(ENDPOINTS.ssoLogin.request, input.body);
    return b.ok ? ssoLogin(state, b.data.domain, input.origin) : b.reply;
  }),
  ssoLogout: bearerRoute((state, input, session) => ssoLogout(state, session, input.origin)),
};
