import type { Page } from '@playwright/test';
import { catalogueMessage } from './demo-account';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './page-checks';

// The Duo-style push end to end through the simulator's own Duo page (scenarios/duo/push.yaml).
// Simulator mode (?scenario= picks the world); proxy mode's own run is federated-proxy.spec.ts.

const DUO_USER = { email: 'duo@example.com', password: 'Duo@Portal2026' };

async function signInToDuo(page: Page, lng = 'en-US'): Promise<void> {
  await page.goto(`/?scenario=duo/push&fresh=1&lng=${lng}`);
  await page.getByLabel(/^E-mail/).fill(DUO_USER.email);
  await page.getByLabel(/^(Password|Senha)/).fill(DUO_USER.password);
  await page.getByRole('button', { name: /^(Sign in|Entrar)$/ }).click();
  await expect(page).toHaveURL(/\/__sim\/pages\/duo\?state=/);
  await expect(page.getByRole('heading', { name: 'Duo push (simulated)' })).toBeVisible();
  await expect(page.getByText(DUO_USER.email)).toBeVisible();
}

const alertSaying = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('approving the push on the Duo page opens the environments', async ({ page }) => {
  await signInToDuo(page);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/home\/environments$/);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
});

test('leaving the Duo page for the environments does not skip the push', async ({ page }) => {
  await signInToDuo(page);
  await page.goto('/home/environments');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('denying the push returns to the login page with DUO_ERROR_TO_AUTHENTICATE, in two languages', async ({
  page,
}) => {
  await signInToDuo(page);
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(alertSaying(page, catalogueMessage('en-US', 'DUO_ERROR_TO_AUTHENTICATE'))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The half-finished sign-in is gone: the environments need a new one.
  await page.goto('/home/environments');
  await expect(page).toHaveURL(/\/$/);

  await signInToDuo(page, 'pt-BR');
  await page.getByRole('button', { name: 'Let it time out' }).click();
  await expect(alertSaying(page, catalogueMessage('pt-BR', 'DUO_ERROR_TO_AUTHENTICATE'))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a Duo return this browser did not start gives DUO_STATE_MISMATCH', async ({ page, browser }) => {
  test.slow(); // two browsers
  await signInToDuo(page);
  // Answer the push, but keep the address the Duo page returns to instead of following it here.
  let callback = '';
  await page.route('**/__sim/pages/duo*', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    callback = new URL(response.headers().location ?? '', page.url()).href;
    return route.fulfill({ contentType: 'text/html', body: '<title>held</title><main>held</main>' });
  });
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect.poll(() => callback).toContain('/login/duo-callback/?state=');

  const other = await browser.newContext({ locale: 'en-US' });
  try {
    const otherPage = await other.newPage();
    await otherPage.goto(`${new URL(callback).pathname}${new URL(callback).search}&lng=en-US`);
    await expect(alertSaying(otherPage, catalogueMessage('en-US', 'DUO_STATE_MISMATCH'))).toBeVisible();
    await expect(otherPage).toHaveURL(/\/$/);
  } finally {
    await other.close();
  }

  // In this browser a changed state is refused the same way.
  const forged = new URL(callback);
  forged.searchParams.set('state', 'another-state');
  await page.goto(`${forged.pathname}${forged.search}&lng=pt-BR`);
  await expect(alertSaying(page, catalogueMessage('pt-BR', 'DUO_STATE_MISMATCH'))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('axe finds nothing on the Duo page and the Duo return at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await signInToDuo(page);
  await expectNoAxeViolations(page, 'the Duo page');
  // Hold the gateway's answer so the return page's progress can be checked.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/trpc/federated.duoReturn**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Second factor confirmation' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Confirming your Duo approval…' })).toBeVisible();
  await expectNoAxeViolations(page, 'the Duo return');
  release();
  await expect(page).toHaveURL(/\/home\/environments$/);
});
