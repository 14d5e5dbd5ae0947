import type { BrowserContext, Page } from '@playwright/test';
import { catalogueMessage, DEMO } from '../demo-account';
import { expect, test } from '../fixtures';
import { expectNoAxeViolations, keepScreenshot } from '../page-checks';
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

  // The button is the page's last stop: Tab from the footer's last link reaches it.
  await page.getByRole('link', { name: /^Privacy policy/ }).focus();
  await page.keyboard.press('Tab');
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
  await expect(qa.button).toBeFocused();
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

/**
 * Releases the browser's world as the idle rule (30 minutes) or a full registry would, once the
 * page has settled: a request of the page still in flight (a lazy chunk, a translation, a session
 * query) carries both world cookies, and arriving after the release it would rightly seed a fresh
 * world of the same scenario, so there would be no released world left to announce.
 */
async function releaseWorld(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  const release = await page.request.delete('/__sim/worlds/current');
  expect(release.status(), await release.text()).toBe(204);
}

/** The browser's simulator world, from its `sim_world` cookie. */
async function worldCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'sim_world')?.value;
}

test('a released world: the picker opens itself, names the world and its scenario, and the fresh one', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/?scenario=no-license&lng=en-US');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const released = await worldCookie(context);
  expect(released).toBeTruthy();
  await releaseWorld(page);

  await page.goto('/?scenario=no-license&lng=en-US');
  const qa = picker(page);
  await expect(qa.dialog).toBeVisible();
  const alert = qa.dialog.getByRole('alert');
  await expect(alert).toContainText('Your simulator world was released');
  await expect(alert).toContainText(
    `The world you were using, ${released} (scenario “no-license”), was released`,
  );
  await expect(alert).toContainText('idle for 30 minutes, or it made room for newer worlds');
  await expect(alert).toContainText('A fresh world of scenario “no-license” was started');
  // And it was: a new world of that scenario, whose account signs in.
  const fresh = await worldCookie(context);
  expect(fresh).toBeTruthy();
  expect(fresh).not.toBe(released);
  await expect(qa.dialog.getByRole('heading', { name: 'Licences exhausted' })).toBeVisible();
  await expectNoAxeViolations(page, 'the picker telling of a released world');
  await keepScreenshot(page, testInfo, 'released-world-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(alert).toBeVisible();
  await keepScreenshot(page, testInfo, 'released-world-375');
  await expectNoAxeViolations(page, 'the picker telling of a released world, at phone width');

  await page.keyboard.press('Escape');
  await expect(qa.dialog).toBeHidden();
  // Closed, the picker gives the focus to its button, not to the hidden drawer.
  await expect(qa.button).toBeFocused();
  await page.getByLabel('E-mail').fill('full@example.com');
  await page.getByLabel(/^Password/).fill('Full@Portal2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Launch Office Desktop' })).toBeVisible();

  // Said once: the next page load is in the fresh world, with nothing to tell.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Launch Office Desktop' })).toBeVisible();
  await expect(qa.dialog).toBeHidden();
});

test('a released world with no scenario to go back to: the shared world, said in the page language', async ({
  page,
  context,
}) => {
  await page.goto('/?scenario=no-license&lng=pt-BR');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  const released = await worldCookie(context);
  expect(released).toBeTruthy();
  await releaseWorld(page);
  // A cookie from before sim_scenario existed: nothing says which scenario to seed again.
  await context.clearCookies({ name: 'sim_scenario' });

  await page.goto('/?lng=pt-BR');
  const dialog = page.getByRole('dialog', { name: 'Simulador de QA' });
  await expect(dialog).toBeVisible();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(`O mundo que você usava, ${released}, foi liberado`);
  await expect(alert).toContainText('ficou 30 minutos sem uso ou deu lugar a mundos mais novos');
  await expect(alert).toContainText('Agora você está no mundo compartilhado: escolha um cenário');
  expect(await worldCookie(context)).toBeUndefined();
  await expectNoAxeViolations(page, 'the picker telling of a move to the shared world');
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
