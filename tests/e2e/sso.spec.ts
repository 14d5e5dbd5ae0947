import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { catalogueMessage } from './demo-account';
import { expectNoAxeViolations } from './page-checks';

// Single sign-on end to end through the simulator's identity-provider page (scenarios/sso/*.yaml),
// in simulator mode (?scenario= picks the world); proxy mode's own run is federated-proxy.spec.ts.

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

/** The web app's message for a single-sign-on return this browser did not start. */
function notStartedHereMessage(language: 'en-US' | 'pt-BR' | 'es'): string {
  const file = fileURLToPath(new URL(`../../apps/web/src/i18n/locales/${language}.json`, import.meta.url));
  const ui = JSON.parse(readFileSync(file, 'utf8')) as { upstream: { ssoNotStartedHere: string } };
  return ui.upstream.ssoNotStartedHere;
}

/**
 * Chooses the user on the simulated identity provider and keeps the return link it answers with
 * instead of following it (what an attacker does with their own sign-in).
 */
async function heldReturnPath(page: Page): Promise<string> {
  let link = '';
  await page.route('**/__sim/pages/idp*', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    link = new URL(response.headers().location ?? '', page.url()).href;
    return route.fulfill({ contentType: 'text/html', body: '<title>held</title><main>held</main>' });
  });
  await page.getByRole('radio', { name: new RegExp(SSO_USER) }).check();
  await page.getByRole('button', { name: 'Sign in as the chosen user' }).click();
  await expect.poll(() => link).toMatch(/\/login\/sso\/.+/);
  return new URL(link).pathname;
}

// Issue 21 (login CSRF): the link the identity provider returns signs in only the browser that
// started the single sign-on.
test("login CSRF: the attacker's single-sign-on link leaves a victim's browser signed out", async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers
  // The attacker starts a sign-in for their own account and keeps the return link instead of
  // following it.
  await startSso(page);
  const path = await heldReturnPath(page);

  // The victim: a fresh browser on the same upstream (the attacker's simulator world, as a real
  // deployment has one upstream), with no cookie of the portal.
  const world = (await page.context().cookies()).filter((c) => c.name.startsWith('sim_'));
  const victim = await browser.newContext({ locale: 'en-US' });
  try {
    await victim.addCookies(world);
    const victimPage = await victim.newPage();
    await victimPage.goto(`${path}?lng=en-US`);
    await expect(victimPage).toHaveURL(/\/sso$/);
    await expect(alertSaying(victimPage, notStartedHereMessage('en-US'))).toBeVisible();
    // Signed in as nobody: the environments send the victim to the sign-in page.
    await victimPage.goto('/home/environments');
    await expect(victimPage).toHaveURL(/\/$/);
    await expect(victimPage.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  } finally {
    await victim.close();
  }

  // The same link in the browser that started the sign-in still signs in: the token was good.
  await page.unroute('**/__sim/pages/idp*');
  await page.goto(path);
  await expect(page).toHaveURL(/\/home\/environments$/);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
  // Reloaded after its sign-in, the return page keeps the session.
  await page.goto(path);
  await expect(page).toHaveURL(/\/home\/environments$/);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
});

test('login CSRF in two tabs: the return opened in another tab of the browser that started the sign-in is refused', async ({
  page,
  context,
}) => {
  // An attacker's page opens the portal's /sso/ACME in a popup (which starts a single sign-on and
  // sets the browser's binding cookie), then sends its own tab to its /login/sso/{token} link.
  await startSso(page);
  const path = await heldReturnPath(page);
  const otherTab = await context.newPage();
  await otherTab.goto(`${path}?lng=en-US`);
  await expect(otherTab).toHaveURL(/\/sso$/);
  await expect(alertSaying(otherTab, notStartedHereMessage('en-US'))).toBeVisible();
  await otherTab.goto('/home/environments');
  await expect(otherTab.getByRole('heading', { name: 'Sign in' })).toBeVisible();
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

  // A fixed token of the scenario, in a browser that has just started a single sign-on.
  await page.goto('/sso/ACME');
  await expect(page).toHaveURL(/\/__sim\/pages\/idp\?request=/);
  await page.goto('/login/sso/sso-fixed-user');
  await expect(page).toHaveURL(/\/home\/environments$/);
  await page.goto('/ssoLogout');
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, '/ssoLogout');
});
