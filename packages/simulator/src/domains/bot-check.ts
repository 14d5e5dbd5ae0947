import { BOT_CHECK_STAND_IN_TOKEN } from '@portal/contracts/portal';
import type { WorldState } from '../state/world-state';
import { fail, type SimReply } from './replies';

/**
 * The simulated bot check (reCAPTCHA) of login and change-password, as the scenario's
 * `settings.recaptcha` says: undefined when the token passes, else the INVALID_RECAPTCHA reply.
 * It runs before anything else of the request, as a real backend verifies the token first.
 */
export function botCheck(state: WorldState, token: string | undefined): SimReply | undefined {
  switch (state.settings.recaptcha) {
    case 'accept':
      return undefined;
    case 'require':
      return token === BOT_CHECK_STAND_IN_TOKEN ? undefined : fail('INVALID_RECAPTCHA');
    case 'reject':
      return fail('INVALID_RECAPTCHA');
  }
}
