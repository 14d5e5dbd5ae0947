/**
 * The formatters in the entry chunk (format.ts re-exports them): i18next formats every number with
 * formatNumber from the first page (number-interpolation.ts), and the app shell's dates use
 * formatDateTime, so neither brings the rest of format.ts into the login route or every signed-in route.
 */

/** A count or amount (1.234 in pt-BR, 12.345 in es, 1,234 in en-US). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** A date, a time or both (`Intl.DateTimeFormat` options), from epoch milliseconds. */
export function formatDateTime(at: number, language: string, style: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(language, style).format(at);
}
