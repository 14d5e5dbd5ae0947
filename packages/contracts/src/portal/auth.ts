import { z } from 'zod';
import { INPUT_LIMITS, LIMITS } from '../limits';

/**
 * The login form and the login procedure share this schema. Messages are i18n keys the web
 * translates: 'Required Field!', 'Invalid e-mail format!', 'Maximum characters for the password is 40.'
 */
export const LoginInputSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(INPUT_LIMITS.email, 'validation.email')
    .pipe(z.email('validation.email')),
  password: z.string().min(1, 'validation.required').max(LIMITS.passwordMaxLength, 'validation.passwordMax'),
  back_url: z.string().max(INPUT_LIMITS.url).optional(),
  recaptcha_token: z.string().max(INPUT_LIMITS.token).optional(),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/** What the browser may know about its session: never the token itself. */
export const SessionInfoSchema = z.object({
  authenticated: z.boolean(),
  email: z.string().nullable(),
  /** Signed out because the session just passed its idle time-out or its lifetime: the page says so. */
  ended: z.enum(['idle', 'lifetime']).optional(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
