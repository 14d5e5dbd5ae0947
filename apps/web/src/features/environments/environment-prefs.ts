import { type EnvironmentEntry, entryKey } from '../../launch/environment-entry';
import type { EnvironmentGroup, EnvironmentList } from './environment-list';

/**
 * Beyond the spec, kept in this browser only: the environments a user starred and when they last
 * launched each. Stored per user (a hash of the e-mail, so the key does not name who used a shared
 * computer) and kept through logout: favourites that vanished at every logout would be no use.
 * Only environment ids are stored; ids the user no longer has are ignored.
 */
export interface EnvironmentPrefs {
  favourites: string[];
  /** entryKey → epoch ms of the last launch from this browser. */
  lastUsed: Record<string, number>;
}

export const EMPTY_PREFS: EnvironmentPrefs = { favourites: [], lastUsed: {} };
export const PREFS_KEY_PREFIX = 'portal.environments.';
/** Enough for anyone's environments; older entries drop off so the value cannot grow for ever. */
export const MAX_REMEMBERED = 100;

/** FNV-1a, 32 bits: a short stable key, not a secret. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export const prefsKey = (email: string): string => `${PREFS_KEY_PREFIX}${fnv1a(email.trim().toLowerCase())}`;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function readPrefs(store: Store | undefined, key: string): EnvironmentPrefs {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store?.getItem(key) ?? 'null');
  } catch {
    return EMPTY_PREFS;
  }
  if (typeof parsed !== 'object' || parsed === null) return EMPTY_PREFS;
  const { favourites, lastUsed } = parsed as Record<string, unknown>;
  const favs = Array.isArray(favourites) ? favourites.filter((f): f is string => typeof f === 'string') : [];
  const used: Record<string, number> = {};
  if (typeof lastUsed === 'object' && lastUsed !== null) {
    for (const [k, v] of Object.entries(lastUsed))
      if (typeof v === 'number' && Number.isFinite(v)) used[k] = v;
  }
  return { favourites: favs, lastUsed: used };
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

export function markUsed(prefs: EnvironmentPrefs, key: string, now: number): EnvironmentPrefs {
  const entries = Object.entries({ ...prefs.lastUsed, [key]: now })
    .sort(([, a], [, b]) => b - a)
    .slice(0, MAX_REMEMBERED);
  return { ...prefs, lastUsed: Object.fromEntries(entries) };
}

export interface ArrangedEnvironments {
  /** Starred environments, pinned above the groups (and not repeated in them). */
  favourites: EnvironmentEntry[];
  groups: EnvironmentGroup[];
}

/** Last used first; never-used ones keep the server's order (the sort is stable). */
const byLastUse = (prefs: EnvironmentPrefs) => (a: EnvironmentEntry, b: EnvironmentEntry) =>
  (prefs.lastUsed[entryKey(b)] ?? 0) - (prefs.lastUsed[entryKey(a)] ?? 0);

export function arrangeEnvironments(list: EnvironmentList, prefs: EnvironmentPrefs): ArrangedEnvironments {
  const starred = new Set(prefs.favourites);
  const isFavourite = (entry: EnvironmentEntry) => starred.has(entryKey(entry));
  const favourites = list.groups
    .flatMap((g) => g.entries)
    .filter(isFavourite)
    .sort(byLastUse(prefs));
  const groups = list.groups
    .map(({ group, entries }) => ({
      group,
      entries: entries.filter((e) => !isFavourite(e)).sort(byLastUse(prefs)),
    }))
    .filter((g) => g.entries.length > 0);
  return { favourites, groups };
}
