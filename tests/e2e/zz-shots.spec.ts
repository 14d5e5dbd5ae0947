import { expect, test } from '@playwright/test';

for (const width of [375, 1280]) {
  test(`shots ${width}`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: width === 375 ? 760 : 800 });
    const shot = (dir: string, name: string) =>
      page.screenshot({ path: `/work/shots/${dir}/${name}-${width}.png`, fullPage: true });
    await page.goto('/?scenario=duo/push&fresh=1&lng=en-US');
    await page.getByLabel(/^E-mail/).fill('duo@example.com');
    await page.getByLabel(/^Password/).fill('Duo@Portal2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Duo push (simulated)' })).toBeVisible();
    await shot('duo', 'duo-page');
    await page.route('**/trpc/federated.duoReturn**', () => new Promise(() => {}));
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: 'Second factor confirmation' })).toBeVisible();
    await shot('duo', 'duo-callback');
    await page.unroute('**/trpc/federated.duoReturn**');
    await page.goto('/login/duo-callback/?state=x&duo_code=y');
    await expect(page.getByRole('alert')).toBeVisible();
    await shot('duo', 'duo-mismatch-login');

    await page.goto('/sso?scenario=sso/sign-in&fresh=1');
    await expect(page.getByRole('heading', { name: 'Corporate single sign-on' })).toBeVisible();
    await shot('sso', 'sso-form');
    await page.getByLabel(/^Environment code/).fill('NOPE');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await shot('sso', 'sso-form-error');
    await page.getByLabel(/^Environment code/).fill('ACME');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Identity provider (simulated)' })).toBeVisible();
    await shot('sso', 'idp-page');
    await page.route('**/trpc/federated.ssoReturn**', () => new Promise(() => {}));
    await page.getByRole('button', { name: 'Sign in as the chosen user' }).click();
    await expect(page.getByRole('heading', { name: 'Returning from single sign-on' })).toBeVisible();
    await shot('sso', 'sso-return');
    await page.unroute('**/trpc/federated.ssoReturn**');
    await page.goto('/login/sso/sso-fixed-user');
    await expect(page).toHaveURL(/environments/);
    await page.goto('/ssoLogout');
    await expect(
      page.getByRole('heading', { name: 'Signed out at the identity provider (simulated)' }),
    ).toBeVisible();
    await shot('sso', 'idp-logout');
    await expect(page.getByRole('link', { name: 'Go to sign in' })).toBeVisible({ timeout: 20_000 });
    await shot('sso', 'sso-logout');
  });
}
