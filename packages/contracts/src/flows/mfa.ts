import { ERROR_CATALOGUE } from '../errors/catalogue';
import type { PortalError } from '../errors/read-error';
import { codeMessage } from '../portal/messages';
import { navigate } from '../portal/navigate';
import type { Outcome } from '../portal/outcome';
import type { LoginOtpResponse } from '../upstream/auth';
import { outcomeForError } from './code-behaviour';

export interface OtpDecision {
  outcome: Outcome;
  /** Spec section 4 rule 4, as at login: a device validation code to keep for 90 days. */
  storeDeviceCode?: string;
}

/** Where the code was typed: an error sends the user to /requiredMFA either way (spec section 8). */
export const REQUIRED_MFA_PATH = '/requiredMFA';

/**
 * Spec section 4, "Multi-factor code success": an expiring password goes to /password/expired
 * (with the days left), anything else to /home/environments. Replacing the token is the caller's.
 */
export function decideAfterOtp(reply: LoginOtpResponse): OtpDecision {
  const storeDeviceCode =
    reply.device_validation_status === 'success' && reply.device_validation_code
      ? reply.device_validation_code
      : undefined;
  const withCode = storeDeviceCode === undefined ? {} : { storeDeviceCode };
  if (reply.password_expiration?.will_expire_soon === true) {
    const daysUntilExpire = reply.password_expiration.days_until_expire ?? null;
    return { ...withCode, outcome: { next: navigate('/password/expired', { daysUntilExpire }) } };
  }
  return { ...withCode, outcome: { next: navigate('/home/environments') } };
}

const logout = (message?: Outcome['message']): Outcome =>
  message === undefined ? { next: { kind: 'logout' } } : { next: { kind: 'logout' }, message };

const isMfaCode = (error: PortalError | undefined): boolean =>
  error?.known === true && ERROR_CATALOGUE[error.code].area === 'mfa';

/** Where the code was typed: /configurationMFA, just after scanning the QR, or /requiredMFA. */
export interface OtpErrorContext {
  enrolment?: boolean;
}

const STAY: Outcome['next'] = { kind: 'stay' };

/**
 * Spec section 8, "Multi-factor", in order (ASSUMPTION A-34):
 * 1. A code of the multi-factor area (USER_OTP_INVALID 401, USER_NO_OTP_DATA 404, MFA_TYPE_ERROR...)
 *    → its message, then /requiredMFA: their statuses must not read as "wrong user" or "log out".
 * 2. 404: the token's user is gone → the wrong-user message (USER_NOT_FOUND) and log out.
 * 3. 401: the token is no longer accepted → log out (section 8 "Status 401: log out").
 * 4. Anything else → its message (USER_OTP_INVALID when the reply names none), then /requiredMFA.
 * Deliberate reading (ASSUMPTION A-54): during enrolment a wrong code (USER_OTP_INVALID) stays on
 * /configurationMFA, so the QR and the key are still there to try again.
 */
export function decideOtpError(
  status: number | undefined,
  error: PortalError | undefined,
  { enrolment = false }: OtpErrorContext = {},
): Outcome {
  if (enrolment && error?.known && error.code === 'USER_OTP_INVALID') {
    return outcomeForError(error, { after: STAY });
  }
  const toRequiredMfa = { after: navigate(REQUIRED_MFA_PATH) };
  if (error?.known && isMfaCode(error)) return outcomeForError(error, toRequiredMfa);
  if (status === 404) return logout(codeMessage('USER_NOT_FOUND'));
  if (status === 401) return logout();
  return outcomeForError(error ?? { known: true, code: 'USER_OTP_INVALID' }, toRequiredMfa);
}

/**
 * Spec section 8, "TOTP QR", in order (ASSUMPTION A-34):
 * 1. USER_OTP_ALREADY_CONFIGURED → its message, then /requiredMFA: the code is all that is left to do.
 * 2. Another code of the multi-factor area → its message, staying put.
 * 3. 404 → the wrong-user message and log out; 401 → log out, as above.
 * 4. Anything else → the request's error (its message, or the unexpected-error text), staying put.
 */
export function decideTotpQrError(status: number | undefined, error: PortalError | undefined): Outcome {
  if (error?.known && error.code === 'USER_OTP_ALREADY_CONFIGURED') {
    return { next: navigate(REQUIRED_MFA_PATH), message: codeMessage('USER_OTP_ALREADY_CONFIGURED', 'info') };
  }
  if (error?.known && isMfaCode(error)) return outcomeForError(error);
  if (status === 404) return logout(codeMessage('USER_NOT_FOUND'));
  if (status === 401) return logout();
  return outcomeForError(error);
}
