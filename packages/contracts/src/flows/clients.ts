import { navigate } from '../portal/navigate';
import type { Outcome } from '../portal/outcome';
import type { ClientContext } from './upstream-error';

/**
 * Spec section 4, "Selecting a client": with no uuid, show an error ("error to access environment",
 * spec section 8) and go to the environments with more than one client, else log out.
 */
export function decideNoClientSelected(ctx: ClientContext): Outcome {
  return {
    next: ctx.clientCount > 1 ? navigate('/home/environments') : { kind: 'logout' },
    message: { severity: 'error', key: 'launch.noClientSelected' },
  };
}
