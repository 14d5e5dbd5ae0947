// A config.json read without zod, for the browser's first screen. Apart from defaults.ts so that
// the defaults (which the schema builds on) import nothing of the schema: no loop.
import { DEFAULT_BRANDING } from './defaults';
import type { BrandingConfig } from './schema';

const LOCALISED_KEYS = ['Es', 'En', 'PtBr'] as const;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isLocalisedTexts = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) &&
  LOCALISED_KEYS.every((key) => value[key] === undefined || typeof value[key] === 'string');

/**
 * What BrandingConfigSchema accepts, without zod, for the browser's first screen (the gateway
 * validates with the schema; branding.test.ts keeps the two in agreement): each known
 * field absent (its default) or of its default's kind, the banner option 1–3, unknown fields kept.
 */
export function brandingFromJson(json: unknown): BrandingConfig | undefined {
  if (!isRecord(json)) return undefined;
  const config: Record<string, unknown> = { ...json };
  for (const [key, fallback] of Object.entries(DEFAULT_BRANDING)) {
    const value = json[key];
    if (value === undefined) config[key] = isRecord(fallback) ? {} : fallback;
    else if (!isRecord(fallback)) {
      if (typeof value !== typeof fallback) return undefined;
    } else if (isLocalisedTexts(value)) {
      // Like the schema: only the three languages are kept.
      config[key] = Object.fromEntries(
        LOCALISED_KEYS.filter((k) => value[k] !== undefined).map((k) => [k, value[k]]),
      );
    } else return undefined;
  }
  const banner = config.defaultBannerOption;
  if (!Number.isInteger(banner) || (banner as number) < 1 || (banner as number) > 3) return undefined;
  return config as BrandingConfig;
}
