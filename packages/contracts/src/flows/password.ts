import type { ErrorCode } from '../errors/catalogue';
import type { PortalError } from '../errors/read-error';
import { codeMessage } from '../portal/messages';
import { navigate } from '../portal/navigate';
import type { MessageRef, Outcome } from '../portal/outcome';
import { hasOwnBehaviour, outcomeForError } from './code-behaviour';

/** Alerts of the password screens that are not error codes (the web's `password` namespace). */
export const PASSWORD_ALERTS = {
  checkEmail: 'password:alerts.checkEmail',
  accountUpdated: 'password:alerts.accountUpdated',
  passwordSet: 'password:alerts.passwordSet',
  wrongUser: 'password:alerts.wrongUser',
  requestError: 'password:alerts.requestError',
  emailOrPasswordMismatch: 'password:alerts.emailOrPasswordMismatch',
} as const;

const alert = (key: string, severity: MessageRef['severity'] = 'error'): MessageRef => ({ severity, key });
const stay = (message: MessageRef): Outcome => ({ next: { kind: 'stay' }, message });
const codeOf = (error: PortalError | undefined): ErrorCode | undefined =>
  error?.known ? error.code : undefined;

/** Spec section 8, "Forgot password": success tells the user to check the e-mail and goes to /. */
export const FORGOT_SUCCESS: Outcome = {
  next: navigate('/'),
  message: alert(PASSWORD_ALERTS.checkEmail, 'success'),
};

/** Spec section 8, "Forgot password": EXTERNAL_USER, 404 wrong user, else a generic request error. */
export function decideForgotError(error: PortalError | undefined, status: number | undefined): Outcome {
  if (hasOwnBehaviour(error)) return outcomeForError(error);
  if (codeOf(error) === 'EXTERNAL_USER') return stay(codeMessage('EXTERNAL_USER'));
  if (status === 404) return stay(alert(PASSWORD_ALERTS.wrongUser));
  return stay(alert(PASSWORD_ALERTS.requestError));
}

/** Spec section 8, "Change password": the account-updated message, then /. */
export const CHANGE_SUCCESS: Outcome = {
  next: navigate('/'),
  message: alert(PASSWORD_ALERTS.accountUpdated, 'success'),
};

const CHANGE_OWN_MESSAGES: readonly ErrorCode[] = [
  'INVALID_PASSWORD_TRY_AGAIN',
  'INVALID_PASSWORD_COMPLEXITY',
  'EXTERNAL_USER',
  // Not in section 8's list for this form, but the bot check guards it too (section 5): a refused
  // check is not a wrong password, so it says what it is, as on the login page.
  'INVALID_RECAPTCHA',
];

/** Spec section 8, "Change password": three codes have their own message; anything else does not match. */
export function decideChangeError(error: PortalError | undefined): Outcome {
  if (hasOwnBehaviour(error)) return outcomeForError(error);
  const code = codeOf(error);
  if (code !== undefined && CHANGE_OWN_MESSAGES.includes(code)) return stay(codeMessage(code));
  return stay(alert(PASSWORD_ALERTS.emailOrPasswordMismatch));
}

/** Register success without auto-login: the new password is set, sign in at /. */
export const REGISTER_SUCCESS: Outcome = {
  next: navigate('/'),
  message: alert(PASSWORD_ALERTS.passwordSet, 'success'),
};

const REGISTER_OWN_MESSAGES: readonly ErrorCode[] = [
  'INVALID_PASSWORD_TRY_AGAIN',
  'INVALID_PASSWORD_COMPLEXITY',
];

/** Spec section 8, "Register": the two password errors show their messages; else error-changing-password. */
export function decideRegisterError(error: PortalError | undefined): Outcome {
  if (hasOwnBehaviour(error)) return outcomeForError(error);
  const code = codeOf(error);
  if (code !== undefined && REGISTER_OWN_MESSAGES.includes(code)) return stay(codeMessage(code));
  return stay(codeMessage('PASSWORD_CHANGE_ERROR'));
}

/** Spec section 8, "Password check with login": USER_NOT_ACTIVE, else the auth-failure message. */
export function decideCheckWithLoginError(error: PortalError | undefined): Outcome {
  if (hasOwnBehaviour(error)) return outcomeForError(error);
  return stay(codeMessage(codeOf(error) === 'USER_NOT_ACTIVE' ? 'USER_NOT_ACTIVE' : 'AUTH_FAILURE'));
}

/**
 * /password/expired (spec section 2: "expires soon or has expired"): with days left the user may
 * change now or later; 0 or fewer days count as expired, and then "later" is not offered.
 */
export type PasswordExpiry = { kind: 'expired' } | { kind: 'soon'; daysLeft: number | null };

export function passwordExpiry(daysUntilExpire: unknown): PasswordExpiry {
  if (typeof daysUntilExpire !== 'number' || !Number.isFinite(daysUntilExpire)) {
    return { kind: 'soon', daysLeft: null };
  }
  const days = Math.floor(daysUntilExpire);
  return days <= 0 ? { kind: 'expired' } : { kind: 'soon', daysLeft: days };
}
