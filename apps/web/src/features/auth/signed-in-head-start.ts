import type { Outcome } from '@portal/contracts/portal';
import { SIGNED_IN_HOME } from '../../session/session';

/**
 * Whether a sign-in's outcome opens the environments page: then the browser is signed in, and
 * that page can draw at once (its guard need not wait for a session check) with its first data
 * (the clients list) already on the way. Any other step (multi-factor, device, an error) waits.
 */
export function opensSignedInHome(outcome: Outcome): boolean {
  return outcome.next.kind === 'navigate' && outcome.next.to === SIGNED_IN_HOME;
}
