import type { BrandingConfig } from '@portal/contracts/branding';
import { LIMITS } from '@portal/contracts/limits';
import i18n from 'i18next';
import { loadFeatureStrings } from '../../i18n/feature-strings';
import { loadedVersion, VERSION_FILE, versionFrom } from './deployed-version';
import { showUpdateDialog } from './update-dialog';
import { watchDeployedVersion } from './version-watch';

/** Empties the Cache Storage the page can reach (none is ours today; a proxy or extension's may be). */
async function clearCacheStorage(): Promise<void> {
  if (!('caches' in window)) return;
  const keys = await window.caches.keys().catch(() => [] as string[]);
  await Promise.all(keys.map((key) => window.caches.delete(key).catch(() => false)));
}

/**
 * Reload as the spec's update modal does ("auto reload and cache clear"). index.html is served
 * `no-cache` and every code file under a content-hashed name, so a plain reload gets the new build.
 */
export async function reloadToNewVersion(): Promise<void> {
  await clearCacheStorage();
  window.location.reload();
}

async function fetchDeployed(): Promise<string | undefined> {
  const response = await fetch(VERSION_FILE, { cache: 'no-store', headers: { accept: 'application/json' } });
  return response.ok ? versionFrom(await response.json()) : undefined;
}

/**
 * Polls the deployed version every 60 s (spec section 9). A new one shows the update modal, or, when
 * the branding's reload flag is set, reloads by itself (docs/branding.md).
 */
export function startUpdateWatch(branding: Pick<BrandingConfig, 'reload'>): void {
  watchDeployedVersion({
    loaded: loadedVersion(document),
    fetchDeployed,
    everyMs: LIMITS.versionPollMs,
    setInterval: (run, ms) => window.setInterval(run, ms),
    clearInterval: (timer) => window.clearInterval(timer as number),
    onNewVersion: () => {
      if (branding.reload) {
        void reloadToNewVersion();
        return;
      }
      void loadFeatureStrings(i18n, 'app-update')
        .then(() => {
          const t = i18n.getFixedT(null, 'app-update');
          showUpdateDialog(
            document,
            { title: t('title'), description: t('description'), reload: t('reload'), later: t('later') },
            () => void reloadToNewVersion(),
          );
        })
        // Without its texts the modal cannot speak: the next page load brings the new version anyway.
        .catch(() => undefined);
    },
  });
}
