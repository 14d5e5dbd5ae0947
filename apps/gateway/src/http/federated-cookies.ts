import { createHash, timingSafeEqual } from 'node:crypto';
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
