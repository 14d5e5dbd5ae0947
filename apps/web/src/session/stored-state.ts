import { LANGUAGE_DETECTION, LIMITS } from '@portal/contracts/limits';
import { tolerant } from '../i18n/detect-language';
import { SIGN_IN_NOTICE_KEY } from './sign-in-notice';

/**
 * What a logout leaves in this browser's storage (spec section 4, Logout: "only config is kept"):
 * the language choice, the fact that this computer has the plugin (hasPlugin: it describes the
 * computer, not the user) and the QA picker's control token (a tester's, not a user's). Anything
 * else the portal stores (custom_params, ...) belongs to the session that ended.
 * docs/decisions/010-logout-and-stored-state.md
 */
export const KEPT_STORAGE_KEYS: ReadonlySet<string> = new Set([
  LANGUAGE_DETECTION.lookupLocalStorage,
  LANGUAGE_DETECTION.lookupSessionStorage,
  'hasPlugin',
  'portal-sim-control-token',
  // Why the last session ended, for the sign-in page until the next attempt (sign-in-notice.ts).
  SIGN_IN_NOTICE_KEY,
]);

/**
 * Kept too, by prefix: the environments page's favourites, per user, and its cards/list choice (a
 * browser-only convenience of the user's, not session data: features/environments/environment-prefs.ts),
 * and the news this browser has opened (news-seen.ts: the bell's badge must not come back at each sign-in).
 */
export const KEPT_STORAGE_PREFIXES: readonly string[] = ['portal.environments.', 'portal.news.'];

const kept = (key: string): boolean =>
  KEPT_STORAGE_KEYS.has(key) || KEPT_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix));

type Keyed = Pick<Storage, 'length' | 'key' | 'removeItem'>;

/** Removes every key but the kept ones. */
export function clearStoredState(storages: readonly Keyed[]): void {
  for (const storage of storages) {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    for (const key of keys) if (key !== null && !kept(key)) storage.removeItem(key);
  }
}

/**
 * After a logout, as the spec's clear-store action: the persisted state goes 1 s later. A browser
 * that blocks site data throws on the mere read of the storage: then there is nothing to clear.
 * Returns a flush that clears at once (and makes the timer a no-op): a new sign-in within that
 * second must not lose what its own pages store (the clients rule's mark, the selected client) to
 * the previous session's clear.
 */
export function scheduleStoredStateClear(setTimer: (run: () => void, ms: number) => unknown): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    const storages = [
      tolerant<Keyed | null>(() => window.localStorage, null),
      tolerant<Keyed | null>(() => window.sessionStorage, null),
    ].filter((storage): storage is Keyed => storage !== null);
    tolerant(() => clearStoredState(storages), undefined);
  };
  setTimer(run, LIMITS.storeClearDelayMs);
  return run;
}
