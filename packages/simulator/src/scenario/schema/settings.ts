import { z } from 'zod';
import { ErrorCodeSchema } from './refs';

export const DEFAULT_MAX_LOGIN_ATTEMPTS = 5;

const fixedId = z.string().regex(/^[A-Za-z0-9_-]{4,64}$/, '4 to 64 letters, digits, - or _');

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
   * Fixed identity-provider tokens for probes and QA links (/login/sso/TOKEN): the identity POST
   * /token/validate decodes. Never expire, never used up. `user` signs that user in when there are
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
});
export type SettingsInput = z.output<typeof SettingsInputSchema>;

export type SsoDomainSetting = NonNullable<SettingsInput['ssoDomains']>[number];

export type DuoPushSetting = NonNullable<SettingsInput['duoPushes']>[number];
export type SsoTokenSetting = NonNullable<SettingsInput['ssoTokens']>[number];

export interface ScenarioSettings {
  maxLoginAttempts: number;
  duoConfigured: boolean;
  ssoDomains: SsoDomainSetting[];
  duoPushes: DuoPushSetting[];
  ssoTokens: SsoTokenSetting[];
}

/** Later layers win field by field (fixtures in `extends` order, then the scenario). */
export function resolveSettings(layers: readonly (SettingsInput | undefined)[]): ScenarioSettings {
  const merged = Object.assign({}, ...layers.filter((l) => l !== undefined)) as SettingsInput;
  return {
    maxLoginAttempts: merged.maxLoginAttempts ?? DEFAULT_MAX_LOGIN_ATTEMPTS,
    duoConfigured: merged.duoConfigured ?? true,
    ssoDomains: merged.ssoDomains ?? [],
    duoPushes: merged.duoPushes ?? [],
    ssoTokens: merged.ssoTokens ?? [],
  };
}
