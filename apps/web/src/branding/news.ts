import { type BrandingConfig, type LocalisedTexts, localisedText } from '@portal/contracts/branding';

/** One news item as the notifications menu shows it, in the page's language. */
export interface NewsItem {
  id: string;
  title: string;
  text: string;
  /** ISO date (YYYY-MM-DD), when the config gives a valid one. */
  date?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Only the languages given as text: a number or object in a news item is no translation. */
const texts = (value: unknown): LocalisedTexts =>
  isRecord(value)
    ? Object.fromEntries(Object.entries(value).filter(([, text]) => typeof text === 'string'))
    : {};

/**
 * The branding's news (docs/decisions/011): with showNews on, the `news` list of the config
 * (each item an id, a title and a text per language with the pt-BR fallback, an optional date).
 * Malformed items are left out rather than failing the config: `news` is one of the "other
 * configuration fields" the schema keeps as given.
 */
export function newsFor(branding: BrandingConfig, language: string): NewsItem[] {
  const list = (branding as { news?: unknown }).news;
  if (!branding.showNews || !Array.isArray(list)) return [];
  const items = list.flatMap((item): NewsItem[] => {
    if (!isRecord(item) || typeof item.id !== 'string') return [];
    const title = localisedText(texts(item.title), language);
    if (title === '') return [];
    const date =
      typeof item.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(item.date) ? item.date : undefined;
    return [
      { id: item.id, title, text: localisedText(texts(item.text), language), ...(date ? { date } : {}) },
    ];
  });
  return newestFirst(items);
}

/**
 * Newest first, as a feed reads, whatever order the config lists them in; undated items after the
 * dated ones, in the config's order (a stable sort).
 */
export function newestFirst(items: readonly NewsItem[]): NewsItem[] {
  // YYYY-MM-DD compares as text.
  return [...items].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
}

/** How many of the listed news this browser has not opened yet (the bell's badge). */
export function unreadCount(items: readonly NewsItem[], seen: ReadonlySet<string>): number {
  return items.filter((item) => !seen.has(item.id)).length;
}
