import { DEFAULT_PASSWORD_POLICY, PASSWORD_RESTRICTIONS, type PasswordPolicy } from '@portal/contracts/flows';
import { LIMITS } from '@portal/contracts/limits';
import { z } from 'zod';
import { ErrorCodeSchema } from './refs';
import { type ClockStart, ClockStartSchema } from './sessions';

export const DEFAULT_MAX_LOGIN_ATTEMPTS = 5;

const fixedId = z.string().regex(/^[A-Za-z0-9_-]{4,64}$/, '4 to 64 letters, digits, - or _');

// Password slice: the defaults of the password life cycle.
export const DEFAULT_PASSWORD_WARNING_DAYS = 7;
export const DEFAULT_PASSWORD_MAX_AGE_DAYS = 90;
export const DEFAULT_RESET_LINK_MINUTES = 60;

/** The server's password policy (what check_password_restrictions answers and change/register enforce). */
const PasswordPolicyInputSchema = z.strictObject({
  minLength: z.number().int().min(1).max(LIMITS.passwordMaxLength).optional(),
  maxLength: z.number().int().min(1).max(LIMITS.passwordMaxLength).optional(),
  /** The restrictions in force; default all of them. */
  restrictions: z.array(z.enum(PASSWORD_RESTRICTIONS)).optional(),
});

/**
 * The upstream's field validators that are stricter than the portal's forms (issue 24; ASSUMPTION
 * each refuses a value the form accepts with `field:CODE`.
 */
const FieldRulesInputSchema = z.strictObject({
  /**
   * Length bounds of a new password (change, register), checked before the policy and not part of
   * what check_password_restrictions announces: password:LENGTH_TOO_SHORT / password:LENGTH_TOO_LONG.
   */
  newPasswordLength: z
    .strictObject({
      min: z.number().int().min(1).max(LIMITS.passwordMaxLength).optional(),
      max: z.number().int().min(1).max(LIMITS.passwordMaxLength).optional(),
    })
    .optional(),
  /** false: an address with a +tag (sign-in, forgot password) answers email:INVALID_EMAIL. Default true. */
  subaddressedEmails: z.boolean().optional(),
});
export type FieldRules = {
  newPasswordLength: { min?: number | undefined; max?: number | undefined };
  subaddressedEmails: boolean;
};

/** As written in a file: every field optional, so fixtures and scenarios can each set some. */
export const SettingsInputSchema = z.strictObject({
  /** Failed password attempts after which the user becomes inactive (MAXIMUM_LOGIN_ATTEMPTS); default 5. */
  maxLoginAttempts: z.number().int().min(1).max(1000).optional(),
  /** Duo settings exist upstream; false: a Duo user's sign-in answers DUO_SETTINGS_NOT_FOUND. Default true. */
  duoConfigured: z.boolean().optional(),
  /**
   * Single sign-on domains (environment codes an administrator hands out). POST /sso/login with
   * another code answers IDP_NOT_FOUND; `loginError` makes this domain's sign-in start fail.
   */
  ssoDomains: z
    .array(
      z.strictObject({
        code: z.string().trim().min(1),
        loginError: z
          .enum([
            'IDP_AUTH_LOGIN_REDIRECT_ERROR',
            'SSO_CREDENTIALS_NOT_FOUND',
            'SSO_REDIRECT_ERROR',
            'SSO_CLIENT_NOT_PERMITTED',
          ])
          .optional(),
      }),
    )
    .optional(),
  /**
   * Fixed Duo pushes with a known state and code, for probes and QA links
   * (/login/duo-callback/?state=STATE&duo_code=CODE). Never expire, never used up.
   */
  duoPushes: z
    .array(
      z.strictObject({
        state: fixedId,
        code: fixedId,
        user: z.email(),
        answer: z.enum(['pending', 'approved', 'denied', 'timed-out']),
      }),
    )
    .optional(),
  /**
   * Fixed identity-provider tokens for probes and QA links (/login/sso/TOKEN, in a browser that
   * has just started a single sign-on): the identity POST /token/validate decodes. Never expire, never used up. `user` signs that user in when there are
   * no errors; `forceLogout` gives the status SSO_FORCE_USER_LOGOUT.
   */
  ssoTokens: z
    .array(
      z.strictObject({
        token: fixedId,
        user: z.email().optional(),
        errors: z.array(ErrorCodeSchema).default([]),
        forceLogout: z.boolean().default(false),
      }),
    )
    .optional(),
  /** The password policy; default min 8, max 40, every restriction. */
  passwordPolicy: PasswordPolicyInputSchema.optional(),
  /** The upstream's field rules stricter than the forms; default none. */
  fieldRules: FieldRulesInputSchema.optional(),
  /** A login within this many days of the password's expiry says it will expire soon; default 7. */
  passwordExpiryWarningDays: z.number().int().min(0).max(365).optional(),
  /** A password set by change or register expires this many days later; default 90. */
  passwordMaxAgeDays: z.number().int().min(1).max(3650).optional(),
  /** How long a reset e-mail's link (and the link of a PASSWORD_EXPIRED login) works; default 60. */
  resetLinkMinutes: z.number().int().min(1).max(100_000).optional(),
  /**
   * The bot check on login (and change-password): `accept` (default) takes any token or none;
   * `require` takes only the portal's stand-in token (sim-pass), as a real check refuses a made-up
   * or missing one; `reject` refuses every token, as when the widget's answer fails: INVALID_RECAPTCHA.
   */
  recaptcha: z.enum(['accept', 'require', 'reject']).optional(),
  /** Sessions slice: where the world's clock starts (see ClockStartSchema); absent: real time. */
  clockStart: ClockStartSchema.optional(),
  /**
   * An exact world time to start at (ISO 8601 with offset), e.g. an exported world's moment
   * (repro export): the clock starts there even when it is in the past; wins over clockStart.
   */
  clockAt: z.iso.datetime({ offset: true }).optional(),
});
export type SettingsInput = z.output<typeof SettingsInputSchema>;

