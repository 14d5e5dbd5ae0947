import type { PortalError } from '../errors/read-error';
import { SILENT_REJECT_STATUS } from '../limits';
import type { Outcome } from '../portal/outcome';
import { outcomeForError } from './code-behaviour';

export interface ClientContext {
  /** How many clients the user has: one-client users fall back differently (spec section 6). */
  clientCount: number;
}

/**
 * Spec section 8, "Behaviours", for errors of the client calls (clients, selection, login
 * attempt, plugin call, pending connections): 401 logs out; 452 rejects silently; anything else
 * goes through the catalogue behaviour (`outcomeForError`), where one-client users log out.
 */
export function decideClientCallError(
  status: number | undefined,
  error: PortalError | undefined,
  ctx: ClientContext,
): Outcome {
  if (status === 401) return { next: { kind: 'logout' } };
  if (status === SILENT_REJECT_STATUS) return { next: { kind: 'stay' } };
  return outcomeForError(error, ctx);
}
