import { ERROR_CATALOGUE } from '../errors/catalogue';
import type { PortalError } from '../errors/read-error';
import { SILENT_REJECT_STATUS } from '../limits';
import { codeMessage, errorMessage } from '../portal/messages';
import { navigate, type Outcome } from '../portal/outcome';

export interface ClientContext {
  /** How many clients the user has: one-client users fall back differently (spec section 6). */
  clientCount: number;
}

const stay: Outcome = { next: { kind: 'stay' } };

/**
 * Spec section 8, "Behaviours", for errors of the client calls (clients, selection, login
 * attempt, plugin call, pending connections): 401 logs out; 452 rejects silently; known codes
 * follow their catalogue behaviour; any other error logs a one-client user out.
 */
export function decideClientCallError(
  status: number | undefined,
  error: PortalError | undefined,
  ctx: ClientContext,
): Outcome {
  if (status === 401) return { next: { kind: 'logout' } };
  if (status === SILENT_REJECT_STATUS) return stay;
  const oneClient = ctx.clientCount === 1;
  if (error?.known) {
    const { code } = error;
    switch (ERROR_CATALOGUE[code].behaviour) {
      case 'silent':
        return stay;
      case 'go-messages':
        return { next: navigate('/messages', { reason: code }) };
      case 'logout-if-one-client-else-environments':
        return {
          next: oneClient ? { kind: 'logout' } : navigate('/home/environments'),
          message: codeMessage(code),
        };
      case 'toast-and-go-home':
        // "/" is the login page: reaching it means leaving the session.
        return { next: { kind: 'logout' }, message: codeMessage(code) };
      case 'access-restricted':
        return { next: navigate('/accessRestricted') };
      case 'pending-connection':
        return { next: navigate('/pendingConnection', { time: 0 }) };
      case 'go-home':
        return { next: { kind: 'logout' }, message: codeMessage(code) };
      case 'logout':
        return { next: { kind: 'logout' } };
      default:
        break;
    }
  }
  return { next: oneClient ? { kind: 'logout' } : { kind: 'stay' }, message: errorMessage(error) };
}
