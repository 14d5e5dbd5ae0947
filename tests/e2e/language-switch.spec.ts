import { readdirSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { expect, test } from './fixtures';

const DIST = new URL('../../apps/web/dist/', import.meta.url);
const readJson = (url: URL): unknown => JSON.parse(readFileSync(url, 'utf8'));

/**
 * The built files of the UI strings of a language: the chunk the page imports first (the Vite
 * manifest names it) and the plain JSON file it fetches once that import failed (the one of the
 * build's JSON files that holds the same strings).
 */
function uiLocaleFiles(language: string): string[] {
  const manifest = readJson(new URL('.vite/manifest.json', DIST)) as Record<string, { file: string }>;
  const chunk = manifest[`src/i18n/locales/${language}.json`];
  if (!chunk) throw new Error(`no ${language} UI strings in the build`);
  const strings = readJson(new URL(`../src/i18n/locales/${language}.json`, DIST));
  const json = readdirSync(new URL('assets/', DIST)).find(
    (name) =>
      name.startsWith(`${language}-`) &&
      name.endsWith('.json') &&
      isDeepStrictEqual(readJson(new URL(`assets/${name}`, DIST)), strings),
  );
  if (!json) throw new Error(`no ${language} UI strings as a JSON file in the build`);
  return [`/${chunk.file}`, `/assets/${json}`];
}

test('the globe menu switches the language; the choice survives a reload', async ({ page }) => {
  await page.goto('/?scenario=default');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await page.getByRole('button', { name: /Change language/ }).click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText([/Português/, /English/, /Español/]);
  await expect(page.getByRole('menuitem', { name: /English/ })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('menuitem', { name: /Español/ }).click();

  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('a translation file that fails twice still shows the page (the retry rule)', async ({ page }) => {
  // The chunk fails (the browser then never fetches it again), then the JSON file once.
  let failures = 0;
  for (const file of uiLocaleFiles('en-US')) {
    await page.route(`**${file}`, (route) => {
      if (failures < 2) {
        failures += 1;
        return route.abort('failed');
      }
      return route.continue();
    });
  }
  await page.goto('/?lng=en-US');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(failures).toBe(2);
});
