import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

/** The built file of the UI strings of a language (the Vite manifest names it). */
function uiLocaleFile(language: string): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = manifest[`src/i18n/locales/${language}.json`];
  if (!chunk) throw new Error(`no ${language} UI strings in the build`);
  return `/${chunk.file}`;
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
  const file = uiLocaleFile('en-US');
  let failures = 0;
  await page.route(`**${file}`, (route) => {
    if (failures < 2) {
      failures += 1;
      return route.abort('failed');
    }
    return route.continue();
  });
  await page.goto('/?lng=en-US');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(failures).toBe(2);
});
