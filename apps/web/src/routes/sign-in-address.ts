import { RETURN_PATH_PARAM } from '../session/return-path';
import { SIGNED_IN_HOME } from '../session/session';
import { returnsAfterSignIn } from './route-table';

/**
 * Where a signed-out visit to `path` (path and query) is sent: the sign-in page, naming the
 * signed-in page it asked for (`?next=`) so signing in goes back there (session/return-path.ts).
 * The plain environments page, where every sign-in ends anyway, needs no name.
 */
export function signInAddress(path: string): string {
  if (path === SIGNED_IN_HOME || !returnsAfterSignIn(path)) return '/';
  return `/?${new URLSearchParams({ [RETURN_PATH_PARAM]: path }).toString()}`;
}
