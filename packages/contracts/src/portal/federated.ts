import { z } from 'zod';

/** The query Duo returns to /login/duo-callback/ with. */
export const DuoReturnInputSchema = z.object({
  state: z.string().trim().min(1).max(2048),
  duo_code: z.string().trim().min(1).max(2048),
});
export type DuoReturnInput = z.infer<typeof DuoReturnInputSchema>;

/** The /sso form: the environment code an administrator gave the user. */
/**
 * A random value the page that starts single sign-on keeps in its tab (session storage) and sends
 * again from the return page: the return is taken only in the tab that started it, not in another
 * tab of the same browser an attacker's page opened (login CSRF).
 */
export const SsoTabNonceSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_-]{16,64}$/);

export const SsoLoginInputSchema = z.object({
  domain: z.string().trim().min(1, 'validation.required').max(255),
  tabNonce: SsoTabNonceSchema.optional(),
});
export type SsoLoginInput = z.infer<typeof SsoLoginInputSchema>;

/** /login/sso/{token}: the token the identity provider returned with. */
export const SsoReturnInputSchema = z.object({
  token: z.string().trim().min(1).max(8192),
  tabNonce: SsoTabNonceSchema.optional(),
});
export type SsoReturnInput = z.infer<typeof SsoReturnInputSchema>;