export type SsoDomainSetting = NonNullable<SettingsInput['ssoDomains']>[number];

export type DuoPushSetting = NonNullable<SettingsInput['duoPushes']>[number];
export type SsoTokenSetting = NonNullable<SettingsInput['ssoTokens']>[number];

export type RecaptchaSetting = NonNullable<SettingsInput['recaptcha']>;

export interface ScenarioSettings {
  maxLoginAttempts: number;
  recaptcha: RecaptchaSetting;
  duoConfigured: boolean;
  ssoDomains: SsoDomainSetting[];
  duoPushes: DuoPushSetting[];
  ssoTokens: SsoTokenSetting[];
  passwordPolicy: PasswordPolicy;
  fieldRules: FieldRules;
  passwordExpiryWarningDays: number;
  passwordMaxAgeDays: number;
  resetLinkMinutes: number;
  clockStart?: ClockStart;
  clockAt?: string;
}

/** Later layers win field by field (fixtures in `extends` order, then the scenario). */
export function resolveSettings(layers: readonly (SettingsInput | undefined)[]): ScenarioSettings {
  const merged = Object.assign({}, ...layers.filter((l) => l !== undefined)) as SettingsInput;
  const policy = merged.passwordPolicy ?? {};
  const maxLength = policy.maxLength ?? DEFAULT_PASSWORD_POLICY.maxLength;
  return {
    maxLoginAttempts: merged.maxLoginAttempts ?? DEFAULT_MAX_LOGIN_ATTEMPTS,
    recaptcha: merged.recaptcha ?? 'accept',
    duoConfigured: merged.duoConfigured ?? true,
    ssoDomains: merged.ssoDomains ?? [],
    duoPushes: merged.duoPushes ?? [],
    ssoTokens: merged.ssoTokens ?? [],
    passwordPolicy: {
      minLength: Math.min(policy.minLength ?? DEFAULT_PASSWORD_POLICY.minLength, maxLength),
      maxLength,
      restrictions: policy.restrictions ?? DEFAULT_PASSWORD_POLICY.restrictions,
    },
    fieldRules: {
      newPasswordLength: merged.fieldRules?.newPasswordLength ?? {},
      subaddressedEmails: merged.fieldRules?.subaddressedEmails ?? true,
    },
    passwordExpiryWarningDays: merged.passwordExpiryWarningDays ?? DEFAULT_PASSWORD_WARNING_DAYS,
    passwordMaxAgeDays: merged.passwordMaxAgeDays ?? DEFAULT_PASSWORD_MAX_AGE_DAYS,
    resetLinkMinutes: merged.resetLinkMinutes ?? DEFAULT_RESET_LINK_MINUTES,
    ...(merged.clockStart === undefined ? {} : { clockStart: merged.clockStart }),
    ...(merged.clockAt === undefined ? {} : { clockAt: merged.clockAt }),
  };
}
