import { expect, test } from '@playwright/test';
import { catalogueMessage } from './demo-account';

test('an alert shows top-centre and hides itself after 8 seconds', async ({ page }) => {
  // The fake clock goes in before the page loads, so every timer of the app uses it; it is
  // paused before the alert exists, so only runFor moves it and the 8 s are exact on a slow machine.
  // A launch's licence error: an error that answers no form is an alert (a sign-in error stays in
  // its form, errors-stay.spec.ts).
  await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
  await page.goto('/?scenario=no-license&lng=en-US');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail').fill('full@example.com');
  await page.getByLabel(/^Password/).fill('Full@Portal2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const launch = page.getByRole('button', { name: 'Launch ERP Desktop' });
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(launch).toBeVisible({ timeout: 200 });
  }).toPass({ intervals: [0] });
  await page.clock.pauseAt(new Date('2026-01-01T10:00:00Z'));
  await launch.click();

  const alert = page
    .getByRole('alert')
    .filter({ hasText: catalogueMessage('en-US', 'NO_LICENSE_ENVIRONMENT') });
  // The app's own zero-delay timers (query notifications) need the clock to move: step it 50 ms
  // at a time until the alert shows, so its 8 s timer starts at most 50 ms before we count.
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(alert).toBeVisible({ timeout: 200 });
  }).toPass({ intervals: [0] });
  const box = await alert.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('alert or viewport has no size');
  // Below the 56 px top bar (logo and language menu stay visible), still at the top.
  expect(box.y).toBeGreaterThanOrEqual(56);
  expect(box.y).toBeLessThan(100);
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);

  await page.clock.runFor(7_500);
  await expect(alert).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(alert).toBeHidden();
});

// Detection order of spec section 9: query string lng, cookie, local storage, session storage,
// navigator, HTML tag; fallback en-US. Each test starts with empty storage.
test.describe('language detection', () => {
  test('the query string beats the cookie', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18nextLng', value: 'pt-BR', url: baseURL ?? '' }]);
    await page.goto('/?lng=es');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('the cookie beats the browser language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18nextLng', value: 'pt-BR', url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

  test.describe('with a Spanish browser', () => {
    test.use({ locale: 'es-ES' });
    test('the browser language is used when nothing is stored', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    });
  });

  test.describe('with a French browser', () => {
    test.use({ locale: 'fr-FR' });
    test('an unsupported language falls back to en-US', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    });
  });
});
