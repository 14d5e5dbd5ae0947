import type { Client, Environment } from '@portal/contracts/upstream';
import { describe, expect, it } from 'vitest';
import { listEnvironments } from './environment-list';
import {
  arrangeEnvironments,
  EMPTY_PREFS,
  MAX_REMEMBERED,
  PREFS_KEY_PREFIX,
  prefsKey,
  readPrefs,
  toggleFavourite,
  writePrefs,
} from './environment-prefs';

const env = (name: string, access_group: Environment['access_group']): Environment => ({
  environment_uuid: name.toLowerCase(),
  name,
  access_group,
});
const clients: Client[] = [
  { client_uuid: 'a', name: 'A', environments: [env('ERP', 'DESKTOP'), env('CAD', 'DESKTOP')] },
  { client_uuid: 'b', name: 'B', environments: [env('Lab', 'DEFAULT'), env('BI', 'DESKTOP')] },
];
const list = listEnvironments(clients, '');
const names = (entries: { environment: Environment }[]) => entries.map((e) => e.environment.name);

const memory = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
};

describe('environment preferences', () => {
  it('keys by a hash of the e-mail, case-insensitively, without the e-mail itself', () => {
    const key = prefsKey('Demo@Example.com ');
    expect(key).toBe(prefsKey('demo@example.com'));
    expect(key.startsWith(PREFS_KEY_PREFIX)).toBe(true);
    expect(key).not.toContain('demo');
    expect(prefsKey('other@example.com')).not.toBe(key);
  });

  it('reads back what was written, and nothing for broken or foreign values', () => {
    const store = memory();
    writePrefs(store, 'k', toggleFavourite(EMPTY_PREFS, 'a/erp'));
    expect(readPrefs(store, 'k')).toEqual({ favourites: ['a/erp'] });
    // A value written before the Recent row keeps its stars; its launch times are dropped.
    store.setItem('k', '{"favourites":["b/lab"],"lastUsed":{"a/cad":9}}');
    expect(readPrefs(store, 'k')).toEqual({ favourites: ['b/lab'] });
    for (const bad of ['{', '3', '{"favourites":"x"}']) {
      store.setItem('k', bad);
      expect(readPrefs(store, 'k')).toEqual(EMPTY_PREFS);
    }
    expect(readPrefs(undefined, 'k')).toEqual(EMPTY_PREFS);
  });

  it('toggles a favourite on and off', () => {
    const on = toggleFavourite(EMPTY_PREFS, 'a/erp');
    expect(on.favourites).toEqual(['a/erp']);
    expect(toggleFavourite(on, 'a/erp').favourites).toEqual([]);
  });

  it('remembers at most MAX_REMEMBERED stars, dropping the oldest', () => {
    let prefs = EMPTY_PREFS;
    for (let i = 0; i <= MAX_REMEMBERED; i++) prefs = toggleFavourite(prefs, `c/${i}`);
    expect(prefs.favourites).toHaveLength(MAX_REMEMBERED);
    expect(prefs.favourites).not.toContain('c/0');
  });

  it('keeps the server order without preferences', () => {
    const arranged = arrangeEnvironments(list, EMPTY_PREFS);
    expect(arranged.favourites).toEqual([]);
    expect(arranged.groups.map((g) => names(g.entries))).toEqual([['ERP', 'CAD', 'BI'], ['Lab']]);
  });

  it('pins favourites on top in the list order, and drops a group they empty', () => {
    const prefs = toggleFavourite(toggleFavourite(EMPTY_PREFS, 'b/lab'), 'a/erp');
    const arranged = arrangeEnvironments(list, prefs);
    expect(names(arranged.favourites)).toEqual(['ERP', 'Lab']);
    expect(arranged.groups.map((g) => [g.group, names(g.entries)])).toEqual([['DESKTOP', ['CAD', 'BI']]]);
  });

  it('ignores favourites the user no longer has', () => {
    expect(arrangeEnvironments(list, toggleFavourite(EMPTY_PREFS, 'gone/x')).favourites).toEqual([]);
  });
});
