import { localStore } from './browser-storage';

/**
 * The Recent row of the environments page: the environments last launched (or whose apps were
 * opened) from this browser, newest first, as entry keys (client/environment ids, no names). In
 * local storage so it outlives the tab; not one of stored-state.ts's kept keys, so a logout
 * clears it with the rest of the session's state: the next person at a shared computer does not
 * see what the last one used.
 */
export const RECENT_KEY = 'portal.recentEnvironments';
/** A row's worth on a wide screen; more would be a second list of everything. */
export const RECENT_LIMIT = 4;

/** `key` first, without a repeat of it, at most RECENT_LIMIT. */
export function addRecent(recent: readonly string[], key: string): string[] {
  return [key, ...recent.filter((k) => k !== key)].slice(0, RECENT_LIMIT);
}

/** The stored value as keys; anything broken or foreign reads as none. */
export function parseRecent(raw: string | null): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const keys = parsed.filter((k): k is string => typeof k === 'string' && k !== '');
  return [...new Set(keys)].slice(0, RECENT_LIMIT);
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export const readRecent = (store: Store | undefined = localStore()): string[] =>
  parseRecent(safely(() => store?.getItem(RECENT_KEY) ?? null, null));

export function rememberRecent(key: string, store: Store | undefined = localStore()): void {
  const next = addRecent(readRecent(store), key);
  safely(() => store?.setItem(RECENT_KEY, JSON.stringify(next)), undefined);
}

export function clearRecent(store: Store | undefined = localStore()): void {
  safely(() => store?.removeItem(RECENT_KEY), undefined);
}

// Full or blocked storage: the row lasts as long as the page, or stays empty.
function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}
