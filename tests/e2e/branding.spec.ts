import type { Page } from '@playwright/test';
import { customerOrigin, SAMPLE_CUSTOMERS } from './customers';
import { expect, test } from './fixtures';
import { keepScreenshot } from './page-checks';
import { submitLogin } from './portal';
import { picker } from './sim-picker/picker-page';

// Branding by host (spec section 7, issue 9): each sample customer of the simulator on its own
// address. Simulator mode only (playwright.config.ts): proxy mode never serves the samples, which
// apps/gateway/src/http/sample-branding.test.ts proves.

/**
 * The customer's config as its own host serves it, fetched by the page: Node (and so the request
 * fixture and page.request) cannot resolve *.localhost.
 */
const configOf = (page: Page, label: string): Promise<Record<string, unknown>> =>
  page.evaluate(async (path) => (await fetch(path)).json(), `/clients/${label}/config.json`);
const contentTypeOf = (page: Page, path: string): Promise<string | null> =>
  page.evaluate(async (url) => (await fetch(url)).headers.get('content-type'), path);

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

for (const customer of SAMPLE_CUSTOMERS) {
  test(`${customer.title}: its own title, logo, favicon, colours and legal links`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const origin = customerOrigin(customer, baseURL);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${origin}/?lng=en-US`);
    const config = await configOf(page, customer.label);
    await expect(page).toHaveTitle(`Sign in · ${customer.title}`);

    const logo = page.locator('.auth-top-bar img.logo');
    await expect(logo).toHaveAttribute('src', String(config.logoUrl));
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', String(config.favicon));
    expect(await contentTypeOf(page, String(config.favicon))).toBe('image/svg+xml');

    const button = page.getByRole('button', { name: 'Sign in', exact: true });
    const background = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
    const text = await button.evaluate((el) => getComputedStyle(el).color);
    const logoBar = await page
      .locator('.auth-logo-area')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe(rgb(String(config.appColor)));
    expect(logoBar).toBe(rgb(String(config.logoBackgroundColor)));
    // Computed, not assumed: dark text on the light teal of Globex, white on the others.
    expect(text).toBe(customer.label === 'globex' ? 'rgb(23, 26, 28)' : 'rgb(255, 255, 255)');

    for (const [name, field] of [
      ['Terms and conditions', 'termsUrl'],
      ['Privacy policy', 'privacyUrl'],
    ] as const) {
      const link = page.getByRole('link', { name: new RegExp(name) });
      await expect(link).toHaveAttribute('href', String(config[field]));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await keepScreenshot(page, testInfo, `branding-${customer.label}-1280`);
    await page.setViewportSize({ width: 375, height: 760 });
    await keepScreenshot(page, testInfo, `branding-${customer.label}-375`);
  });
}

test('each customer looks different: three distinct sign-in button colours', async ({ page, baseURL }) => {
  const seen = new Set<string>();
  for (const customer of SAMPLE_CUSTOMERS) {
    await page.goto(`${customerOrigin(customer, baseURL)}/?lng=en-US`);
    const button = page.getByRole('button', { name: 'Sign in', exact: true });
    seen.add(await button.evaluate((el) => getComputedStyle(el).backgroundColor));
  }
  expect(seen.size).toBe(SAMPLE_CUSTOMERS.length);
});

test("the side panel shows the customer's texts, falling back to pt-BR where it has no translation", async ({
  page,
  baseURL,
}) => {
  await page.goto(`${customerOrigin({ label: 'acme' }, baseURL)}/?lng=es`);
  await expect(page.locator('.login-side-header')).toHaveText('Bienvenido a Acme Cloud');
  await expect(page.locator('.login-side-header')).toHaveCSS('font-size', '48px');
  // Initech gives its texts in pt-BR only.
  await page.goto(`${customerOrigin({ label: 'initech' }, baseURL)}/?lng=en-US`);
  await expect(page.locator('.login-side-header')).toHaveText('Portal Initech');
  await expect(page.locator('.login-side-header')).toHaveCSS('font-size', '40px');
});

test('the plain localhost address shows the base portal with its legal links', async ({ page }) => {
  await page.goto('/?lng=en-US');
  await expect(page).toHaveTitle('Sign in · Cloud Access Portal');
  await expect(page.getByRole('link', { name: /Terms and conditions/ })).toHaveAttribute('target', '_blank');
});

test("the QA picker opens the scenario on a customer's address", async ({ page, baseURL }) => {
  await page.goto('/?scenario=default&lng=en-US');
  const dialog = await picker(page).open();
  const link = dialog.getByRole('link', { name: /Acme Cloud/ });
  const acme = customerOrigin({ label: 'acme' }, baseURL);
  await expect(link).toHaveAttribute('href', `${acme}/?scenario=default&fresh=1`);
  await expect(dialog.getByText(/Signing in starts again there/)).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`^${acme.replace(/\./g, '\\.')}/`));
  await expect(page).toHaveTitle(/Acme Cloud/);
});

test("signed in on Acme's address, the bell lists Acme's news (showNews) and the shell wears its colours", async ({
  page,
  baseURL,
}) => {
  const origin = customerOrigin({ label: 'acme' }, baseURL);
  await page.goto(`${origin}/?scenario=default&lng=en-US`);
  await submitLogin(page);
  await expect(page).toHaveURL(`${origin}/home/environments`);
  await expect(page).toHaveTitle(/Acme Cloud$/);
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('menuitem', { name: /New engineering machines/ })).toBeVisible();
  const bar = page.locator('header').first();
  await expect(bar).toHaveCSS('background-color', rgb('#FFFFFF'));
});

test('a customer directory (activeDirectoryType) asks for the directory account', async ({
  page,
  baseURL,
}) => {
  await page.goto(`${customerOrigin({ label: 'globex' }, baseURL)}/?lng=en-US`);
  await expect(
    page.getByText("Use the e-mail and password of your organisation's directory account."),
  ).toBeVisible();
  await page.goto(`${customerOrigin({ label: 'acme' }, baseURL)}/?lng=en-US`);
  await expect(page.getByText('Use your e-mail and password to access your environments.')).toBeVisible();
});
