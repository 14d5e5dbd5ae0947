import { PREFS_KEY_PREFIX } from './environment-prefs';

/**
 * Cards (the default) or a compact list, for long lists. A choice about this browser's screen,
 * not about a user or a session: one value for the browser, kept through logout (its key has the
 * prefix stored-state.ts keeps; `view` cannot clash with the per-user keys, which are 8 hex digits).
 */
export type EnvironmentsView = 'grid' | 'list';
export const VIEW_KEY = `${PREFS_KEY_PREFIX}view`;

/** The stored value as a view; anything else is the default, cards. */
export const parseView = (raw: string | null | undefined): EnvironmentsView =>
  raw === 'list' ? 'list' : 'grid';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function readView(store: Store | undefined): EnvironmentsView {
  try {
    return parseView(store?.getItem(VIEW_KEY));
  } catch {
    return 'grid';
  }
}

export function writeView(store: Store | undefined, view: EnvironmentsView): void {
  try {
    store?.setItem(VIEW_KEY, view);
  } catch {
    // Full or blocked storage: the choice lasts until the page is left.
  }
}
