import type { Plugin } from 'vite';

/** What react-i18next imports for `useSyncExternalStore`. */
export const SYNC_STORE_SHIM = 'use-sync-external-store/shim';

const OWN_HOOK = '\0portal-react-own-sync-store';

/** The module the shim becomes: React's own hook, which React has had since 18. */
export const OWN_HOOK_SOURCE = "export { useSyncExternalStore } from 'react';\n";

/**
 * In a build, `use-sync-external-store/shim` is React's own `useSyncExternalStore`. The shim is
 * for React before 18: on 18 it hands over React's hook and ships its fallback (0.4 kB gzipped,
 * on every page) for nothing (docs/decisions/032-react-18.md). Tests and `pnpm dev` keep the
 * package as it is.
 */
export const reactOwnSyncStore = (): Plugin => ({
  name: 'portal-react-own-sync-store',
  apply: 'build',
  enforce: 'pre',
  resolveId(source) {
    return source === SYNC_STORE_SHIM || source === `${SYNC_STORE_SHIM}/index.js` ? OWN_HOOK : null;
  },
  load(id) {
    return id === OWN_HOOK ? OWN_HOOK_SOURCE : null;
  },
});
