import { expect, type Page, test } from '@playwright/test';
import { customerOrigin, SAMPLE_CUSTOMERS } from './customers';
import { catalogueMessage } from './demo-account';
import { expectNoAxeViolations, keepScreenshot } from './page-checks';

// Issue 9, slice E: the signed-in routes the simulator reaches, for each sample customer (and the
// base branding on localhost), at a desktop and a phone width: axe finds nothing, alerts are
// announced, the open-session dialog keeps focus, and the environments page is photographed.
// One test per customer and width walks every route after a single sign-in, so the matrix stays
// affordable on a loaded 2-core CI machine. Simulator mode only (?scenario=; playwright.config.ts).
// Pages that need a launch's state (/messages, /timeInstance, the launch phases) are checked with
// the base branding by instance.spec.ts, plugin.spec.ts and sessions.spec.ts.

/** launch/disconnect-fails: two clients (so the title band shows) and an open session it cannot end. */
const BUSY = { email: 'busy@example.com', password: 'Busy@Portal2026' } as const;
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;
const TARGETS = [{ label: 'base' }, ...SAMPLE_CUSTOMERS] as const;

/** Pages a launch leads to (scenarios/launch/): a notice before the session, an instance starting. */
const LAUNCH_PAGES = [
  {
    scenario: 'launch/messages',
    who: { email: 'notices@example.com', password: 'Notices@Portal2026' },
    environment: 'Northwind Desktop',
    path: '/messages',
    heading: 'Before you continue',
  },
  {
    scenario: 'launch/booting-instance',
    who: { email: 'launcher@example.com', password: 'Launcher@Portal2026' },
    environment: 'Hooli Desktop',
    path: '/timeInstance',
    heading: 'Starting your environment',
  },
] as const;

/** Opened from the address bar after sign-in; each shows its page, or its own "nothing here" state. */
const ROUTES = [
  { path: '/apps/acme-finance', heading: 'Applications of Acme Finance' },
  { path: '/apps/contoso-labs', heading: 'Applications of Contoso Labs' },
  { path: '/updatePlugin', heading: 'A new version of the plugin is available' },
  { path: '/downloadPlugin', heading: 'Download the connection plugin' },
  { path: '/firstAccess', heading: 'Install the connection plugin' },
  { path: '/loadingPlugin', heading: 'Nothing to open here' },
  { path: '/launching/0', heading: 'Nothing to open here' },
  { path: '/virtualizerChoice', heading: 'Nothing to choose here' },
  { path: '/reconnect', heading: 'Connections cleared' },
  { path: '/pendingConnection', heading: 'Your pending connection has expired' },
] as const;

async function signIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/?scenario=launch/disconnect-fails&lng=en-US`);
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await page.getByLabel('E-mail').fill(BUSY.email);
  await page.getByLabel(/^Password/).fill(BUSY.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/home\/environments$/);
}

/** The shell's own parts: landmarks, named icon buttons, the notifications menu. */
async function checkShell(page: Page, where: string): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  for (const name of [/Change language/, 'Notifications', 'Log out'])
    await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoAxeViolations(page, `${where}, notifications open`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

/** The open-session question traps focus, and the server's refusal is announced as an alert. */
async function checkDialogAndAlert(page: Page, snap: (step: string) => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'Launch ERP Desktop', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'You already have an open session' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page, 'the open-session question');
  await snap('open-session-question');
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const alert = page.getByRole('alert').filter({
    hasText: catalogueMessage('en-US', 'ERROR_TO_SEND_DISCONNECT'),
  });
  await expect(alert).toBeVisible();
  await expect(page.locator('[aria-live]').filter({ has: alert })).toHaveCount(1);
  await expectNoAxeViolations(page, 'the shell with an alert');
  await snap('alert');
}

for (const target of TARGETS) {
  for (const viewport of VIEWPORTS) {
    const name = `${target.label}-${viewport.width}`;
    test(`${target.label} at ${viewport.width} px: every signed-in route passes axe`, async ({
      page,
      baseURL,
    }, testInfo) => {
      test.slow();
      const origin = target.label === 'base' ? (baseURL ?? '') : customerOrigin(target, baseURL);
      await page.setViewportSize(viewport);
      await signIn(page, origin);

      await expect(page.getByRole('button', { name: 'Launch ERP Desktop', exact: true })).toBeVisible();
      await expect(page.getByTestId('title-band')).toContainText('Acme Finance · Contoso Labs');
      await expectNoAxeViolations(page, '/home/environments');
      await keepScreenshot(page, testInfo, `environments-${name}`);
      await checkShell(page, '/home/environments');

      // A search that finds nothing says so.
      await page.getByRole('searchbox', { name: 'Search' }).fill('zzz');
      await expect(page.getByRole('status').filter({ hasText: 'zzz' })).toBeVisible();
      await expectNoAxeViolations(page, 'no search result');
      await page.getByRole('searchbox', { name: 'Search' }).fill('');

      await checkDialogAndAlert(page, (step) => keepScreenshot(page, testInfo, `${step}-${name}`));

      for (const route of ROUTES) {
        await page.goto(`${origin}${route.path}`);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${route.path}$`));
        await expectNoAxeViolations(page, route.path);
        await keepScreenshot(page, testInfo, `${route.path.slice(1).replaceAll('/', '-')}-${name}`);
      }

      // /homeLoading, held on its wait so the progress can be checked.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/trpc/clients.list**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${origin}/homeLoading`);
      await expect(page.getByRole('progressbar')).toBeVisible();
      await expectNoAxeViolations(page, '/homeLoading');
      await keepScreenshot(page, testInfo, `home-loading-${name}`);
      release();
      await expect(page).toHaveURL(/\/home\/environments$/);
      await page.unroute('**/trpc/clients.list**');

      // The launch's own pages, each reached through the scenario that leads there.
      for (const step of LAUNCH_PAGES) {
        await page.goto(`${origin}/?scenario=${step.scenario}&fresh=1&lng=en-US`);
        await page.getByLabel('E-mail').fill(step.who.email);
        await page.getByLabel(/^Password/).fill(step.who.password);
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await expect(page).toHaveURL(/\/home\/environments$/);
        await page.getByRole('button', { name: `Launch ${step.environment}`, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${step.path}$`));
        await expect(page.getByRole('heading', { level: 1, name: step.heading })).toBeVisible();
        await expectNoAxeViolations(page, step.path);
        await keepScreenshot(page, testInfo, `${step.path.slice(1)}-${name}`);
      }
    });
  }
}
