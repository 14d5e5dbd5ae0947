import { z } from 'zod';

/** The query Duo returns to /login/duo-callback/ with. */
export const DuoReturnInputSchema = z.object({
  state: z.string().trim().min(1).max(2048),
  duo_code: z.string().trim().min(1).max(2048),
});
export type DuoReturnInput = z.infer<typeof DuoReturnInputSchema>;

/** The /sso form: the environment code an administrator gave the user. */
export const SsoLoginInputSchema = z.object({
  domain: z.string().trim().min(1, 'validation.required').max(255),
});
export type SsoLoginInput = z.infer<typeof SsoLoginInputSchema>;

/** /login/sso/{token}: the token the identity provider returned with. */
export const SsoReturnInputSchema = z.object({ token: z.string().trim().min(1).max(8192) });
export type SsoReturnInput = z.infer<typeof SsoReturnInputSchema>;
