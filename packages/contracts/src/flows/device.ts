import type { PortalError } from '../errors/read-error';
import type { SendPinOutcome } from '../portal/device';
import { codeMessage } from '../portal/messages';
import { navigate } from '../portal/navigate';
import type { NextStep, Outcome } from '../portal/outcome';
import { outcomeForCode } from './code-behaviour';

const stay: NextStep = { kind: 'stay' };

/**
 * Spec section 8, "PIN and e-mail PIN", for a reply that carries a code (or none at all): no code
 * → UNEXPECTED_ERROR; MAXIMUM_PIN_INVALID_RETRIES → back to / (a logout: / with a live session
 * would bounce to the environments, ASSUMPTION A-21); a success code (TOKEN_SENT_SUCCESSFULLY,
 * ASSUMPTION A-36) → a success alert; another catalogue code → its message; text that is no
 * code → INVALID_PIN.
 */
export function decidePinReply(error: PortalError | undefined): Outcome {
  if (error === undefined) return { next: stay, message: codeMessage('UNEXPECTED_ERROR') };
  if (!error.known) return { next: stay, message: codeMessage('INVALID_PIN') };
  // MAXIMUM_PIN_INVALID_RETRIES is 'go-home'; a success code is a success alert (catalogue).
  return outcomeForCode(error.code);
}

/**
 * send_pin_to_email: a plain success, or a reply carrying a success code, means a token went
 * out (the screen then waits LIMITS.emailTokenResendWaitMs before offering a resend).
 */
export function decideSendPin(
  reply: { ok: true } | { ok: false; error: PortalError | undefined },
): SendPinOutcome {
  const outcome = reply.ok ? outcomeForCode('TOKEN_SENT_SUCCESSFULLY') : decidePinReply(reply.error);
  return { ...outcome, sent: outcome.message?.severity === 'success' };
}

export interface PinValidatedDecision {
  next: NextStep;
  /** Spec section 4 rule 4: the code to keep for 90 days. */
  storeDeviceCode: string;
}

/** validate_with_pin succeeded: keep the code, then /validating (spec section 4, "Device validation"). */
export const decidePinValidated = (code: string): PinValidatedDecision => ({
  next: navigate('/validating'),
  storeDeviceCode: code,
});
