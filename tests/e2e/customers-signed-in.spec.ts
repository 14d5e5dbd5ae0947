import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signInByApi } from './api-sign-in';
import { atEachWidth, MATRIX_SITES, type MatrixViewport, siteOrigin } from './customers';
import { catalogueMessage } from './demo-account';
import { holdCalls } from './hold-calls';
import { expectNoAxeViolations, expectNoSidewaysScroll, keepScreenshot } from './page-checks';

// The signed-in routes the simulator reaches, at a desktop and a phone width: axe finds nothing,
// alerts are announced, the open-session dialog keeps focus, and each screen is photographed. The
// base branding walks every route after a single sign-in, each screen at both widths in turn (a
// resize, not a second sign-in or reload); pages that need a launch behind them (/messages,
// /timeInstance, /virtualizerChoice, /launching/1) are reached through the scenarios that lead
// there. Each sample customer signs in once and checks the environments page, its menu, dialog and
// alert at both widths: a customer changes colours, logo and texts, which reach the other screens
// through the same brand tokens (their contrast: apps/web/src/branding/brand-tokens.test.ts).
// Simulator mode only (?scenario=; playwright.config.ts).

/** launch/disconnect-fails: two clients (so the title band shows) and an open session it cannot end. */
const BUSY = { email: 'busy@example.com', password: 'Busy@Portal2026' } as const;
/** launch/tsplus-all and clients/one-client (solo@example.com has Acme Finance alone). */
const LAUNCHER = { email: 'launcher@example.com', password: 'Launcher@Portal2026' } as const;
const SOLO = { email: 'solo@example.com', password: 'Solo@Portal2026' } as const;

/** /homeLoading's own heading (home's en-US locale). */
const HOME_LOADING_HEADING = 'Getting your environments ready';

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
  { path: '/reconnect', heading: 'Nothing pending' },
  { path: '/pendingConnection', heading: 'Nothing pending' },
] as const;

