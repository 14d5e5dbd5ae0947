import { DEFAULT_BRANDING } from '@portal/contracts/branding';
import { describe, expect, it } from 'vitest';
import { detectSystem, downloadUrl } from './plugin-downloads';

describe('detectSystem', () => {
  it.each([
    ['Win32', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0', 'windows'],
    ['MacIntel', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Chrome/120.0', 'macos'],
    ['Linux x86_64', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0', 'linux'],
    ['', 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) Chrome/120.0', 'linux'],
    ['Linux armv8l', 'Mozilla/5.0 (Linux; Android 14) Chrome/120.0', 'windows'],
    ['', '', 'windows'],
  ] as const)('%s / %s is %s', (platform, ua, system) => {
    expect(detectSystem(platform, ua)).toBe(system);
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
