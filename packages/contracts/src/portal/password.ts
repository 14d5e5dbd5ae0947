import { z } from 'zod';
import { PASSWORD_RESTRICTIONS } from '../flows/password-rules';
import { INPUT_LIMITS, LIMITS } from '../limits';
import { OutcomeSchema } from './outcome';

// Messages are i18n keys, as in LoginInputSchema. The password rules of section 5 are not here:
// the forms check them with checkPasswordRules against the server's policy, and the server
// enforces its own (INVALID_PASSWORD_COMPLEXITY).
const email = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(INPUT_LIMITS.email, 'validation.email')
  .pipe(z.email('validation.email'));
const password = z
  .string()
  .min(1, 'validation.required')
  .max(LIMITS.passwordMaxLength, 'validation.passwordMax');
const recaptchaToken = z.string().max(INPUT_LIMITS.token).optional();

/** /forgotPassword */
export const ForgotPasswordInputSchema = z.object({ email, recaptcha_token: recaptchaToken });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

/** /changePassword: the bot-check token rides as `recaptcha_token` (spec section 3). */
export const ChangePasswordInputSchema = z.object({
  email,
  old_password: z.string().min(1, 'validation.required').max(INPUT_LIMITS.oldPassword),
  password,
  password_confirmation: password,
  recaptcha_token: recaptchaToken,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/**
 * /register/{userUuid}/{token}. `auto_login_email` is set only when the page was reached from a
 * PASSWORD_EXPIRED login: the gateway then signs in with the new password.
 */
export const RegisterPasswordInputSchema = z.object({
  user_uuid: z.string().min(1).max(INPUT_LIMITS.id),
  token: z.string().min(1).max(INPUT_LIMITS.token),
  password,
  password_confirmation: password,
  auto_login_email: z.email().max(INPUT_LIMITS.email).optional(),
});
export type RegisterPasswordInput = z.infer<typeof RegisterPasswordInputSchema>;

/** The register form's fields (the link's parts come from the route). */
export const RegisterFormSchema = z.object({ password, password_confirmation: password });

export const PasswordRestrictionsInputSchema = z.object({ email });
export const PasswordCheckWithLoginInputSchema = z.object({
  email,
  password: z.string().min(1).max(INPUT_LIMITS.oldPassword),
});

/** The policy the checklist shows: see policyFromRestrictions. */
export const PasswordPolicySchema = z.object({
  minLength: z.number().int().min(1),
  maxLength: z.number().int().min(1).max(LIMITS.passwordMaxLength),
  restrictions: z.array(z.enum(PASSWORD_RESTRICTIONS)).readonly(),
});

/** The password check with login: the policy, or what to tell the user (USER_NOT_ACTIVE, AUTH_FAILURE). */
export const PasswordCheckResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), policy: PasswordPolicySchema }),
  z.object({ ok: z.literal(false), outcome: OutcomeSchema }),
]);
export type PasswordCheckResult = z.infer<typeof PasswordCheckResultSchema>;
