import { useCallback, useEffect, useState } from 'react';
import { type EnvironmentEntry, entryKey } from '../../launch/environment-entry';
import { localStore } from '../../session/browser-storage';
import {
  EMPTY_PREFS,
  type EnvironmentPrefs,
  prefsKey,
  readPrefs,
  toggleFavourite,
  writePrefs,
} from './environment-prefs';

/** The signed-in user's favourites; empty until the user's e-mail is known. */
export function useEnvironmentPrefs(email: string | null | undefined) {
  const key = email ? prefsKey(email) : undefined;
  // Read in the first render: the favourites draw with the page, not one render after it.
  const [prefs, setPrefs] = useState<EnvironmentPrefs>(() =>
    key ? readPrefs(localStore(), key) : EMPTY_PREFS,
  );
  useEffect(() => {
    setPrefs(key ? readPrefs(localStore(), key) : EMPTY_PREFS);
  }, [key]);

  const update = useCallback(
    (change: (prefs: EnvironmentPrefs) => EnvironmentPrefs) => {
      if (!key) return;
      // Read again: another tab of the same user may have changed them meanwhile.
      const next = change(readPrefs(localStore(), key));
      writePrefs(localStore(), key, next);
      setPrefs(next);
    },
    [key],
  );
  const toggle = useCallback(
    (entry: EnvironmentEntry) => update((p) => toggleFavourite(p, entryKey(entry))),
    [update],
  );
  return { prefs, toggle };
}
