import { LIMITS } from '@portal/contracts/limits';
import { z } from 'zod';
import { ScenarioProfileSchema } from './profile';
import { text } from './refs';
import { RestrictionsSchema, ScenarioSessionSchema } from './sessions';

export const ScenarioUserSchema = z.strictObject({
  email: z.email(),
  password: z.string().min(1).max(LIMITS.passwordMaxLength),
  active: z.boolean().default(true),
  /** External (corporate) users cannot reset or change their password; an expired one signs in to UNABLE_UPDATE_PASSWORD. */
  external: z.boolean().default(false),
  /** client_uuid of every client the user may open. */
  clients: z.array(text).default([]),
  /** False: the user holds no licence at all, and every login attempt answers 403 NO_LICENSE (ASSUMPTION A-50). */
  licensed: z.boolean().default(true),
  /** Shown in the catalogue so QA can generate one-time codes; used by the multi-factor routes. */
  totpSecret: text.optional(),
  /**
   * The login reply's multi-factor type: `none` (no second step), `default` (a TOTP code:
   * /requiredMFA or /configurationMFA) or `duo` (the Duo-style push).
   */
  mfa: z.enum(['none', 'default', 'duo']).default('none'),
  /** TOTP is set up (login sends /requiredMFA); false sends /configurationMFA, and the first accepted code sets it. */
  mfaConfigured: z.boolean().default(false),
  /** The login reply's should_update_plugin: a user with several clients is sent to /updatePlugin. */
  shouldUpdatePlugin: z.boolean().default(false),
  /** Shown in the catalogue; the administrator's device-validation token. Absent: none was issued, so validating with adm_pin answers INVALID_VALIDATION_TYPE. */
  pin: z
    .string()
    .regex(new RegExp(`^\\d{${LIMITS.pinLength}}$`), `must be ${LIMITS.pinLength} digits`)
    .optional(),
  // Device validation (issue 7, slice C)
  /** The user's devices must be validated by PIN: a login without a valid device code answers device_validation_status failed. */
  deviceValidation: z.boolean().default(false),
  /** The user's e-mail is fictitious: no PIN is e-mailed (FICTITIOUS_EMAIL_NOT_ALLOWED) and login says user_has_fictitious_email. */
  fictitiousEmail: z.boolean().default(false),
  /** Devices the user may register; a right PIN beyond it answers REGISTRATION_ERROR. Absent = unlimited. */
  deviceLimit: z.number().int().min(0).max(100).optional(),
  /**
   * Environment code (single sign-on domain) whose identity provider signs this user in; the
   * simulator's identity-provider page offers the user there. Absent: no single sign-on.
   */
  ssoDomain: text.optional(),
  // Password slice.
  /** The user's name: its words may not appear in a new password (NO_PERSONAL_DATA). */
  name: text.optional(),
  /** The user_uuid of register links; default derived from the e-mail (see userUuid). */
  uuid: text.optional(),
  /**
   * Days from the world's start until the password expires: within the warning days a login says
   * it will expire soon; at 0 or below the login answers PASSWORD_EXPIRED. Absent: never expires.
   */
  passwordExpiresInDays: z.number().int().min(-3650).max(3650).optional(),
  /** Reset e-mails and e-mailed device tokens to this user fail with UNSENT_EMAIL. */
  emailUndeliverable: z.boolean().default(false),
  /**
   * Storing this user's new password fails after every check passed: change_password answers
   * ERROR_UPDATING_PASSWORD, register_password PASSWORD_CHANGE_ERROR, and a sign-in with an
   * expired password ERROR_UPDATING_PASSWORD (its reset link cannot be stored).
   */
  passwordUpdateFails: z.boolean().default(false),
  /**
   * A reset link already sent (so probes and QA can use /register/{uuid}/{token} directly): it
   * works for `expiresInMinutes` from the world's start; 0 means it has already expired (EXPIRED_MAIL).
   */
  resetLink: z
    .strictObject({ token: text, expiresInMinutes: z.number().int().min(0).max(100_000).default(60) })
    .optional(),
  // Sessions slice (issue 8, slice C).
  /** Sessions the user already has when the world starts (active or pending), one per client at most. */
  sessions: z.array(ScenarioSessionSchema).default([]),
  /** Access restrictions on this user (IP and schedule); absent: none. */
  restrictions: RestrictionsSchema.optional(),
  /**
   * The rest of the user's record upstream, validated whenever the upstream saves the user (a
   * sign-in does): a field that breaks a rule makes the sign-in answer `field:CODE` (domains/profile.ts).
   */
  profile: ScenarioProfileSchema.optional(),
});
export type ScenarioUser = z.output<typeof ScenarioUserSchema>;

/** The key a scenario's user replaces a fixture's user by. */
export const userKey = (user: ScenarioUser): string => user.email.toLowerCase();
