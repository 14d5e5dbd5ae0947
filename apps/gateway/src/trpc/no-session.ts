import { TRPCError } from '@trpc/server';
import type { SessionEndReason } from '../session/session-times';

/** A procedure that needs the session cookie was called without one (spec section 4, Logout). */
export class NoSessionError extends Error {
  override name = 'NoSessionError';
  constructor() {
    super('no session');
  }
}

/** "With no token it is rejected": a 401 whose outcome takes the browser to the login page. */
export const noSession = (): TRPCError =>
  new TRPCError({ code: 'UNAUTHORIZED', message: 'no session', cause: new NoSessionError() });

/** The session was past its idle time-out or its lifetime, and has just been ended. */
export class SessionEndedError extends Error {
  override name = 'SessionEndedError';
  readonly reason: SessionEndReason;
  constructor(reason: SessionEndReason) {
    super(`session ended: ${reason}`);
    this.reason = reason;
  }
}

export const sessionEnded = (reason: SessionEndReason): TRPCError =>
  new TRPCError({ code: 'UNAUTHORIZED', message: 'session ended', cause: new SessionEndedError(reason) });
