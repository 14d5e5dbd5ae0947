import { expect, test } from '@playwright/test';
import { DEMO } from './demo-account';
import { expectNoAxeViolations } from './page-checks';
import { launchSessionWindow, submitLogin } from './portal';

test('the gateway answers in the mode its project names', async ({ request }, testInfo) => {
  const health = await request.get('/healthz');
  expect(health.ok()).toBe(true);
  const expected = testInfo.project.name === 'proxy-mode' ? 'proxy' : 'simulator';
  expect((await health.json()).mode).toBe(expected);
});

test('sign in and launch with the keyboard alone', async ({ page, context }) => {
  await page.goto('/?scenario=default&lng=en-US');
  const email = page.getByLabel('E-mail');
  await email.focus();
  await page.keyboard.type(DEMO.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home\/environments$/);

  await context.route('https://erp.acme.example:8443/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>session</title>' }),
  );
  const launch = page.getByRole('button', { name: 'Launch ERP Desktop' });
  // Reach the launch button by tabbing, as a keyboard user would.
  for (let i = 0; i < 30 && !(await launch.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(launch).toBeFocused();
  const popup = await launchSessionWindow(page, () => page.keyboard.press('Enter'));
  expect(popup.url()).toBe('https://erp.acme.example:8443/software/html5.html');
});

test('the login page names its landmarks and inputs', async ({ page, request }) => {
  await page.goto('/?lng=en-US');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: /E-mail/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible();

  // A legal link shows only when the branding gives it an address: no link to a page that is not there.
  const branding = (await (await request.get('/config.json')).json()) as Record<string, unknown>;
  for (const [field, name] of [
    ['termsUrl', /Terms and conditions/],
    ['privacyUrl', /Privacy policy/],
  ] as const) {
    const href = branding[field];
    const link = page.getByRole('link', { name });
    if (typeof href === 'string' && href.trim() !== '') await expect(link).toHaveAttribute('href', href);
    else await expect(link).toHaveCount(0);
  }
});

// The authentication screens are drawn in the portal's own CSS (decision 008): axe checks them,
// contrast included, on a desktop and on a phone, with errors, alerts and the open menu shown.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 760 },
]) {
  test(`axe finds nothing on the sign-in screens and the signed-in home at ${viewport.width} px`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await page.goto('/?scenario=default&lng=en-US');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page, `the sign-in page at ${viewport.width} px`);

    // Field errors and an alert.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Required Field!').first()).toBeVisible();
    await page.getByLabel(/E-mail/).fill(DEMO.email);
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page, `field errors and an alert at ${viewport.width} px`);

    // The language menu, open.
    await page.getByRole('button', { name: /Change language/ }).click();
    await expect(page.getByRole('menuitem', { name: 'English' })).toBeFocused();
    await expectNoAxeViolations(page, `the open language menu at ${viewport.width} px`);
    await page.keyboard.press('Escape');

    await page.goto('/404');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page, `/404 at ${viewport.width} px`);

    await page.goto('/?lng=en-US');
    await submitLogin(page);
    await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
    await expectNoAxeViolations(page, `the signed-in home at ${viewport.width} px`);
  });
}
