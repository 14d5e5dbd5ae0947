import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { duoStateOf } from '@portal/contracts/flows';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCookies } from './session-cookies';

/** A Duo push waits 5 minutes upstream; the binding outlives it a little. */
const DUO_STATE_MAX_AGE_S = 15 * 60;

const hashOf = (state: string): Buffer => createHash('sha256').update(state).digest();

/**
 * At login, when the browser leaves for Duo: remember the hash of the state in its address. This
 * binds the Duo return to the browser that started the sign-in: another browser (or a forged
 * link) brings a state without this cookie. SameSite=Lax, so the top-level return carries it.
 */
export function bindDuoState(
  cookies: SessionCookies,
  reply: FastifyReply,
  redirectUrl: string | null | undefined,
): void {
  const state = duoStateOf(redirectUrl);
  if (state === undefined) return;
  cookies.write(reply, 'duoState', hashOf(state).toString('base64url'), DUO_STATE_MAX_AGE_S);
}

/** Whether the returned state is the one this browser left with; the binding is used once. */
export function takeDuoBinding(
  cookies: SessionCookies,
  req: FastifyRequest,
  reply: FastifyReply,
  state: string,
): boolean {
  const stored = cookies.read(req, 'duoState');
  cookies.clear(reply, 'duoState');
  if (stored === undefined) return false;
  const expected = Buffer.from(stored, 'base64url');
  const actual = hashOf(state);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * How long a started single sign-on may take at the identity provider before its return is no
 * longer taken as this browser's: a sign-in there (password, second factor) fits well within it.
 */
export const SSO_BINDING_MAX_AGE_S = 15 * 60;

/**
 * When single sign-on leaves for the identity provider: remember, in a signed cookie, that this
 * browser started one, and when. The upstream's sso/login takes only the environment code, so no
 * nonce can travel through the identity provider and back: the binding proves "this browser
 * started a single sign-on within the last minutes", which is what stops login CSRF (a victim's
 * browser opening an attacker's /login/sso/{token} link started none). The nonce makes each
 * binding distinct, so one is never mistaken for another.
 */
export function bindSsoStart(
  cookies: SessionCookies,
  reply: FastifyReply,
  tabNonce: string | undefined,
  now: number = Date.now(),
): void {
  const nonce = randomBytes(16).toString('base64url');
  cookies.write(reply, 'ssoBinding', `${nonce}:${now}:${tabHash(tabNonce)}`, SSO_BINDING_MAX_AGE_S);
}

/**
 * The tab that started it (the page's tabNonce, kept in that tab's session storage): another tab
 * of the same browser, which an attacker's page can open and send to its own /login/sso/{token},
 * holds none. An API client that sends none matches only a start that sent none.
 */
const tabHash = (tabNonce: string | undefined): string =>
  hashOf(`tab:${tabNonce ?? ''}`).toString('base64url');

/**
 * Whether this browser started a single sign-on within SSO_BINDING_MAX_AGE_S. The binding is used
 * once, whatever the return brings: it is cleared here. The time is checked too, not only the
 * cookie's Max-Age, which a browser may keep past its end (a restored session).
 */
export function takeSsoBinding(
  cookies: SessionCookies,
  req: FastifyRequest,
  reply: FastifyReply,
  tabNonce: string | undefined,
  now: number = Date.now(),
): boolean {
  const stored = cookies.read(req, 'ssoBinding');
  cookies.clear(reply, 'ssoBinding');
  if (stored === undefined) return false;
  const [nonce, at, tab] = stored.split(':');
  const startedAt = Number(at);
  if (!nonce || !tab || !Number.isSafeInteger(startedAt)) return false;
  const expected = Buffer.from(tab, 'base64url');
  const actual = Buffer.from(tabHash(tabNonce), 'base64url');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return false;
  const age = now - startedAt;
  return age >= 0 && age <= SSO_BINDING_MAX_AGE_S * 1000;
}
