import type { PortalError } from '../errors/read-error';
import { codeMessage } from '../portal/messages';
import { navigate } from '../portal/navigate';
import type { Outcome } from '../portal/outcome';
import { type ClientContext, decideClientCallError } from './upstream-error';

/** Where the portal goes once pending connections are cleared (spec section 4). */
export const RECONNECT_PATH = '/reconnect';

/**
 * The navigation state key saying /reconnect was reached by clearing connections: opened without
 * it (typed, a bookmark), the page says nothing is pending instead of "Connections cleared".
 */
export const RECONNECT_CLEARED_STATE = 'cleared';

/** Spec section 4, "Pending connections": "Clearing posts a disconnect; on success status the user goes to /reconnect". */
export function decideAfterDisconnect(): Outcome {
  return { next: navigate(RECONNECT_PATH, { [RECONNECT_CLEARED_STATE]: true }) };
}

/**
 * A disconnect that failed. ERROR_TO_SEND_DISCONNECT keeps the user where they are with its
 * message, whatever the client count (ASSUMPTION A-49): they can try again, or wait for the
 * pending connection to expire. Any other error follows the client-call rules.
 */
export function decideDisconnectError(
  status: number | undefined,
  error: PortalError | undefined,
  ctx: ClientContext,
): Outcome {
  if (error?.known && error.code === 'ERROR_TO_SEND_DISCONNECT') {
    return { next: { kind: 'stay' }, message: codeMessage('ERROR_TO_SEND_DISCONNECT') };
  }
  return decideClientCallError(status, error, ctx);
}
