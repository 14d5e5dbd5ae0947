import { TRPCError } from '@trpc/server';

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
