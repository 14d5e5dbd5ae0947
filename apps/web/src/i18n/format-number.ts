/** A count or amount (1.234 in pt-BR, 12.345 in es, 1,234 in en-US). Re-exported by format.ts. */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
