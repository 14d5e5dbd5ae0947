import { devices, expect, type Page, test } from '@playwright/test';
import { signInByApi } from './api-sign-in';
import { customerOrigin } from './customers';
import { DEMO } from './demo-account';
import { signInAs } from './login-form';
import { docScreenshot, expectNoAxeViolations } from './page-checks';

// Issue 22, item 7 (the spec audit's leftovers) and the card's Tab order (item 6), in scenario
// worlds of their own (?scenario=, so simulator mode only). The console check, which runs in proxy
// mode too, is console-clean.spec.ts.

const NOTICES = { email: 'notices@example.com', password: 'Notices@Portal2026' };
const LAUNCHER = { email: 'launcher@example.com', password: 'Launcher@Portal2026' };
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

async function signInTo(page: Page, scenario: string, account: { email: string; password: string }) {
  await signInByApi(page, { ...account, scenario });
  await expect(page).toHaveURL(/\/home\/environments$/);
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** At 1280 and 375 px: an axe check, and the docs' screenshot (docScreenshot). */
async function atBothWidths(page: Page, name: string, show: () => Promise<void>): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await show();
    await expectNoAxeViolations(page, `${name} at ${size.width} px`);
    await docScreenshot(page, name);
  }
}

test('a client-wide maintenance and a VPN/IP-only environment show on the cards before any click', async ({
  page,
}) => {
  await signInTo(page, 'clients/card-notices', NOTICES);
  for (const name of ['Soylent Desktop', 'Soylent Reports']) {
    await expect(card(page, name).getByText('Under maintenance')).toBeVisible();
    await expect(card(page, name).getByText('Soylent is being upgraded until 18:00.')).toBeVisible();
  }
  await expect(card(page, 'ERP Desktop').getByText('Available')).toBeVisible();

  const vault = card(page, 'Vault Desktop');
  await expect(vault.getByText('VPN/IP only')).toBeVisible();
  const explanation = "Opens only from your organization's network or VPN (allowed IP addresses).";
  await expect(vault.getByText(explanation)).toBeVisible();
  // Screen readers hear it with the button that would fail without the VPN.
  await expect(vault.getByRole('button', { name: 'Launch Vault Desktop' })).toHaveAccessibleDescription(
    explanation,
  );
  await expect(card(page, 'ERP Desktop').getByText('VPN/IP only')).toHaveCount(0);

  // On a phone the cards stack: a maintenance card and the VPN/IP-only one, under the sticky bar.
  await atBothWidths(page, 'card-notices', async () => {
    const top = await card(page, 'Soylent Reports').evaluate(
      (el) => el.getBoundingClientRect().top + scrollY,
    );
    await page.evaluate((y) => scrollTo(0, y), Math.max(0, top - 72));
  });

  // The click still goes to the notice, which shows the client's part.
  await card(page, 'Soylent Desktop').getByRole('button', { name: 'Launch Soylent Desktop' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
  await expect(page.getByText('Soylent is being upgraded until 18:00.')).toHaveCount(1);
});

test("on an environment card Tab reaches Launch before the star, which still sits in the card's top corner", async ({
  page,
}) => {
  await signInTo(page, 'default', DEMO);
  const erp = card(page, 'ERP Desktop');
  const launch = erp.getByRole('button', { name: 'Launch ERP Desktop' });
  const star = erp.getByRole('button', { name: 'Favorite: ERP Desktop' });
  await launch.focus();
  await page.keyboard.press('Tab');
  await expect(star).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(launch).toBeFocused();

  // No visual change: the star is in the heading's row, at the card's right edge.
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const [cardBox, starBox, headingBox, launchBox] = await Promise.all([
      erp.boundingBox(),
      star.boundingBox(),
      erp.getByRole('heading', { name: 'ERP Desktop' }).boundingBox(),
      launch.boundingBox(),
    ]);
    if (!cardBox || !starBox || !headingBox || !launchBox) throw new Error('the card is not drawn');
    expect(starBox.y).toBeLessThan(headingBox.y + headingBox.height);
    expect(starBox.y + starBox.height).toBeLessThan(launchBox.y);
    expect(cardBox.x + cardBox.width - (starBox.x + starBox.width)).toBeLessThan(16);
    // The heading keeps clear of the star.
    expect(headingBox.x + headingBox.width).toBeLessThanOrEqual(starBox.x);
  }
});

test('the bell counts unread news, lists the newest first and clears once opened', async ({
  page,
  baseURL,
}) => {
  const origin = customerOrigin({ label: 'acme' }, baseURL);
  await page.goto(`${origin}/?scenario=default&lng=en-US`);
  await signInAs(page, 'en-US', DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${origin}/home/environments`);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications: 2 unread');
  await expect(bell.getByText('2', { exact: true })).toBeVisible();
  // The top bar draws before the page (its skeleton has no heading yet): scan the page once it is there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await atBothWidths(page, 'bell-unread', async () => {
    await expect(bell.getByText('2', { exact: true })).toBeVisible();
  });

  await bell.click();
  const items = page.getByRole('menuitem');
  // Acme's config lists them oldest first (20 and 28 November).
  await expect(items).toHaveCount(2);
  // The list whole on a phone's screen, 8 px from each edge (Joy's ran to its left edge).
  const screenWidth = page.viewportSize()?.width ?? 0;
  expect(screenWidth).toBe(375);
  const list = await page.getByRole('menu').boundingBox();
  expect(list?.x).toBe(8);
  expect((list?.x ?? 0) + (list?.width ?? 0)).toBe(screenWidth - 8);
  await expect(items.nth(0)).toContainText('Maintenance on Saturday');
  await expect(items.nth(1)).toContainText('New engineering machines');
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(bell.getByText('2', { exact: true })).toHaveCount(0);

  // The marks stay in this browser: a new page load counts nothing again.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Notifications' })).toHaveAccessibleName(
    'Notifications',
  );
});

test('an Android phone is not taken for Linux: TSPLUS_ALL asks how to connect, and no installer is offered', async ({
  browser,
  baseURL,
}) => {
  test.slow(); // a browser context of its own
  // Chromium on Android says "Linux armv8l" in navigator.platform; this machine says Linux too.
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL, locale: 'en-US' });
  try {
    const page = await context.newPage();
    expect(await page.evaluate(() => navigator.platform)).toMatch(/Linux/);
    await signInTo(page, 'launch/tsplus-all', LAUNCHER);
    await page.getByRole('button', { name: 'Launch Globex Apps', exact: true }).click();
    await expect(page).toHaveURL(/\/virtualizerChoice$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose how to connect' })).toBeVisible();

    await page.goto('/downloadPlugin');
    await expect(page.getByRole('heading', { name: 'Download the connection plugin' })).toBeVisible();
    await expect(page.getByText('There is no plugin for this device')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^For your computer/ })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
