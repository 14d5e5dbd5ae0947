import { expect, type Page, test } from '@playwright/test';
import { catalogueMessage } from './demo-account';
import { expectNoAxeViolations } from './page-checks';

// Single sign-on end to end through the simulator's identity-provider page (scenarios/sso/*.yaml).
// Simulator mode only: proxy mode keeps its allow-list, which lists no simulator (playwright.config.ts).

const SSO_USER = 'sso@example.com';

async function startSso(page: Page, lng = 'en-US'): Promise<void> {
  await page.goto(`/?scenario=sso/sign-in&fresh=1&lng=${lng}`);
  await page.getByRole('link', { name: /single sign-on|login único/i }).click();
  await expect(page).toHaveURL(/\/sso$/);
  await page.getByLabel(/^(Environment code|Código do ambiente)/).fill('ACME');
  await page
    .getByRole('button', { name: 'Continue' })
    .or(page.getByRole('button', { name: 'Continuar' }))
    .click();
  await expect(page).toHaveURL(/\/__sim\/pages\/idp\?request=/);
  await expect(page.getByRole('heading', { name: 'Identity provider (simulated)' })).toBeVisible();
}

const alertSaying = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function signInAsSsoUser(page: Page): Promise<void> {
  await startSso(page);
  await page.getByRole('radio', { name: new RegExp(SSO_USER) }).check();
  await page.getByRole('button', { name: 'Sign in as the chosen user' }).click();
  await expect(page).toHaveURL(/\/home\/environments$/);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
}

test('choosing the user on the identity provider opens the environments', async ({ page }) => {
  await signInAsSsoUser(page);
});

test('an error of the identity provider comes back to /sso with its message, in two languages', async ({
  page,
}) => {
  await startSso(page);
  await page.getByLabel(/Or answer with an error/).selectOption('SSO_GROUP_FORBIDDEN');
  await page.getByRole('button', { name: 'Return with the error' }).click();
  await expect(page).toHaveURL(/\/sso$/);
  await expect(alertSaying(page, catalogueMessage('en-US', 'SSO_GROUP_FORBIDDEN'))).toBeVisible();

  await startSso(page, 'pt-BR');
  await page.getByLabel(/Or answer with an error/).selectOption('ACS_PROCESS_ASSERTION_ERROR');
  await page.getByRole('button', { name: 'Return with the error' }).click();
  await expect(page).toHaveURL(/\/sso$/);
  await expect(alertSaying(page, catalogueMessage('pt-BR', 'ACS_PROCESS_ASSERTION_ERROR'))).toBeVisible();
});

test('a user of another domain is refused with SSO_USER_NOT_PERMITTED', async ({ page }) => {
  await startSso(page);
  await page.getByRole('radio', { name: /demo@example\.com/ }).check();
  await page.getByRole('button', { name: 'Sign in as the chosen user' }).click();
  await expect(page).toHaveURL(/\/sso$/);
  await expect(alertSaying(page, catalogueMessage('en-US', 'SSO_USER_NOT_PERMITTED'))).toBeVisible();
});

test('the status SSO_FORCE_USER_LOGOUT logs the user out', async ({ page }) => {
  await startSso(page);
  await page.getByRole('radio', { name: new RegExp(SSO_USER) }).check();
  await page.getByLabel('Status SSO_FORCE_USER_LOGOUT').check();
  await page.getByRole('button', { name: 'Sign in as the chosen user' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('an unknown environment code stays on /sso with IDP_NOT_FOUND', async ({ page }) => {
  await page.goto('/sso?scenario=sso/sign-in&fresh=1&lng=en-US');
  await page.getByLabel(/^Environment code/).fill('NOPE');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(alertSaying(page, catalogueMessage('en-US', 'IDP_NOT_FOUND'))).toBeVisible();
  await expect(page).toHaveURL(/\/sso(\?|$)/);
});

test('logging out goes through the identity provider to /ssoLogout and its 15-second countdown', async ({
  page,
}) => {
  test.slow();
  await page.clock.install();
  await signInAsSsoUser(page);
  await page.getByRole('button', { name: /Log out/ }).click();
  await expect(page).toHaveURL(/\/ssoLogout$/, { timeout: 30_000 });
  await expect(
    page.getByRole('status').filter({ hasText: 'You have been signed out of single sign-on.' }),
  ).toBeVisible();
  // The clock keeps running on its own, so a slow moment may already have taken a second or two.
  const countdown = page.getByText(/You will be taken to the sign-in page in \d+ seconds?\./);
  await expect(countdown).toHaveText(/in 1[2-5] seconds/);
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(countdown).toHaveText(/in ([7-9]|10) seconds/);
  await page.clock.runFor(10_500);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // The session is gone.
  await page.goto('/home/environments');
  await expect(page).toHaveURL(/\/$/);
});

test('axe finds nothing on the single-sign-on screens at 375 px', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 760 });
  await startSso(page);
  await expectNoAxeViolations(page, 'the identity provider step');
  await page.goto('/sso');
  await expect(page.getByRole('heading', { name: 'Corporate single sign-on' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Required Field!')).toBeVisible();
  await expectNoAxeViolations(page, '/sso with a field error');

  await page.goto('/login/sso/sso-fixed-user');
  await expect(page).toHaveURL(/\/home\/environments$/);
  await page.goto('/ssoLogout');
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, '/ssoLogout');
});
