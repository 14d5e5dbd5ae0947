import { DEFAULT_BRANDING } from '@portal/contracts/branding';
import { describe, expect, it } from 'vitest';
import { downloadUrl, pluginSystemOf } from './plugin-downloads';

describe('pluginSystemOf', () => {
  it('offers the installer of desktop systems only', () => {
    expect(pluginSystemOf('windows')).toBe('windows');
    expect(pluginSystemOf('macos')).toBe('macos');
    expect(pluginSystemOf('linux')).toBe('linux');
    // Once offered the Linux (Android, ChromeOS) or Mac (iPadOS) installer, which cannot run there.
    for (const device of ['android', 'chromeos', 'ipados', 'ios', 'other'] as const) {
      expect(pluginSystemOf(device)).toBeUndefined();
    }
  });
});

describe('downloadUrl', () => {
  it('is nothing by default', () => {
    expect(downloadUrl(DEFAULT_BRANDING, 'windows')).toBeUndefined();
  });

  it('takes the configured installer of each system', () => {
    const branding = {
      ...DEFAULT_BRANDING,
      pluginDownloadWindows: 'https://downloads.example.com/plugin.msi',
      pluginDownloadMacos: ' /downloads/plugin.pkg ',
      pluginDownloadLinux: 'javascript:alert(1)',
    };
    expect(downloadUrl(branding, 'windows')).toBe('https://downloads.example.com/plugin.msi');
    expect(downloadUrl(branding, 'macos')).toBe('/downloads/plugin.pkg');
    expect(downloadUrl(branding, 'linux')).toBeUndefined();
    expect(downloadUrl({ ...branding, pluginDownloadLinux: '//evil.example/x' }, 'linux')).toBeUndefined();
  });
});
