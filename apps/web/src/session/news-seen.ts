/**
 * The news this browser has opened (the bell's unread badge counts the others). Browser-local, kept
 * through logout (stored-state.ts keeps the `portal.news.` prefix): news are the deployment's, the
 * same for everyone who signs in here, so the marks are not per user.
 */
export const NEWS_SEEN_KEY = 'portal.news.seen';
/** Far more than a branding lists; older marks drop off so the value cannot grow for ever. */
export const MAX_SEEN_NEWS = 200;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function readSeenNews(store: Pick<Storage, 'getItem'> | undefined): Set<string> {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(NEWS_SEEN_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Adds `ids` to the marks and returns them all; full or blocked storage keeps them for this page only. */
export function markNewsSeen(store: Store | undefined, ids: readonly string[]): Set<string> {
  const seen = readSeenNews(store);
  for (const id of ids) {
    // Re-added at the end: the newest marks are the ones kept.
    seen.delete(id);
    seen.add(id);
  }
  const kept = [...seen].slice(-MAX_SEEN_NEWS);
  try {
    store?.setItem(NEWS_SEEN_KEY, JSON.stringify(kept));
  } catch {
    // Full or blocked storage: the badge comes back on the next page load.
  }
  return new Set(kept);
}
