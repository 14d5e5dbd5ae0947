import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONFIG_HOST_LABELS,
  FALLBACK_LANGUAGE,
  isSuccessStatus,
  LANGUAGE_DETECTION,
  LANGUAGES,
  LIMITS,
  SILENT_REJECT_STATUS,
} from './limits';
import { readSpec, specSection, tableRows } from './testing/spec-files';

/** Spec section 9's table: the row, the value text the spec gives, and the LIMITS values it sets. */
const SECTION_9: readonly [item: string, text: string, values: Record<string, unknown>][] = [
  ['Password maximum length', '40', { passwordMaxLength: 40 }],
  ['PIN length', '6', { pinLength: 6 }],
  ['E-mail token resend wait', '60 s', { emailTokenResendWaitMs: 60_000 }],
  ['Failed PIN attempts before return to /', '3', { maxFailedPinAttempts: 3 }],
  ['Device validation storage', '90 days', { deviceValidationStorageDays: 90 }],
  [
    'Validating spinner, then redirect',
    '2 s, then 1 s',
    { validatingSpinnerMs: 2_000, validatingRedirectMs: 1_000 },
  ],
  ['Logout redirect countdown', '15 s', { logoutRedirectCountdownS: 15 }],
  ['Alert auto-hide', '8 s', { alertAutoHideMs: 8_000 }],
  ['Version poll', 'every 60 s', { versionPollMs: 60_000 }],
  ['Web app list scroll threshold', 'more than 20', { webAppScrollThreshold: 20 }],
  ['Mobile breakpoint', '959 px', { mobileBreakpointPx: 959 }],
  ['Instance start duration', 'up to about 2, 5 or 8 min', { instanceStartMinutes: [2, 5, 8] }],
  ['Language reload delay', '300 ms', { languageReloadDelayMs: 300 }],
  ['Request time-out', '15000 ms', { requestTimeoutMs: 15_000 }],
  ['Persist rehydrate time-out', '5000 ms', { persistRehydrateTimeoutMs: 5_000 }],
  ['Store-clear delay', '1000 ms', { storeClearDelayMs: 1_000 }],
  ['Chunk load time-out', '120 s', { chunkLoadTimeoutMs: 120_000 }],
  [
    'Translation loader',
    'up to 5 retries, wait doubling from 350 ms',
    { translationLoaderRetries: 5, translationLoaderFirstWaitMs: 350 },
  ],
  [
    'Auth layout',
    'top bar 56 px, logo area 250 px, form column 400 px',
    { authTopBarHeightPx: 56, authLogoAreaWidthPx: 250, authFormColumnWidthPx: 400 },
  ],
];

const spec = readSpec();

describe('LIMITS, spec section 9', () => {
  it.each(SECTION_9)('%s: %s', (_item, _text, values) => {
    expect(LIMITS).toMatchObject(values);
  });

  it('has no value the table above does not check', () => {
    const checked = SECTION_9.flatMap(([, , values]) => Object.keys(values)).sort();
    expect(Object.keys(LIMITS).sort()).toEqual(checked);
  });

  it.runIf(spec !== undefined)('the literal table matches the spec file', () => {
    const rows = tableRows(specSection(spec ?? '', 9));
    for (const [item, text] of SECTION_9) {
      expect(rows.find((cells) => cells[0] === item)?.[1], item).toBe(text);
    }
  });

  it.runIf(spec !== undefined)('language detection matches the spec file', () => {
    const rows = tableRows(specSection(spec ?? '', 9));
    const detection = rows.find((cells) => cells[0] === 'Language detection order')?.[1] ?? '';
    expect(detection).toContain(
      'query string lng, cookie, local storage, session storage, navigator, HTML tag; key i18nextLng',
    );
    expect(detection).toContain(`cookie lifetime ${LANGUAGE_DETECTION.cookieMinutes} minutes`);
    expect(detection).toContain(`fallback ${FALLBACK_LANGUAGE}`);
    const hosts = rows.find((cells) => cells[0] === 'Hosts using default config')?.[1] ?? '';
    expect(hosts).toBe(`first label ${DEFAULT_CONFIG_HOST_LABELS.join(', ').replace(/, (\w+)$/, ' or $1')}`);
  });

  it('detects the language in the spec order, caching in session storage and cookie', () => {
    expect(LANGUAGE_DETECTION.order).toEqual([
      'querystring',
      'cookie',
      'localStorage',
      'sessionStorage',
      'navigator',
      'htmlTag',
    ]);
    expect(LANGUAGE_DETECTION.lookupQuerystring).toBe('lng');
    expect(LANGUAGE_DETECTION.lookupCookie).toBe('i18nextLng');
    expect(LANGUAGE_DETECTION.caches).toEqual(['sessionStorage', 'cookie']);
    expect(LANGUAGE_DETECTION.cookieMinutes).toBe(43_200);
    expect(FALLBACK_LANGUAGE).toBe('en-US');
    expect(LANGUAGES).toEqual(['pt-BR', 'en-US', 'es']);
  });

  it('success statuses are exactly those of section 5', () => {
    for (const status of [200, 201, 202, 204, 206, 208, 300]) expect(isSuccessStatus(status)).toBe(true);
    for (const status of [203, 205, 207, 299, 301, 400, 401, 452, 500])
      expect(isSuccessStatus(status)).toBe(false);
  });

  it('the silent reject status is 452 and the default-config labels are us, sa, dev', () => {
    expect(SILENT_REJECT_STATUS).toBe(452);
    expect(DEFAULT_CONFIG_HOST_LABELS).toEqual(['us', 'sa', 'dev']);
  });
});