/** Through the form: the one-client sign-in's own launch (/launching/1) is what is checked. */
async function signInThroughForm(
  page: Page,
  origin: string,
  scenario: string,
  who: { email: string; password: string },
): Promise<void> {
  await page.goto(`${origin}/?scenario=${scenario}&fresh=1&lng=en-US`);
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function closeAlerts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Close message' });
  while ((await close.count()) > 0) await close.first().click();
  await expect(page.getByRole('alert')).toHaveCount(0);
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

for (const site of MATRIX_SITES) {
  const walk = site.label === 'base' ? 'every signed-in route' : 'the environments page';
  test(`${site.label} at 1280 and 375 px: ${walk} passes axe`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    // The base walk: some thirty screens at two widths, each with axe and a screenshot.
    test.setTimeout(site.label === 'base' ? 300_000 : 120_000);
    const origin = siteOrigin(site, baseURL);
    const shoot = (viewport: MatrixViewport, step: string) =>
      keepScreenshot(page, testInfo, `${step}-${site.label}-${viewport.width}`);
    /** axe, no sideways scroll, and a screenshot of the page as it is, at each width. */
    const checkAtEachWidth = (where: string, step: string) =>
      atEachWidth(page, async (viewport) => {
        await expectNoAxeViolations(page, `${where} at ${viewport.width} px`);
        await expectNoSidewaysScroll(page, `${where} at ${viewport.width} px`);
        await shoot(viewport, step);
      });

    // Signed in through the gateway's call: the sign-in page is this matrix's other half
    // (customers-public.spec.ts); here what counts is the signed-in screens.
    await signInByApi(page, { ...BUSY, scenario: 'launch/disconnect-fails', origin });
    await expect(page).toHaveURL(/\/home\/environments$/);
    await expect(page.getByRole('button', { name: 'Launch ERP Desktop', exact: true })).toBeVisible();
    await expect(page.getByTestId('title-band')).toContainText('Acme Finance · Contoso Labs');
    await atEachWidth(page, async (viewport) => {
      await expectNoAxeViolations(page, `/home/environments at ${viewport.width} px`);
      await shoot(viewport, 'environments');
      await checkShell(page, `/home/environments at ${viewport.width} px`);
    });

    // A search that finds nothing says so.
    await page.getByRole('searchbox', { name: 'Search' }).fill('zzz');
    await expect(page.getByRole('status').filter({ hasText: 'zzz' })).toBeVisible();
    await atEachWidth(page, (viewport) =>
      expectNoAxeViolations(page, `no search result at ${viewport.width} px`),
    );
    await page.getByRole('searchbox', { name: 'Search' }).fill('');

    // The alert hides itself after 8 s: each width asks and is refused once (the session stays
    // open, so the question comes back) rather than racing that timer through two axe runs.
    await atEachWidth(page, async (viewport) => {
      await checkDialogAndAlert(page, (step) => shoot(viewport, step));
      await closeAlerts(page);
    });
    if (site.label !== 'base') return;

    for (const route of ROUTES) {
      await page.goto(`${origin}${route.path}`);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${route.path}$`));
      await checkAtEachWidth(route.path, route.path.slice(1).replaceAll('/', '-'));
    }

    // /homeLoading, held on its wait so the progress can be checked.
    const clientsList = await holdCalls(page, '**/trpc/clients.list**');
    await page.goto(`${origin}/homeLoading`);
    await expect(page.getByRole('progressbar')).toBeVisible();
    // The shell's own wait (a progress and a "Loading" heading) draws before the page: scan the page.
    await expect(page.getByRole('heading', { level: 1, name: HOME_LOADING_HEADING })).toBeVisible();
    await checkAtEachWidth('/homeLoading', 'home-loading');
    await clientsList.release();
    await expect(page).toHaveURL(/\/home\/environments$/);

    // The launch's own pages, each reached through the scenario that leads there.
    for (const step of LAUNCH_PAGES) {
      await signInByApi(page, { ...step.who, scenario: step.scenario, origin });
      await expect(page).toHaveURL(/\/home\/environments$/);
      await page.getByRole('button', { name: `Launch ${step.environment}`, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${step.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: step.heading })).toBeVisible();
      await checkAtEachWidth(step.path, step.path.slice(1));
    }

    await checkVirtualizerChoice(page, origin, checkAtEachWidth);
    await checkSingleClientLaunch(page, context, origin, checkAtEachWidth);

    // /logout passes straight through to the sign-in page: its call to the server is held so
    // the page shown meanwhile can be checked, then the sign-in page it leads to.
    const logoutCall = await holdCalls(page, '**/trpc/auth.logout**');
    await page.goto(`${origin}/logout`);
    await expect(page.getByRole('heading', { level: 1, name: 'Signing out' })).toBeVisible();
    await checkAtEachWidth('/logout', 'logout');
    await logoutCall.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await checkAtEachWidth('the sign-in page after /logout', 'after-logout');
  });
}

type CheckAtEachWidth = (where: string, step: string) => Promise<void>;

/**
 * /virtualizerChoice with a real choice behind it: launch/tsplus-all's Globex Apps offers the
 * browser or this computer. On desktop Linux the portal does not ask: the page says Windows by
 * every hint (the user agent's client hints already do; navigator.platform would say Linux).
 */
async function checkVirtualizerChoice(page: Page, origin: string, check: CheckAtEachWidth): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'Win32' });
  });
  await signInByApi(page, { ...LAUNCHER, scenario: 'launch/tsplus-all', origin });
  await expect(page).toHaveURL(/\/home\/environments$/);
  await page.getByRole('button', { name: 'Launch Globex Apps', exact: true }).click();
  await expect(page).toHaveURL(/\/virtualizerChoice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose how to connect' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'In the browser' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'On this computer' })).toBeVisible();
  await check('/virtualizerChoice', 'virtualizerChoice-offered');
}

/**
 * /launching/1: clients/one-client's only client launches by itself after the sign-in. Its start
 * is held to check the launching phase, then the session window opens (served here, not the
 * instance's) and the page says so.
 */
async function checkSingleClientLaunch(
  page: Page,
  context: BrowserContext,
  origin: string,
  check: CheckAtEachWidth,
): Promise<void> {
  await context.route('https://erp.acme.example:8443/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>TSplus session</title>' }),
  );
  const start = await holdCalls(page, '**/trpc/launch.start**');
  await signInThroughForm(page, origin, 'clients/one-client', SOLO);
  await expect(page).toHaveURL(/\/launching\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Launching your session' })).toBeVisible();
  await check('/launching/1 (launching)', 'launching-1-launching');
  const popupOpened = page.waitForEvent('popup');
  await start.release();
  const popup = await popupOpened;
  await expect(page.getByRole('heading', { level: 1, name: 'Session opened in a new window' })).toBeVisible();
  await popup.close();
  await check('/launching/1 (opened)', 'launching-1-opened');
}
