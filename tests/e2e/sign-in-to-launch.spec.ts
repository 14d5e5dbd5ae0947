import type { Page } from '@playwright/test';
import { catalogueMessage, DEMO } from './demo-account';
import { expect, test } from './fixtures';
import { launchSessionWindow } from './portal';

// Each test opens its own simulator world (?scenario=default). In proxy mode the gateway
// ignores the parameter and the standalone simulator's shared world answers.
async function openLogin(page: Page) {
  await page.goto('/?scenario=default&lng=en-US');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

async function signIn(page: Page, password: string = DEMO.password) {
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('sign in, see the environments, launch TSPLUS and sign out', async ({ page, context }) => {
  test.slow(); // several sign-ins and launches in one test
  await openLogin(page);
  await signIn(page);

  await expect(page).toHaveURL(/\/home\/environments$/);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Web Applications' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Default access' })).toBeVisible();
  await expect(page.getByText('3 environments')).toBeVisible();

  // The browser must never see the access token: it lives in an HttpOnly cookie.
  const visibleCookies = await page.evaluate(() => document.cookie);
  expect(visibleCookies).not.toContain('portal_token');
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(storage).not.toMatch(/access_token|portal_token/);

  // The session host does not exist here: answer it so the popup can load.
  await context.route('https://erp.acme.example:8443/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>TSplus session</title>' }),
  );
  const popup = await launchSessionWindow(page, () =>
    page.getByRole('button', { name: 'Launch ERP Desktop' }).click(),
  );
  await popup.waitForLoadState();
  // Chromium gets the html5 page over https (use_dns), in a window named after window_name.
  expect(popup.url()).toBe('https://erp.acme.example:8443/software/html5.html');
  expect(await popup.evaluate(() => window.name)).toBe('acme-erp');
  // The page says it once, as the one "session opened" card (issue 22), not as a toast besides.
  await expect(page.getByRole('heading', { level: 1, name: 'Session opened in a new window' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /opened/i })).toHaveCount(0);
  await popup.close();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // Without a session, token routes send the browser back to the login page.
  await page.goto('/home/environments');
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password shows the catalogue message and stays on the login page', async ({ page }) => {
  await openLogin(page);
  await signIn(page, 'Wrong@Password1');
  await expect(
    page.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'INVALID_USER') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
});

test('the login form validates before calling the server', async ({ page }) => {
  await openLogin(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Required Field!').first()).toBeVisible();
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid e-mail format!')).toBeVisible();
});

test('unknown paths go to /404, which leads back home', async ({ page }) => {
  await page.goto('/no/such/page?lng=en-US');
  await expect(page).toHaveURL(/\/404$/);
  await page
    .getByRole('link', { name: 'Back to home' })
    .or(page.getByRole('button', { name: 'Back to home' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('the language menu switches the interface to Portuguese', async ({ page }) => {
  await openLogin(page);
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitem', { name: /Português/ }).click();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
});
