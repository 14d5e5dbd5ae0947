/** Case- and accent-insensitive, so "sao" finds "São Paulo". */
export const normaliseForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();

/** Whether any of `texts` holds the query, accents and case ignored; an empty query matches all. */
export function matchesSearch(texts: readonly string[], query: string): boolean {
  const needle = normaliseForSearch(query);
  return needle === '' || texts.some((text) => normaliseForSearch(text).includes(needle));
}
