import type { BrandingConfig } from '@portal/contracts/branding';
import type { ClientPlatform } from '../../launch/client-platform';

export type PluginSystem = 'windows' | 'macos' | 'linux';
export const PLUGIN_SYSTEMS: readonly PluginSystem[] = ['windows', 'macos', 'linux'];

/**
 * The installer for this device's system; undefined for phones, tablets and ChromeOS, which no
 * installer fits (they were once offered the Linux or Mac one).
 */
export function pluginSystemOf(platform: ClientPlatform): PluginSystem | undefined {
  return platform === 'windows' || platform === 'macos' || platform === 'linux' ? platform : undefined;
}

const FIELDS = {
  windows: 'pluginDownloadWindows',
  macos: 'pluginDownloadMacos',
  linux: 'pluginDownloadLinux',
} as const satisfies Record<PluginSystem, keyof BrandingConfig>;

/**
 * The installer address the branding configures for a system: an http(s) URL or a path on the
 * portal. Undefined (nothing to link) when it is empty, the default, or anything else.
 */
export function downloadUrl(
  branding: Pick<BrandingConfig, (typeof FIELDS)[PluginSystem]>,
  system: PluginSystem,
) {
  const value = (branding[FIELDS[system]] ?? '').trim();
  if (/^\/(?![/\\])/.test(value)) return value;
  return /^https?:\/\//i.test(value) && URL.canParse(value) ? value : undefined;
}
