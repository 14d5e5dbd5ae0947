import { createHash, timingSafeEqual } from 'node:crypto';
import { duoStateOf } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SSO_SESSION_COOKIE, sessionCookieOptions } from './cookies';

/**
 * The hash of the Duo state this browser left with. Binds the Duo return to the browser that
 * started the sign-in: another browser (or a forged link) brings a state without this cookie.
 * SameSite=Lax, so the top-level return from Duo carries it.
 */
export const DUO_STATE_COOKIE = 'portal_duo_state';

/** A Duo push waits 5 minutes upstream; the binding outlives it a little. */
const DUO_STATE_MAX_AGE_S = 15 * 60;

const hashOf = (state: string): Buffer => createHash('sha256').update(state).digest();

/** At login, when the browser leaves for Duo: remember the hash of the state in its address. */
export function bindDuoState(
  reply: FastifyReply,
  redirectUrl: string | null | undefined,
  secure: boolean,
): void {
  const state = duoStateOf(redirectUrl);
  if (state === undefined) return;
  reply.setCookie(DUO_STATE_COOKIE, hashOf(state).toString('base64url'), {
    ...sessionCookieOptions(secure),
    maxAge: DUO_STATE_MAX_AGE_S,
  });
}

/** Whether the returned state is the one this browser left with; the binding is used once. */
export function takeDuoBinding(
  req: FastifyRequest,
  reply: FastifyReply,
  state: string,
  secure: boolean,
): boolean {
  const stored = req.cookies[DUO_STATE_COOKIE];
  reply.clearCookie(DUO_STATE_COOKIE, sessionCookieOptions(secure));
  if (!stored) return false;
  const expected = Buffer.from(stored, 'base64url');
  const actual = hashOf(state);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function markSsoSession(reply: FastifyReply, secure: boolean): void {
  reply.setCookie(SSO_SESSION_COOKIE, '1', sessionCookieOptions(secure));
}

export const isSsoSession = (req: FastifyRequest): boolean => req.cookies[SSO_SESSION_COOKIE] === '1';
