import { z } from 'zod';

export const DEFAULT_MAX_LOGIN_ATTEMPTS = 5;

/** As written in a file: every field optional, so fixtures and scenarios can each set some. */
export const SettingsInputSchema = z.strictObject({
  /** Failed password attempts after which the user becomes inactive (MAXIMUM_LOGIN_ATTEMPTS); default 5. */
  maxLoginAttempts: z.number().int().min(1).max(1000).optional(),
});
export type SettingsInput = z.output<typeof SettingsInputSchema>;

export interface ScenarioSettings {
  maxLoginAttempts: number;
}

/** Later layers win field by field (fixtures in `extends` order, then the scenario). */
export function resolveSettings(layers: readonly (SettingsInput | undefined)[]): ScenarioSettings {
  const merged = Object.assign({}, ...layers.filter((l) => l !== undefined)) as SettingsInput;
  return { maxLoginAttempts: merged.maxLoginAttempts ?? DEFAULT_MAX_LOGIN_ATTEMPTS };
}
