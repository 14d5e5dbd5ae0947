import { z } from 'zod';

export const DEFAULT_MAX_LOGIN_ATTEMPTS = 5;

/** As written in a file: every field optional, so fixtures and scenarios can each set some. */
export const SettingsInputSchema = z.strictObject({
  /** Failed password attempts after which the user becomes inactive (MAXIMUM_LOGIN_ATTEMPTS); default 5. */
  maxLoginAttempts: z.number().int().min(1).max(1000).optional(),
  /**
   * The bot check on login (and change-password): `accept` (default) takes any token or none;
   * `require` takes only the portal's stand-in token (sim-pass), as a real check refuses a made-up
   * or missing one; `reject` refuses every token, as when the widget's answer fails: INVALID_RECAPTCHA.
   */
  recaptcha: z.enum(['accept', 'require', 'reject']).optional(),
});
export type SettingsInput = z.output<typeof SettingsInputSchema>;

export type RecaptchaSetting = NonNullable<SettingsInput['recaptcha']>;

export interface ScenarioSettings {
  maxLoginAttempts: number;
  recaptcha: RecaptchaSetting;
}

/** Later layers win field by field (fixtures in `extends` order, then the scenario). */
export function resolveSettings(layers: readonly (SettingsInput | undefined)[]): ScenarioSettings {
  const merged = Object.assign({}, ...layers.filter((l) => l !== undefined)) as SettingsInput;
  return {
    maxLoginAttempts: merged.maxLoginAttempts ?? DEFAULT_MAX_LOGIN_ATTEMPTS,
    recaptcha: merged.recaptcha ?? 'accept',
  };
}
