import type { FormatterModule } from 'i18next';
import { formatNumber } from './intl-format';

/**
 * i18next's formatter for this app: every number a translation interpolates (`{{count}}`,
 * `{{ms}}` …) goes through `formatNumber` in the translation's language, so no string has to ask
 * for it and none can forget. With `alwaysFormat` (INTERPOLATION) i18next calls it for every
 * value; anything that is not a number passes through untouched (undefined included, which
 * i18next needs to report a missing value). Plurals still pick their form from the numeric
 * `count`: formatting happens only when the chosen text is filled in.
 */
export const numberInterpolation: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  // i18next types the result as string but puts back whatever this returns: a non-number must
  // reach it as it came (its own `makeString` turns it into text, undefined stays "missing").
  format: (value: unknown, _format, language) =>
    (typeof value === 'number' && language !== undefined ? formatNumber(value, language) : value) as string,
};

/** The app's interpolation options (i18n.ts and the tests use the same). */
export const INTERPOLATION = {
  // React escapes what it renders.
  escapeValue: false,
  // Every value goes through numberInterpolation, not only `{{value, format}}` ones.
  alwaysFormat: true,
} as const;
