import type { Page } from '@playwright/test';
import { catalogueMessage, DEMO } from './demo-account';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, keepScreenshot } from './page-checks';
import { signIn } from './portal';

const WIDTHS = [1280, 375] as const;

/** Screenshots for a person to look at (test artifacts; SHOTS_DIR for a copy), not compared. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await keepScreenshot(page, test.info(), `home-${name}-${width}`);
  }
}

/** axe at 375 px, the narrowest layout. */
async function expectNoAxeViolationsAt375(page: Page, where: string): Promise<void> {
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page, where);
}

/**
 * At 1280 px the card stands in the middle of the screen, as the other single-card screens'
 * (the shared InstanceCard), and so does its title's text, not only the title's box.
 */
async function expectCentredCard(page: Page, title: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  const heading = page.getByRole('heading', { name: title, level: 1 });
  // The card is the frame around the page's sections; the "Why update" one is its child.
  const card = await page.getByRole('region', { name: 'Why update' }).locator('..').boundingBox();
  if (!card) throw new Error('no card');
  const viewportCentre = 1280 / 2;
  expect(Math.abs(card.x + card.width / 2 - viewportCentre)).toBeLessThan(3);
  const text = await heading.evaluate((h) => {
    const range = document.createRange();
    range.selectNodeContents(h);
    const box = range.getBoundingClientRect();
    return { left: box.left, right: box.right };
  });
  expect(Math.abs((text.left + text.right) / 2 - viewportCentre)).toBeLessThan(3);
}

async function signInTo(page: Page, scenario: string, email: string, password: string): Promise<void> {
  await page.goto(`/?scenario=${scenario}&lng=en-US`);
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a login with the plugin-update flag shows /updatePlugin once; Later goes to the environments', async ({
  page,
}) => {
  await signInTo(page, 'clients/update-plugin', DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/updatePlugin$/);
  await expect(
    page.getByRole('heading', { name: 'A new version of the plugin is available', level: 1 }),
  ).toBeVisible();
  const download = page.getByRole('link', { name: 'Download the update' });
  await expect(download).toHaveAttribute('href', '/downloadPlugin');
  await expectCentredCard(page, 'A new version of the plugin is available');
  await shoot(page, 'update-plugin');
  await expectNoAxeViolationsAt375(page, 'update-plugin');

  await page.getByRole('link', { name: 'Later' }).click();
  await expect(page).toHaveURL(/\/home\/environments$/);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
  // The flag was cleared on arrival: a reload stays on the environments.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
  await expect(page).toHaveURL(/\/home\/environments$/);
});

test('/homeLoading shows a loading state, then goes on to the environments', async ({ page }) => {
  await signIn(page);
  // Hold the clients list so the loading state can be seen (and photographed) before it ends.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/trpc/clients.list**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/homeLoading');
  await expect(
    page.getByRole('heading', { name: 'Getting your environments ready', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await shoot(page, 'home-loading');
  await expectNoAxeViolationsAt375(page, 'home-loading');
  release();
  await expect(page).toHaveURL(/\/home\/environments$/);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
});

test('/apps/{id} names its client; web apps on the left, desktop apps on the right', async ({ page }) => {
  await signIn(page);
  await page.goto('/apps/acme-web');
  await expect(page.getByRole('heading', { name: 'Applications of Acme Web', level: 1 })).toBeVisible();
  const webApps = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Web apps' }) });
  const mail = webApps.getByRole('link', { name: /^Mail/ });
  await expect(mail).toHaveAttribute('href', /^https:\/\/mail\.acme\.example\/?$/);
  await expect(mail).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('heading', { name: 'Desktop apps', level: 2 })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  const left = await page.getByRole('heading', { name: 'Web apps', level: 2 }).boundingBox();
  const right = await page.getByRole('heading', { name: 'Desktop apps', level: 2 }).boundingBox();
  expect(left && right && left.x < right.x && Math.abs(left.y - right.y) < 2).toBe(true);
  await shoot(page, 'apps');
  await expectNoAxeViolationsAt375(page, 'apps');

  // A client with desktop environments: their access button (which selects the client) on the right.
  await page.goto('/apps/acme-finance');
  await expect(page.getByRole('heading', { name: 'Applications of Acme Finance', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Launch ERP Desktop', exact: true })).toBeVisible();
  await expect(page.getByText('No web apps are published for this client.')).toBeVisible();
  await shoot(page, 'apps-desktop');
});

test('/apps/{id} with an unknown id shows one message and one way back', async ({ page }) => {
  await signIn(page);
  await page.goto('/apps/no-such-client');
  await expect(page.getByRole('heading', { name: 'Client not found.', level: 1 })).toBeVisible();
  await expect(page.getByText('This client is not in your list', { exact: false })).toHaveCount(1);
  // One message: no alert on top of it, and neither half of the page asks for the unknown client.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Web apps' })).toHaveCount(0);
  await shoot(page, 'apps-unknown');
  await expectNoAxeViolationsAt375(page, 'apps-unknown');
  await page.getByRole('link', { name: 'Back to environments' }).click();
  await expect(page).toHaveURL(/\/home\/environments$/);
});

test('a silent code (INVALID_COMPANY) on a launch shows nothing and keeps the environments', async ({
  page,
}) => {
  await signInTo(page, 'launch/silent-codes', 'silent@example.com', 'Silent@Portal2026');
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
  const attempt = page.waitForResponse((r) => r.url().includes('launch.start'));
  await page.getByRole('button', { name: 'Launch Initech Desktop', exact: true }).click();
  await attempt;
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(catalogueMessage('en-US', 'INVALID_COMPANY'))).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
  await expect(page).toHaveURL(/\/home\/environments$/);
});

test('an info code on a launch shows as information and never signs a one-client user out', async ({
  page,
}) => {
  await signInTo(page, 'launch/info-code', 'single@example.com', 'Single@Portal2026');
  // The one client launches by itself; its login attempt answers PASSWORD_EXPIRES_SOON.
  const text = catalogueMessage('en-US', 'PASSWORD_EXPIRES_SOON');
  const info = page.getByRole('status').filter({ hasText: text });
  await expect(info).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: text })).toHaveCount(0);
  await expect(info).toHaveClass(/alert-info/);
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).not.toBe('/');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});
