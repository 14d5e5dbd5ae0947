import { LIMITS } from '@portal/contracts';
import { z } from 'zod';
import { text } from './refs';

export const ScenarioUserSchema = z.strictObject({
  email: z.email(),
  password: z.string().min(1).max(LIMITS.passwordMaxLength),
  active: z.boolean().default(true),
  /** External (corporate) users cannot reset or change their password. */
  external: z.boolean().default(false),
  /** client_uuid of every client the user may open. */
  clients: z.array(text).default([]),
  /** Shown in the catalogue so QA can generate one-time codes; used by the multi-factor routes. */
  totpSecret: text.optional(),
  /** The login reply's should_update_plugin: a user with several clients is sent to /updatePlugin. */
  shouldUpdatePlugin: z.boolean().default(false),
  /** Shown in the catalogue; the device-validation PIN. */
  pin: z
    .string()
    .regex(new RegExp(`^\\d{${LIMITS.pinLength}}$`), `must be ${LIMITS.pinLength} digits`)
    .optional(),
});
export type ScenarioUser = z.output<typeof ScenarioUserSchema>;

/** The key a scenario's user replaces a fixture's user by. */
export const userKey = (user: ScenarioUser): string => user.email.toLowerCase();
