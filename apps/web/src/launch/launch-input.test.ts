import { describe, expect, it } from 'vitest';
import { buildLaunchInput, forgetCustomParams } from './launch-input';

const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

describe('buildLaunchInput', () => {
  it('reads Chrome, Linux, the plugin flag and custom params', () => {
    expect(
      buildLaunchInput('acme', 3, 'select', {
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
        platform: 'Linux x86_64',
        storage: storage({ hasPlugin: 'true', custom_params: 'a=1' }),
      }),
    ).toEqual({
      cliUuid: 'acme',
      from: 'select',
      clientCount: 3,
      isChrome: true,
      isLinux: true,
      hasPlugin: 'true',
      customParams: 'a=1',
    });
  });

  it('knows Firefox on Windows and a browser without stored values', () => {
    expect(
      buildLaunchInput('c', 1, 'select', {
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
        platform: 'Win32',
        storage: storage({}),
      }),
    ).toEqual({
      cliUuid: 'c',
      from: 'select',
      clientCount: 1,
      isChrome: false,
      isLinux: false,
      hasPlugin: null,
      customParams: null,
    });
  });

  it('falls back to the user agent when the platform is empty', () => {
    const input = buildLaunchInput('c', 1, 'select', {
      userAgent: 'X (Linux) Chrome/1',
      platform: '',
      storage: storage({}),
    });
    expect(input.isLinux).toBe(true);
  });
});

describe('buildLaunchInput on Linux kernels that are not desktop Linux', () => {
  // Spec section 4, TSPLUS_ALL: only desktop Linux skips /virtualizerChoice.
  it('does not take Android or ChromeOS for Linux', () => {
    const android = buildLaunchInput('c', 1, 'select', {
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/140.0 Mobile Safari/537.36',
      platform: 'Linux armv8l',
      storage: storage({}),
    });
    expect(android.isLinux).toBe(false);
    const chromebook = buildLaunchInput('c', 1, 'select', {
      userAgent: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) Chrome/140.0 Safari/537.36',
      platform: 'Linux x86_64',
      storage: storage({}),
    });
    expect(chromebook.isLinux).toBe(false);
  });
});

describe('forgetCustomParams', () => {
  const removed = () => {
    const keys: string[] = [];
    return { keys, storage: { removeItem: (key: string) => keys.push(key) } };
  };

  it('removes custom_params once the plugin call took them', () => {
    const { keys, storage } = removed();
    forgetCustomParams({ next: { kind: 'stay' }, customParamsSent: true }, storage);
    expect(keys).toEqual(['custom_params']);
  });

  it('keeps them when the launch stopped before the plugin call', () => {
    const { keys, storage } = removed();
    forgetCustomParams({ next: { kind: 'navigate', to: '/timeInstance', state: { time: 89 } } }, storage);
    expect(keys).toEqual([]);
  });
});
