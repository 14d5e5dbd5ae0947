import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { atEachWidth, MATRIX_SITES, MATRIX_VIEWPORTS, type MatrixViewport, siteOrigin } from './customers';
import { DEMO } from './demo-account';
import { holdCalls } from './hold-calls';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsOnCopy,
  expectNoSidewaysScroll,
  keepScreenshot,
  runClockUntilPath,
} from './page-checks';

// The public screens (spec section 2) on a desktop and on a phone: the authentication layout's
// sizes and landmarks, axe, and a full-page screenshot of each. The base branding walks every
// public route the simulator reaches, each screen at both widths in turn (a resize, not a second
// sign-in or reload). Each sample customer loads its sign-in page (and its error) at both widths:
// what a customer changes is colours, logo, texts and sizes, which reach every screen through the
// same brand tokens, whose contrast apps/web/src/branding/brand-tokens.test.ts checks for every
// customer and colour pair. Simulator mode only (scenario worlds).

/** Accounts of scenarios/mfa/totp.yaml and scenarios/device/admin-pin.yaml. */
const TOTP_USER = { email: 'totp@example.com', password: 'Totp@Portal2026' };
const ENROL_USER = { email: 'enrol@example.com', password: 'Enrol@Portal2026' };
const DEVICE_USER = { email: 'device@example.com', password: 'Device@Portal2026', pin: '246810' };
const EXPIRING_USER = { email: 'soon@example.com', password: 'Soon@Portal2026' };
/** launch/restricted-ip: one client, so the sign-in launches it and lands on /accessRestricted. */
const RESTRICTED_USER = { email: 'office-solo@example.com', password: 'Office@Portal2026' };

/**
 * Public routes reached by address alone, with the heading each shows in English. The two return
 * pages of the federated sign-ins leave as soon as their call answers: `hold` keeps that call
 * waiting so their own screen is what gets checked (and not whichever page they lead to).
 * `link`: a page that settles after a check of its own shows this link when it has.
 */
const DIRECT_ROUTES: ReadonlyArray<{
  name: string;
  path: string;
  heading: string;
  hold?: string;
  link?: string;
}> = [
  { name: 'sso', path: '/sso', heading: 'Corporate single sign-on' },
  { name: 'forgot-password', path: '/forgotPassword', heading: 'Forgot your password?' },
  { name: 'change-password', path: '/changePassword', heading: 'Change password' },
  {
    name: 'register-link',
    path: '/register/00000000-0000-4000-8000-000000000000/not-a-token',
    heading: 'Set a new password',
  },
  {
    name: 'sso-return',
    path: '/login/sso/not-a-token',
    heading: 'Returning from single sign-on',
    hold: '**/trpc/federated.ssoReturn**',
  },
  {
    name: 'duo-callback',
    path: '/login/duo-callback?state=not-a-state&duo_code=not-a-code',
    heading: 'Second factor confirmation',
    hold: '**/trpc/federated.duoReturn**',
  },
  { name: 'sso-logout', path: '/ssoLogout', heading: 'You are signed out', link: 'Go to sign in' },
  { name: 'not-found', path: '/404', heading: 'Page not found' },
];

