import { fnv1a } from '../../components/stable-hash';
import { type EnvironmentEntry, entryKey } from '../../launch/environment-entry';
import type { EnvironmentGroup, EnvironmentList } from './environment-list';

/**
 * Beyond the spec, kept in this browser only: the environments a user starred. Stored per user (a
 * hash of the e-mail, so the key does not name who used a shared computer) and kept through
 * logout: favourites that vanished at every logout would be no use. Only environment ids are
 * stored; ids the user no longer has are ignored. The groups keep the server's order: what was
 * launched lately shows in the Recent row (launch/recent-environments.ts) instead of moving cards
 * under the user's hand (issue 22).
 */
export interface EnvironmentPrefs {
  favourites: string[];
}

export const EMPTY_PREFS: EnvironmentPrefs = { favourites: [] };
export const PREFS_KEY_PREFIX = 'portal.environments.';
/** Enough for anyone's environments; older stars drop off so the value cannot grow for ever. */
export const MAX_REMEMBERED = 100;

export const prefsKey = (email: string): string =>
  `${PREFS_KEY_PREFIX}${fnv1a(email.trim().toLowerCase()).toString(16).padStart(8, '0')}`;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function readPrefs(store: Store | undefined, key: string): EnvironmentPrefs {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store?.getItem(key) ?? 'null');
  } catch {
    return EMPTY_PREFS;
  }
  if (typeof parsed !== 'object' || parsed === null) return EMPTY_PREFS;
  // An older value's `lastUsed` is left unread: the order it drove is gone.
  const { favourites } = parsed as Record<string, unknown>;
  const favs = Array.isArray(favourites) ? favourites.filter((f): f is string => typeof f === 'string') : [];
  return { favourites: favs };
}

export function writePrefs(store: Store | undefined, key: string, prefs: EnvironmentPrefs): void {
  try {
    store?.setItem(key, JSON.stringify(prefs));
  } catch {
    // Full or blocked storage: the preference lasts until the page is left.
  }
}

export function toggleFavourite(prefs: EnvironmentPrefs, key: string): EnvironmentPrefs {
  const favourites = prefs.favourites.includes(key)
    ? prefs.favourites.filter((f) => f !== key)
    : [...prefs.favourites, key].slice(-MAX_REMEMBERED);
  return { ...prefs, favourites };
}

export interface ArrangedEnvironments {
  /** Starred environments, pinned above the groups (and not repeated in them). */
  favourites: EnvironmentEntry[];
  groups: EnvironmentGroup[];
}

export function arrangeEnvironments(list: EnvironmentList, prefs: EnvironmentPrefs): ArrangedEnvironments {
  const starred = new Set(prefs.favourites);
  const isFavourite = (entry: EnvironmentEntry) => starred.has(entryKey(entry));
  const favourites = list.groups.flatMap((g) => g.entries).filter(isFavourite);
  const groups = list.groups
    .map(({ group, entries }) => ({ group, entries: entries.filter((e) => !isFavourite(e)) }))
    .filter((g) => g.entries.length > 0);
  return { favourites, groups };
}
