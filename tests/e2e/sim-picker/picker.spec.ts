import { expect, test } from '@playwright/test';
import { catalogueMessage, DEMO } from '../demo-account';
import { expectNoAxeViolations } from '../page-checks';
import { submitLogin } from '../portal';
import { picker } from './picker-page';

// Simulator mode only (playwright.config.ts): the proxy-mode side is bundle.spec.ts.
// Tests marked "control API v2" need the control API's `current` world and its overrides and
// journal routes (issue 5, items 4–6); the rest runs against today's control API.

test('opens with the keyboard, shows the scenario with copyable accounts and link, and closes with Esc', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/?scenario=no-license&lng=en-US');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const qa = picker(page);
  await expect(qa.button).toBeVisible();
  // axe on the page with the button (outside the app's landmarks, in its own labelled aside).
  await expectNoAxeViolations(page, 'the sign-in page with the QA button');

  // From the top of the page, Shift+Tab reaches the button: it is the last stop.
  await page.locator('body').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(qa.button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(qa.dialog).toBeVisible();

  // The scenario the address asked for is shown first.
  await expect(qa.dialog.getByRole('heading', { name: 'Licences exhausted' })).toBeVisible();
  await expect(qa.dialog.getByText('NO_LICENSE_ENVIRONMENT', { exact: true })).toBeVisible();
  await expect(qa.dialog.getByText('full@example.com', { exact: true })).toBeVisible();
  await expect(
    qa.dialog.getByRole('listitem').filter({ hasText: 'Open Acme Finance' }).first(),
  ).toBeVisible();

  await qa.dialog.getByRole('button', { name: 'Copy Password Full@Portal2026' }).click();
  await expect(qa.dialog.getByRole('status').filter({ hasText: 'Copied: Password.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Full@Portal2026');
  await qa.dialog.getByRole('button', { name: 'Copy link' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/?scenario=no-license`);

  await expectNoAxeViolations(page, 'the open picker');

  await page.keyboard.press('Escape');
  await expect(qa.dialog).toBeHidden();
  await expect(qa.button).toBeFocused();
});

test('picking a scenario opens it in a fresh world, signed out', async ({ page }) => {
  await page.goto('/?scenario=default&lng=en-US');
  await submitLogin(page);
  await expect(page).toHaveURL(/\/home\/environments$/);

  const qa = picker(page);
  await qa.open();
  await qa.choose('Scenario', /Licences exhausted/);
  await expect(qa.dialog.getByRole('heading', { name: 'Licences exhausted' })).toBeVisible();
  await qa.dialog.getByRole('button', { name: 'Open this scenario' }).click();

  // `fresh` leaves the address once the world exists, so a reload keeps it.
  await expect(page).toHaveURL(/\/\?scenario=no-license$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // The new world has the scenario's accounts, not the demo account's session.
  await page.getByLabel('E-mail').fill('full@example.com');
  await page.getByLabel(/^Password/).fill('Full@Portal2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Launch Office Desktop' })).toBeVisible();
});

test('an unknown ?scenario= opens the picker with an error naming the known scenarios', async ({ page }) => {
  await page.goto('/?scenario=no-such-scenario&lng=en-US');
  const qa = picker(page);
  await expect(qa.dialog).toBeVisible();
  const alert = qa.dialog.getByRole('alert');
  await expect(alert).toContainText('Unknown scenario “no-such-scenario”');
  await expect(alert).toContainText('default');
  await expect(alert).toContainText('no-license');
  // The portal still works in the world the browser already had.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('an unknown ?scenario= is shown even when the control API refuses this browser', async ({ page }) => {
  // A remote tester without the control token: every control call answers 403, so the picker
  // cannot read the catalogue; the gateway's notice in the page must carry the message alone.
  const refused: string[] = [];
  await page.route('**/__sim/**', (route) => {
    refused.push(new URL(route.request().url()).pathname);
    return route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'CONTROL_API_LOCAL_ONLY', message: 'loopback callers only' }),
    });
  });
  await page.goto('/?scenario=no-such-scenario&lng=en-US');
  const qa = picker(page);
  await expect(qa.dialog).toBeVisible();
  const alert = qa.dialog.getByRole('alert').filter({ hasText: 'Unknown scenario' });
  await expect(alert).toContainText('Unknown scenario “no-such-scenario”');
  await expect(alert).toContainText('default');
  await expect(alert).toContainText('no-license');
  // The catalogue really was asked for and refused.
  expect(refused).toContain('/__sim/scenarios');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('control API v2: reset the world and move its clock', async ({ page }) => {
  await page.goto('/?scenario=default&lng=en-US');
  const qa = picker(page);
  await qa.open();
  await qa.tab('World').click();
  const clock = qa.dialog.getByTestId('sim-world-clock').locator('time');
  await expect(qa.dialog.getByText('default', { exact: true })).toBeVisible();
  const at = async () => Date.parse((await clock.getAttribute('datetime')) ?? '');
  const before = await at();

  await qa.dialog
    .getByRole('group', { name: 'Move the clock forward by' })
    .getByRole('button', { name: '+8m' })
    .click();
  await expect(qa.dialog.getByRole('status').filter({ hasText: 'Clock moved forward by 8m.' })).toBeVisible();
  await expect.poll(at).toBeGreaterThanOrEqual(before + 8 * 60_000);

  await qa.dialog.getByRole('textbox', { name: 'Move the clock forward by' }).fill('1h30m');
  await qa.dialog.getByRole('button', { name: 'Move clock' }).click();
  await expect(
    qa.dialog.getByRole('status').filter({ hasText: 'Clock moved forward by 1h30m.' }),
  ).toBeVisible();
  await expect.poll(at).toBeGreaterThanOrEqual(before + 98 * 60_000);

  await qa.dialog.getByRole('button', { name: 'Reset the world' }).click();
  await expect(
    qa.dialog.getByRole('status').filter({ hasText: 'World reset to the start of default.' }),
  ).toBeVisible();
  await expect.poll(at).toBeLessThan(before + 8 * 60_000);
});

test('control API v2: a login fault shows its message, and the journal lists the call', async ({ page }) => {
  await page.goto('/?scenario=default&lng=en-US');
  const qa = picker(page);
  await qa.open();
  await qa.tab('Overrides').click();
  await expect(qa.dialog.getByRole('combobox', { name: 'Endpoint' })).toHaveText('POST /login');
  await qa.choose('Error code', 'INVALID_RECAPTCHA');
  await qa.dialog.getByRole('button', { name: 'Add override' }).click();
  await expect(
    qa.dialog.getByRole('status').filter({ hasText: 'Override added for POST /login.' }),
  ).toBeVisible();
  await expect(qa.dialog.getByRole('listitem').filter({ hasText: 'INVALID_RECAPTCHA' })).toBeVisible();
  await page.keyboard.press('Escape');

  await submitLogin(page, DEMO.password);
  await expect(
    page.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'INVALID_RECAPTCHA') }),
  ).toBeVisible();

  await qa.open();
  await qa.tab('Journal').click();
  const journal = qa.dialog.getByRole('table', { name: 'Upstream calls of this world, newest first' });
  const loginRow = journal.getByRole('row').filter({ hasText: 'POST /login' });
  await expect(loginRow.first()).toContainText('INVALID_RECAPTCHA');
  await expect(loginRow.first()).toContainText('400');

  // The override answered once (times: 1): the next sign-in goes through.
  await page.keyboard.press('Escape');
  await submitLogin(page, DEMO.password);
  await expect(page).toHaveURL(/\/home\/environments$/);
});