/** Every element that shows something sits in a landmark (the skip link excepted: it leads to one). */
async function contentOutsideLandmarks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const landmarks =
      'header, main, footer, nav, aside, [role="banner"], [role="main"], [role="contentinfo"], [role="navigation"], [role="dialog"], [role="alertdialog"], [role="complementary"], [role="region"], section[aria-label], section[aria-labelledby]';
    const shows = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const leaves = Array.from(
      document.body.querySelectorAll('img, svg, a, button, input, p, h1, h2, h3, span, label'),
    );
    return leaves
      .filter((el) => shows(el) && !el.closest(landmarks) && !el.closest('.skip-link, .grecaptcha-badge'))
      .filter((el) => !(el.parentElement?.closest('svg') && el.tagName !== 'svg'))
      .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`);
  });
}

async function signInAs(
  page: Page,
  origin: string,
  scenario: string,
  who: { email: string; password: string },
) {
  await page.goto(`${origin}/?scenario=${scenario}&fresh=1&lng=en-US`);
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.locator('form button[type="submit"]').click();
}

/**
 * A screen of the authentication layout: one h1, landmarks for everything, axe clean, a screenshot.
 * `axe: 'elsewhere'` for a page held on a paused clock, whose axe runs on a copy (see below).
 */
async function checkScreen(
  page: Page,
  testInfo: TestInfo,
  shot: string,
  axe: 'live' | 'elsewhere' = 'live',
): Promise<void> {
  await test.step(shot, async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await contentOutsideLandmarks(page), `content outside landmarks on ${shot}`).toEqual([]);
    if (axe === 'live') await expectNoAxeViolations(page, shot);
    await expectNoSidewaysScroll(page, shot);
    await keepScreenshot(page, testInfo, shot);
  });
}

/** Closes the toasts; a form's own error stays in the form until the next attempt (issue 22). */
async function closeAlerts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Close message' });
  while ((await close.count()) > 0) await close.first().click();
  await expect(page.getByRole('region', { name: 'Messages' }).getByRole('alert')).toHaveCount(0);
}

async function expectLayoutSizes(page: Page, width: number): Promise<void> {
  const mobile = width < 960;
  const banner = page.getByRole('banner');
  await expect(banner).toHaveCount(1);
  const footerLogo = page.getByRole('contentinfo').locator('img, svg').first();
  const legal = page.getByRole('navigation', { name: 'Legal information' });
  if (!mobile) {
    const bar = await banner.boundingBox();
    expect(bar?.height).toBe(56);
    const logoArea = await banner.getByRole('link').first().boundingBox();
    expect(logoArea?.width).toBe(250);
    expect(logoArea?.height).toBe(56);
    await expect(banner.getByRole('button', { name: /Change language/ })).toBeVisible();
    const column = await page.locator('.auth-column').first().boundingBox();
    expect(column?.width).toBe(400);
    if ((await legal.count()) > 0) {
      // Side by side on a desktop.
      const [logoBox, legalBox] = [await footerLogo.boundingBox(), await legal.boundingBox()];
      expect(Math.abs((logoBox?.y ?? 0) - (legalBox?.y ?? 0))).toBeLessThan(24);
    }
  } else {
    // The phone's bar: a logo that leads home, and the language menu.
    await expect(banner.getByRole('link')).toBeVisible();
    await expect(banner.getByRole('button', { name: /Change language/ })).toBeVisible();
    const column = await page.locator('.auth-column').first().boundingBox();
    expect(column?.width).toBeLessThanOrEqual(width);
    if ((await legal.count()) > 0) {
      // The legal links move below the footer logo.
      const [logoBox, legalBox] = [await footerLogo.boundingBox(), await legal.boundingBox()];
      expect(legalBox?.y ?? 0).toBeGreaterThanOrEqual((logoBox?.y ?? 0) + (logoBox?.height ?? 0));
    }
  }
  // The legal links open in a new tab when they lead away, and say so.
  for (const link of await legal.getByRole('link').all()) {
    const href = (await link.getAttribute('href')) ?? '';
    if (new URL(href, page.url()).origin !== new URL(page.url()).origin) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAccessibleName(/opens in a new tab/i);
    }
  }
}

for (const site of MATRIX_SITES) {
  const walk = site.label === 'base' ? 'every public screen' : 'the sign-in page';
  test(`${site.label}: ${walk} at 1280 and 375 px: sizes, landmarks, axe, screenshots`, async ({
    page,
    baseURL,
    browser,
  }, testInfo) => {
    // The base walk: some forty screens at two widths, each with axe and a screenshot.
    test.setTimeout(site.label === 'base' ? 300_000 : 120_000);
    const origin = siteOrigin(site, baseURL);
    const tag = (viewport: MatrixViewport, name: string) => `${site.label}-${viewport.width}-${name}`;
    const checkAtEachWidth = (name: string) =>
      atEachWidth(page, (viewport) => checkScreen(page, testInfo, tag(viewport, name)));

    // The login page, its sizes, and its error path: the alert is announced, focus shows.
    await page.goto(`${origin}/?scenario=default&fresh=1&lng=en-US`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    // The page background: section 9's default #F4F6F8, or the customer's pageBackgroundColor.
    const pageBackground = await page.evaluate(async () => {
      const config = (await (await fetch('/config.json')).json()) as { pageBackgroundColor?: string };
      const own = window.location.hostname.split('.')[0];
      const client = await fetch(`/clients/${own}/config.json`);
      const chosen = client.ok ? ((await client.json()) as { pageBackgroundColor?: string }) : config;
      return chosen.pageBackgroundColor ?? '#F4F6F8';
    });
    const hex = Number.parseInt(pageBackground.slice(1), 16);
    await expect(page.locator('.auth-layout')).toHaveCSS(
      'background-color',
      `rgb(${(hex >> 16) & 255}, ${(hex >> 8) & 255}, ${hex & 255})`,
    );
    if (site.label === 'base') expect(pageBackground.toUpperCase()).toBe('#F4F6F8');
    // Each width gets its own wrong password (the scenario allows five): the error in the form
    // is checked as it appears at that width.
    await atEachWidth(page, async (viewport) => {
      await expectLayoutSizes(page, viewport.width);
      await checkScreen(page, testInfo, tag(viewport, 'login'));
      await page.getByLabel('E-mail').fill(DEMO.email);
      await page.getByLabel(/^Password/).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      // From the password field, Tab reaches the next control (show password): its ring shows.
      await page.getByLabel(/^Password/).focus();
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const active = document.activeElement as Element;
        const style = getComputedStyle(active);
        return {
          tag: active.tagName,
          style: style.outlineStyle,
          width: Number.parseFloat(style.outlineWidth),
        };
      });
      expect(outline.tag).not.toBe('BODY');
      expect(outline.style).not.toBe('none');
      expect(outline.width).toBeGreaterThanOrEqual(2);
      await checkScreen(page, testInfo, tag(viewport, 'login-error'));
      await closeAlerts(page);
    });
    if (site.label !== 'base') return;

    for (const route of DIRECT_ROUTES) {
      const held = route.hold === undefined ? undefined : await holdCalls(page, route.hold);
      const query = route.path.includes('?') ? '&lng=en-US' : '?lng=en-US';
      await page.goto(`${origin}${route.path}${query}`);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      if (route.link !== undefined) await expect(page.getByRole('link', { name: route.link })).toBeVisible();
      await checkAtEachWidth(route.name);
      await held?.release();
    }

    // A password that expires soon leads to /password/expired.
    await signInAs(page, origin, 'password/expiry', EXPIRING_USER);
    await expect(page).toHaveURL(/\/password\/expired$/);
    await checkAtEachWidth('password-expired');

    // An address outside the allowed ones leads to /accessRestricted.
    await signInAs(page, origin, 'launch/restricted-ip', RESTRICTED_USER);
    await expect(page).toHaveURL(/\/accessRestricted$/);
    await checkAtEachWidth('access-restricted');

    // The no-header signed-in pages, through the scenarios that lead there.
    await signInAs(page, origin, 'mfa/totp', TOTP_USER);
    await expect(page).toHaveURL(/\/requiredMFA$/);
    await checkAtEachWidth('required-mfa');
    await signInAs(page, origin, 'mfa/totp', ENROL_USER);
    await expect(page).toHaveURL(/\/configurationMFA$/);
    await checkAtEachWidth('configuration-mfa');

    // /validating lasts 3 s (a 2 s spinner, then the success message for 1 s): the page's clock is
    // installed before the sign-in loads the app, and paused before Validate, so each state holds
    // while it is checked at both widths.
    await page.clock.install();
    await signInAs(page, origin, 'device/admin-pin', DEVICE_USER);
    await expect(page).toHaveURL(/\/deviceValidation$/);
    await checkAtEachWidth('device-validation');
    await page.getByRole('button', { name: /^Use a code from my administrator/ }).click();
    await page.getByLabel('Code', { exact: true }).fill(DEVICE_USER.pin);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
    await runClockUntilPath(page, '/validating');
    await expect(page.getByRole('progressbar', { name: 'Validating the device' })).toBeVisible();
    await checkValidatingState(page, testInfo, browser, tag, 'validating');
    // The page mounted at most ~600 ms of page time ago: 2 s on, the spinner has made way.
    await page.clock.runFor(2_000);
    await expect(page.getByText('Device validated successfully.')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await checkValidatingState(page, testInfo, browser, tag, 'validating-done');
    await page.clock.runFor(1_000);
    await expect(page).toHaveURL(/\/home\/environments$/);
  });
}

/** One state of /validating, on a paused clock: the screen at each width, axe on a copy of it. */
async function checkValidatingState(
  page: Page,
  testInfo: TestInfo,
  browser: Browser,
  tag: (viewport: MatrixViewport, name: string) => string,
  name: string,
): Promise<void> {
  await atEachWidth(page, (viewport) => checkScreen(page, testInfo, tag(viewport, name), 'elsewhere'));
  await expectNoAxeViolationsOnCopy(page, browser, `/validating (${name})`, MATRIX_VIEWPORTS);
}
