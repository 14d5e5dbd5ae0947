import { expect, type Page, test } from '@playwright/test';
import { catalogueMessage } from './demo-account';
import { openLogin, submitLogin } from './portal';

// The app platform of spec sections 4 and 9: the deployed-version poll and its update modal, and a
// page whose code does not arrive (the language switch: language-switch.spec.ts).

const updateDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'A new version of the portal is available' });

/** Deploys "a newer build" under an open page and moves its clock until the modal shows. */
async function deployNewVersion(page: Page): Promise<void> {
  await page.route('**/version.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: '{"version":"a-newer-build"}' }),
  );
  // The watch starts one poll period after the first paint; each turn moves the clock one poll on.
  await expect(async () => {
    await page.clock.runFor(60_000);
    await expect(updateDialog(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test('a new deployed version shows the update modal, and Reload now loads it', async ({ page }) => {
  await page.clock.install();
  await openLogin(page);
  await deployNewVersion(page);
  await expect(page.getByRole('button', { name: 'Reload now' })).toBeFocused();

  await page.evaluate(() => {
    (window as unknown as { beforeReload?: boolean }).beforeReload = true;
  });
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload now' }).click()]);
  expect(
    await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
  ).toBeUndefined();
});

test('Later (or Escape) closes the update modal and keeps the page', async ({ page }) => {
  await page.clock.install();
  await openLogin(page);
  await page.getByLabel('E-mail').fill('typed@example.com');
  await deployNewVersion(page);
  await page.keyboard.press('Escape');
  await expect(updateDialog(page)).toHaveCount(0);
  await expect(page.getByLabel('E-mail')).toHaveValue('typed@example.com');
});

test('the same deployed version shows nothing', async ({ page }) => {
  await page.clock.install();
  await openLogin(page);
  let polls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/version.json') polls += 1;
  });
  await expect(async () => {
    await page.clock.runFor(60_000);
    expect(polls).toBeGreaterThanOrEqual(2);
  }).toPass({ timeout: 30_000 });
  await expect(updateDialog(page)).toHaveCount(0);
});

test('a page whose code cannot be downloaded says so and offers a reload', async ({ page }) => {
  await page.route(/\/assets\/forgot-password-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/forgotPassword?lng=en-US');
  await expect(page.getByRole('heading', { name: 'This page could not be downloaded' })).toBeVisible();
  await expect(page.getByText('Check your connection, then reload the page.')).toBeVisible();

  await page.unroute(/\/assets\/forgot-password-page-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
});

// Decision 026: the sign-in page loads the tRPC client on first use of its form. When it cannot be
// downloaded, the attempt says something went wrong, in the form, and the user stays on the page.
test('a sign-in whose calling code cannot be downloaded fails with the unexpected-error alert', async ({
  page,
}) => {
  const clientChunk = /\/assets\/client-[\w-]+\.js$/;
  await page.route(clientChunk, (route) => route.abort());
  await openLogin(page);
  await submitLogin(page);
  await expect(
    page.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'UNEXPECTED_ERROR') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
});

test('a page whose code has not arrived after 120 s says so instead of waiting for ever', async ({
  page,
}) => {
  await page.clock.install();
  // The chunk's request is held: it never answers.
  await page.route(/\/assets\/forgot-password-page-[^/]+\.js$/, () => undefined);
  await page.goto('/forgotPassword?lng=en-US');
  await expect(page.getByRole('status').or(page.locator('.page-loading'))).toBeVisible();
  // The page's clock also runs on by itself while the test works: leave it some slack.
  await page.clock.runFor(100_000);
  await expect(page.getByRole('heading', { name: 'This page could not be downloaded' })).toHaveCount(0);
  await page.clock.runFor(21_000);
  await expect(page.getByRole('heading', { name: 'This page could not be downloaded' })).toBeVisible();
});
