import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@portal/contracts/limits';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { INTERPOLATION, numberInterpolation } from './number-interpolation';

type Json = Record<string, unknown>;
// The path goes through a variable: Vite would turn an inline `new URL(`./${x}`)` into a glob import.
const readJson = (relative: string): Json =>
  JSON.parse(readFileSync(fileURLToPath(new URL(relative, import.meta.url)), 'utf8')) as Json;
// The environments page's strings live in its feature folder (namespace `environments`); under
// that key here, so the checks read `environments.count` as before. The signed-in screens' texts
// (`launch.…`) are a namespace of their own that `translation` falls back to: merged in here.
const locale = (lng: string): Json => ({
  ...readJson(`./locales/${lng}.json`),
  ...readJson(`./locales/signed-in/${lng}.json`),
  environments: readJson(`../features/environments/locales/${lng}.json`),
});

function flatten(value: Json, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else if (typeof child === 'object' && child !== null) {
      for (const [k, v] of flatten(child as Json, path)) out.set(k, v);
    }
  }
  return out;
}

async function translator(lng: string) {
  // Set up as the app sets it up (i18n.ts): numbers in the language's own digits.
  const instance = i18next.createInstance().use(numberInterpolation);
  await instance.init({
    lng,
    resources: { [lng]: { translation: locale(lng) } },
    interpolation: INTERPOLATION,
    showSupportNotice: false,
  });
  return instance.t;
}

describe('counts', () => {
  it.each(LANGUAGES)('%s words every counted key for zero itself', (lng) => {
    // CLDR puts 0 in the 'one' form in Portuguese ("0 ambiente"); i18next asks for key_zero first.
    const keys = [...flatten(locale(lng)).keys()];
    const counted = new Set(keys.filter((k) => k.endsWith('_one')).map((k) => k.slice(0, -'_one'.length)));
    expect(counted.size).toBeGreaterThan(0);
    for (const base of counted) expect(keys, `${lng} ${base}`).toContain(`${base}_zero`);
  });

  it('says "none" for an empty search and counts otherwise', async () => {
    const expected = {
      'pt-BR': ['Nenhum ambiente', '1 ambiente', '3 ambientes'],
      'en-US': ['No environments', '1 environment', '3 environments'],
      es: ['Ningún entorno', '1 entorno', '3 entornos'],
    } as const;
    for (const lng of LANGUAGES) {
      const t = await translator(lng);
      expect(
        [0, 1, 3].map((count) => t('environments.count', { count })),
        lng,
      ).toEqual(expected[lng]);
    }
  });
});

describe('numbers in counts', () => {
  it('writes the count as the language does and still picks the plural by the number', async () => {
    // Spanish (CLDR) groups only from five digits: 1234 stays "1234", 12345 is "12.345".
    const expected = {
      'pt-BR': ['1.234 ambientes', '12.345 ambientes', '1 ambiente'],
      'en-US': ['1,234 environments', '12,345 environments', '1 environment'],
      es: ['1234 entornos', '12.345 entornos', '1 entorno'],
    } as const;
    for (const lng of LANGUAGES) {
      const t = await translator(lng);
      expect(
        [1234, 12345, 1].map((count) => t('environments.count', { count })),
        lng,
      ).toEqual(expected[lng]);
    }
  });
});

describe('accessible names', () => {
  // [visible text key, accessible name key]: the name starts with what the button shows
  // (WCAG 2.5.3 label in name), so voice users can say what they see.
  const pairs = [
    ['launch.card.launch', 'launch.card.launchNamed'],
    ['launch.card.launching', 'launch.card.launchingNamed'],
    ['launch.card.openApps', 'launch.card.openAppsNamed'],
  ] as const;

  it.each(LANGUAGES)('%s names start with the visible text', async (lng) => {
    const t = await translator(lng);
    for (const [visibleKey, namedKey] of pairs) {
      const visible = t(visibleKey).replace(/…$/, '');
      expect(t(namedKey, { name: 'ERP Desktop' }), `${lng} ${namedKey}`).toMatch(
        new RegExp(`^${visible.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`),
      );
    }
  });

  it('keeps the English launch name the tests and users rely on', async () => {
    const t = await translator('en-US');
    expect(t('launch.card.launchNamed', { name: 'ERP Desktop' })).toBe('Launch ERP Desktop');
    expect(t('launch.card.openAppsNamed', { name: 'Web Portal' })).toBe('Open apps: Web Portal');
  });
});

describe('search placeholder', () => {
  it.each(LANGUAGES)('%s fits the 320 px search field', (lng) => {
    // About 22 characters of the 16 px body font fit beside the search icon.
    const text = flatten(locale(lng)).get('environments.searchPlaceholder') ?? '';
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThanOrEqual(22);
  });
});
