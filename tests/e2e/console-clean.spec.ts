import { expect, type Page, test } from '@playwright/test';
import { openLogin, submitLogin } from './portal';

// No page logs a warning or an error to the console (issue 22: every page warned about an unknown
// 'bluetooth' feature in Permissions-Policy). Runs in simulator mode and in proxy mode.

/** Every console warning and error, and every uncaught error, from the moment the page opens. */
function collectConsole(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      found.push(`${message.type()} on ${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => found.push(`uncaught on ${page.url()}: ${error.message}`));
  return found;
}

const PUBLIC_PAGES = [
  { path: '/sso?lng=en-US', heading: /single sign-on/i },
  { path: '/forgotPassword?lng=en-US', heading: /password/i },
  { path: '/accessRestricted?lng=en-US', heading: /./ },
  { path: '/no-such-page?lng=en-US', heading: /not found/i },
] as const;

const SIGNED_IN_PAGES = [
  { path: '/apps/acme-web', heading: /./ },
  { path: '/downloadPlugin', heading: /Download the connection plugin/ },
  { path: '/firstAccess', heading: /./ },
  { path: '/home/environments', heading: /Environments|Ambientes|Entornos/ },
] as const;

test('the public and signed-in pages log no console warning or error', async ({ page }) => {
  test.slow(); // a dozen page loads and a sign-in
  const found = collectConsole(page);

  await openLogin(page);
  for (const { path, heading } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  await openLogin(page);
  await submitLogin(page);
  await expect(page).toHaveURL(/\/home\/environments$/);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
  // The bell's menu, the shell's one popup.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  for (const { path, heading } of SIGNED_IN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // A warning logged as the last page settles is caught too: the page has finished loading.
  await page.waitForLoadState('load');

  expect(found).toEqual([]);
});
