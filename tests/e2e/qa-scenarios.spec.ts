import { expect, test } from '@playwright/test';
import { catalogueMessage } from './demo-account';

// ?scenario=NAME is a simulator-mode interface (each test gets its own world), so the
// proxy-mode project leaves this file out (playwright.config.ts).

test('no-license scenario: licences run out per environment and per client', async ({ page }) => {
  await page.goto('/?scenario=no-license&lng=en-US');
  await page.getByLabel('E-mail').fill('full@example.com');
  await page.getByLabel(/^Password/).fill('Full@Portal2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home\/environments$/);

  // Several clients: NO_LICENSE_ENVIRONMENT shows its message and keeps the list.
  await page.getByRole('button', { name: 'Launch ERP Desktop' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'NO_LICENSE_ENVIRONMENT') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/home\/environments$/);

  // NO_LICENSE_CLIENT: error message, back to the sign-in page.
  await page.getByRole('button', { name: 'Launch Office Desktop' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'NO_LICENSE_CLIENT') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('two browsers with their own scenario worlds do not share sessions', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const a = await first.newPage();
  const b = await second.newPage();
  await a.goto('/?scenario=default&lng=en-US');
  await a.getByLabel('E-mail').fill('demo@example.com');
  await a.getByLabel(/^Password/).fill('Demo@Portal2026');
  await a.getByRole('button', { name: 'Sign in' }).click();
  await expect(a).toHaveURL(/\/home\/environments$/);

  await b.goto('/home/environments?scenario=default&lng=en-US');
  await expect(b).toHaveURL(/\/$/);
  await first.close();
  await second.close();
});
