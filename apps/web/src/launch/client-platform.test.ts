import { describe, expect, it } from 'vitest';
import { type ClientPlatform, detectPlatform, type PlatformFacts } from './client-platform';

const CHROME = 'AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0';

describe('detectPlatform', () => {
  const cases: ReadonlyArray<readonly [string, PlatformFacts, ClientPlatform]> = [
    [
      'an Android phone',
      {
        userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel 8) ${CHROME} Mobile Safari/537.36`,
        platform: 'Linux armv8l',
        userAgentData: { platform: 'Android', mobile: true },
      },
      'android',
    ],
    [
      'an Android tablet asking for desktop sites (a Linux user agent; the client hint knows)',
      {
        userAgent: `Mozilla/5.0 (X11; Linux x86_64) ${CHROME} Safari/537.36`,
        platform: 'Linux aarch64',
        userAgentData: { platform: 'Android', mobile: false },
        maxTouchPoints: 10,
      },
      'android',
    ],
    [
      'an Android tablet in Firefox (no client hints)',
      {
        userAgent: 'Mozilla/5.0 (Android 13; Tablet; rv:128.0) Gecko/128.0 Firefox/128.0',
        platform: 'Linux armv81',
      },
      'android',
    ],
    [
      'a Chromebook',
      {
        userAgent: `Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) ${CHROME} Safari/537.36`,
        platform: 'Linux x86_64',
        userAgentData: { platform: 'Chrome OS', mobile: false },
      },
      'chromeos',
    ],
    [
      'a Chromebook without client hints',
      { userAgent: `Mozilla/5.0 (X11; CrOS aarch64 15236.80.0) ${CHROME} Safari/537.36`, platform: '' },
      'chromeos',
    ],
    [
      'desktop Linux',
      {
        userAgent: `Mozilla/5.0 (X11; Linux x86_64) ${CHROME} Safari/537.36`,
        platform: 'Linux x86_64',
        userAgentData: { platform: 'Linux', mobile: false },
      },
      'linux',
    ],
    [
      'desktop Linux in Firefox',
      {
        userAgent: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
        platform: 'Linux x86_64',
      },
      'linux',
    ],
    [
      'Windows',
      {
        userAgent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) ${CHROME} Safari/537.36`,
        platform: 'Win32',
        userAgentData: { platform: 'Windows', mobile: false },
      },
      'windows',
    ],
    [
      'macOS',
      {
        userAgent:
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
        platform: 'MacIntel',
        maxTouchPoints: 0,
      },
      'macos',
    ],
    [
      'iPadOS asking for desktop sites (a Mac with a touch screen)',
      {
        userAgent:
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
        platform: 'MacIntel',
        maxTouchPoints: 5,
      },
      'ipados',
    ],
    [
      'iPadOS with a mobile user agent',
      {
        userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
        platform: 'iPad',
        maxTouchPoints: 5,
      },
      'ipados',
    ],
    [
      'an iPhone',
      {
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
        platform: 'iPhone',
        maxTouchPoints: 5,
      },
      'ios',
    ],
    ['a browser that says nothing', { userAgent: '', platform: '' }, 'other'],
  ];

  it.each(cases)('%s', (_, facts, expected) => {
    expect(detectPlatform(facts)).toBe(expected);
  });
});
