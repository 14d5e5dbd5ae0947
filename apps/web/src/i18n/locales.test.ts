import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES } from '@portal/contracts/errors';
import { LANGUAGES } from '@portal/contracts/limits';
import { LoginInputSchema, SESSION_END_KEYS, UPSTREAM_FAILURE_KEYS } from '@portal/contracts/portal';
import { describe, expect, it } from 'vitest';
import { SPEC_ROUTES } from '../routes/route-table';

type Json = Record<string, unknown>;

const readJson = (relative: string): Json =>
  JSON.parse(readFileSync(fileURLToPath(new URL(relative, import.meta.url)), 'utf8')) as Json;

const ui = Object.fromEntries(LANGUAGES.map((lng) => [lng, readJson(`./locales/${lng}.json`)]));
const errorsPath = (lng: string) => `../../../../packages/contracts/src/errors/messages/${lng}.json`;

/** Flattens nested keys to dotted paths with their string values. */
function flatten(value: Json, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else if (typeof child === 'object' && child !== null && !Array.isArray(child)) {
      for (const [k, v] of flatten(child as Json, path)) out.set(k, v);
    } else throw new Error(`${path} is neither a string nor an object`);
  }
  return out;
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();
const flat = Object.fromEntries(LANGUAGES.map((lng) => [lng, flatten(ui[lng] ?? {})]));
/** Plural forms of i18next: `count_one` answers to `t('count', { count })`. */
const hasKey = (keys: Map<string, string>, key: string) =>
  keys.has(key) || keys.has(`${key}_one`) || keys.has(`${key}_other`);

/** Every namespace's locale folder: the app's own and each feature folder's (loaded with the feature). */
const featureDirs = readdirSync(join(dirname(fileURLToPath(import.meta.url)), '../features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const NAMESPACES: Record<string, string> = {
  translation: './locales',
  'signed-in': './locales/signed-in',
  ...Object.fromEntries(featureDirs.map((name) => [name, `../features/${name}/locales`])),
};
const flatByNamespace = Object.entries(NAMESPACES).map(
  ([ns, dir]) =>
    [ns, Object.fromEntries(LANGUAGES.map((lng) => [lng, flatten(readJson(`${dir}/${lng}.json`))]))] as const,
);

describe.each(flatByNamespace)('%s locale files', (_ns, files) => {
  const english = files['en-US'] ?? new Map<string, string>();

  it.each(LANGUAGES)('%s has exactly the keys of en-US, each non-empty', (lng) => {
    const keys = files[lng] ?? new Map<string, string>();
    expect(english.size).toBeGreaterThan(0);
    expect([...keys.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of keys) expect(text.trim(), `${lng} ${key}`).not.toBe('');
  });

  it.each(LANGUAGES)('%s uses the same {{placeholders}} as en-US', (lng) => {
    for (const [key, text] of files[lng] ?? []) {
      expect(placeholders(text), `${lng} ${key}`).toEqual(placeholders(english.get(key) ?? ''));
    }
  });
});

describe('UI locale files', () => {
  it('holds no `errors` part: those messages come from @portal/contracts', () => {
    for (const lng of LANGUAGES) expect(ui[lng]).not.toHaveProperty('errors');
  });

  it('translates the message keys the contracts and the gateway emit', () => {
    const schemaKeys = ['validation.required', 'validation.email', 'validation.passwordMax'];
    // The login schema's own messages are these keys (checked so a renamed key fails here).
    const issues = LoginInputSchema.safeParse({ email: '', password: 'x'.repeat(41) }).error?.issues ?? [];
    for (const issue of issues) expect(schemaKeys).toContain(issue.message);
    for (const key of [
      ...schemaKeys,
      ...Object.values(UPSTREAM_FAILURE_KEYS),
      ...Object.values(SESSION_END_KEYS),
    ]) {
      for (const lng of LANGUAGES) expect(flat[lng]?.has(key), `${lng} ${key}`).toBe(true);
    }
  });

  it('has a title for every route of the route table', () => {
    for (const route of SPEC_ROUTES) {
      for (const lng of LANGUAGES)
        expect(hasKey(flat[lng] ?? new Map(), route.titleKey), route.path).toBe(true);
    }
  });
});

describe('error messages (packages/contracts/src/errors/messages)', () => {
  it.each(LANGUAGES)('%s has a non-empty message for every catalogue code, and errors.raw', (lng) => {
    const messages = readJson(errorsPath(lng));
    for (const code of ERROR_CODES) {
      expect(typeof messages[code], `${lng} ${code}`).toBe('string');
      expect(String(messages[code]).trim(), `${lng} ${code}`).not.toBe('');
    }
    expect(messages.raw).toBe('{{text}}');
  });
});
