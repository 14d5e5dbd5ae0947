/**
 * The formatters in the entry chunk (format.ts re-exports them): i18next formats every number with
 * formatNumber from the first page (number-interpolation.ts), and the app shell's dates use
 * formatDateTime, so neither brings the rest of format.ts into the login route or every signed-in route.
 */

/**
 * One number formatter per language: i18next formats every number of every translation with it,
 * and making an Intl.NumberFormat costs far more than using one (a tenth of the environments
 * page's first render on a slow phone, made anew for each count on the page).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A count or amount (1.234 in pt-BR, 12.345 in es, 1,234 in en-US). */
export function formatNumber(value: number, language: string): string {
  // Most numbers on a page are small counts, which the portal's languages write as plain digits
  // (format.test.ts checks each): no formatter to make, for a first screen that has only those.
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  let format = numberFormats.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(language);
    numberFormats.set(language, format);
  }
  return format.format(value);
}

/** A date, a time or both (`Intl.DateTimeFormat` options), from epoch milliseconds. */
export function formatDateTime(at: number, language: string, style: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(language, style).format(at);
}
