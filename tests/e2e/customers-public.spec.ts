import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { customerOrigin, SAMPLE_CUSTOMERS } from './customers';
import { DEMO } from './demo-account';
import { expectNoAxeViolations, keepScreenshot } from './page-checks';

// The public screens (spec section 2) for each sample customer and the base branding, on a desktop
// and on a phone: the authentication layout's sizes and landmarks, axe on every public route the
// simulator reaches, and a full-page screenshot of each. One test per customer × width walks the
// routes, so the matrix costs eight tests. Simulator mode only (scenario worlds).

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 760 },
] as const;

const SITES = [{ label: 'base' }, ...SAMPLE_CUSTOMERS] as const;

/** Accounts of scenarios/mfa/totp.yaml and scenarios/device/admin-pin.yaml. */
const TOTP_USER = { email: 'totp@example.com', password: 'Totp@Portal2026' };
const ENROL_USER = { email: 'enrol@example.com', password: 'Enrol@Portal2026' };
const DEVICE_USER = { email: 'device@example.com', password: 'Device@Portal2026' };
const EXPIRING_USER = { email: 'soon@example.com', password: 'Soon@Portal2026' };
/** launch/restricted-ip: one client, so the sign-in launches it and lands on /accessRestricted. */
const RESTRICTED_USER = { email: 'office-solo@example.com', password: 'Office@Portal2026' };

/** Public routes reached by address alone, with the heading each shows in English. */
/** `settles`: the pathname a route moves on to by itself; checked there, not in mid-navigation. */
const DIRECT_ROUTES: ReadonlyArray<{ name: string; path: string; settles?: RegExp }> = [
  { name: 'sso', path: '/sso' },
  { name: 'forgot-password', path: '/forgotPassword' },
  { name: 'change-password', path: '/changePassword' },
  { name: 'register-link', path: '/register/00000000-0000-4000-8000-000000000000/not-a-token' },
  // An unknown token goes back to the sign-in page with the catalogue's message.
  { name: 'sso-return', path: '/login/sso/not-a-token', settles: /^\/$/ },
  { name: 'duo-callback', path: '/login/duo-callback' },
  { name: 'sso-logout', path: '/ssoLogout' },
  { name: 'not-found', path: '/404' },
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

/** A screen of the authentication layout: one h1, landmarks for everything, axe clean, a screenshot. */
async function checkScreen(page: Page, testInfo: TestInfo, shot: string): Promise<void> {
  await test.step(shot, () => checkScreenNow(page, testInfo, shot));
}

async function checkScreenNow(page: Page, testInfo: TestInfo, shot: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await contentOutsideLandmarks(page), `content outside landmarks on ${shot}`).toEqual([]);
  await expectNoAxeViolations(page, shot);
  await keepScreenshot(page, testInfo, shot);
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

for (const site of SITES) {
  for (const viewport of WIDTHS) {
    test(`${site.label} public screens at ${viewport.width} px: sizes, landmarks, axe, screenshots`, async ({
      page,
      baseURL,
    }, testInfo) => {
      test.slow();
      await page.setViewportSize(viewport);
      const origin = site.label === 'base' ? new URL(baseURL ?? '').origin : customerOrigin(site, baseURL);
      const tag = (name: string) => `${site.label}-${viewport.width}-${name}`;

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
      await expectLayoutSizes(page, viewport.width);
      await checkScreen(page, testInfo, tag('login'));
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
      await checkScreen(page, testInfo, tag('login-error'));

      for (const route of DIRECT_ROUTES) {
        await page.goto(`${origin}${route.path}?lng=en-US`);
        const { settles } = route;
        if (settles) await expect(page).toHaveURL((url) => settles.test(url.pathname));
        await checkScreen(page, testInfo, tag(route.name));
      }

      // A password that expires soon leads to /password/expired.
      await signInAs(page, origin, 'password/expiry', EXPIRING_USER);
      await expect(page).toHaveURL(/\/password\/expired$/);
      await checkScreen(page, testInfo, tag('password-expired'));

      // An address outside the allowed ones leads to /accessRestricted.
      await signInAs(page, origin, 'launch/restricted-ip', RESTRICTED_USER);
      await expect(page).toHaveURL(/\/accessRestricted$/);
      await checkScreen(page, testInfo, tag('access-restricted'));

      // The no-header signed-in pages, through the scenarios that lead there.
      await signInAs(page, origin, 'mfa/totp', TOTP_USER);
      await expect(page).toHaveURL(/\/requiredMFA$/);
      await checkScreen(page, testInfo, tag('required-mfa'));
      await signInAs(page, origin, 'mfa/totp', ENROL_USER);
      await expect(page).toHaveURL(/\/configurationMFA$/);
      await checkScreen(page, testInfo, tag('configuration-mfa'));
      await signInAs(page, origin, 'device/admin-pin', DEVICE_USER);
      await expect(page).toHaveURL(/\/deviceValidation$/);
      await checkScreen(page, testInfo, tag('device-validation'));
    });
  }
}
