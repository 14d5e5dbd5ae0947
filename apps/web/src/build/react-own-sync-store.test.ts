import { createRequire } from 'node:module';
import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { OWN_HOOK_SOURCE, reactOwnSyncStore, SYNC_STORE_SHIM } from './react-own-sync-store';

const require = createRequire(import.meta.url);

describe('reactOwnSyncStore', () => {
  it('on this React, the shim hands over React’s own hook: the substitution changes nothing', () => {
    // react-i18next's dependency, resolved as it resolves it.
    const fromI18next = createRequire(require.resolve('react-i18next'));
    const shim = fromI18next(SYNC_STORE_SHIM) as { useSyncExternalStore: unknown };
    expect(shim.useSyncExternalStore).toBe(React.useSyncExternalStore);
  });

  it('resolves the shim (and only the shim) to a module of React’s own hook', () => {
    const plugin = reactOwnSyncStore();
    const resolveId = plugin.resolveId as (source: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    const id = resolveId(SYNC_STORE_SHIM);
    expect(id).not.toBeNull();
    expect(resolveId(`${SYNC_STORE_SHIM}/index.js`)).toBe(id);
    expect(resolveId('use-sync-external-store/with-selector')).toBeNull();
    expect(load(id ?? '')).toBe(OWN_HOOK_SOURCE);
    expect(OWN_HOOK_SOURCE).toContain("export { useSyncExternalStore } from 'react'");
  });
});
