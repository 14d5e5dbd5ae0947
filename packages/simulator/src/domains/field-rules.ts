// ASSUMPTION A-57 (packages/contracts/ASSUMPTIONS.md): the upstream's field validators on the portal's own forms.
import type { FieldRules } from '../scenario/schema/settings';
import { failField, type SimReply } from './replies';

/** An address with a sub-address (`ana+billing@acme.com`): the form takes it, a strict upstream does not. */
const SUBADDRESS = /^[^@]*\+[^@]*@/;

/** The e-mail a sign-in or a forgot-password request sends, by the world's rule: email:INVALID_EMAIL. */
export function emailFieldRefusal(rules: FieldRules, email: string): SimReply | undefined {
  if (!rules.subaddressedEmails && SUBADDRESS.test(email.trim())) return failField('email', 'INVALID_EMAIL');
  return undefined;
}

/**
 * The new password of a change or a register link, by the world's length bounds: these run before
 * the policy (INVALID_PASSWORD_COMPLEXITY) and are not what check_password_restrictions announces,
 * so a password the form's checklist accepts is refused with password:LENGTH_TOO_SHORT or _LONG.
 */
export function newPasswordFieldRefusal(rules: FieldRules, password: string): SimReply | undefined {
  const { min, max } = rules.newPasswordLength;
  if (min !== undefined && password.length < min) return failField('password', 'LENGTH_TOO_SHORT');
  if (max !== undefined && password.length > max) return failField('password', 'LENGTH_TOO_LONG');
  return undefined;
}

/**
 * The current password of a change: the form counts spaces as typed, the upstream trims them and
 * finds nothing (old_password:IS_REQUIRED), before it compares passwords.
 */
export function oldPasswordFieldRefusal(oldPassword: string): SimReply | undefined {
  return oldPassword.trim() === '' ? failField('old_password', 'IS_REQUIRED') : undefined;
}
