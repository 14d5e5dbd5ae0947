import type { BrandingConfig } from '@portal/contracts/branding';

export type PluginSystem = 'windows' | 'macos' | 'linux';
export const PLUGIN_SYSTEMS: readonly PluginSystem[] = ['windows', 'macos', 'linux'];

/** The user's system, from what the browser says; Windows when it says nothing we know. */
export function detectSystem(platform: string, userAgent: string): PluginSystem {
  const text = `${platform} ${userAgent}`;
  if (/Mac|iPhone|iPad/i.test(text)) return 'macos';
  if (/Linux|X11|CrOS/i.test(text) && !/Android/i.test(text)) return 'linux';
  return 'windows';
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
