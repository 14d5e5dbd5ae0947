import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { catalogueMessage } from './demo-account';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, keepScreenshot } from './page-checks';
import { signOut } from './portal';

/** Accounts of scenarios/mfa/totp.yaml. */
const TOTP_USER = { email: 'totp@example.com', password: 'Totp@Portal2026' };
const ENROL_USER = { email: 'enrol@example.com', password: 'Enrol@Portal2026' };
const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
const STEP_MS = 30_000;

type Language = 'en-US' | 'pt-BR';

/** A fresh world of mfa/totp (a fresh browser context per test) and the sign-in page. */
async function signIn(page: Page, who: { email: string; password: string }, lng: Language = 'en-US') {
  await page.goto(`/?scenario=mfa/totp&lng=${lng}`);
  // By name, not by label: the same steps run in every language.
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.locator('form button[type="submit"]').click();
}

/** The world's clock: codes are computed at the simulator's time, which QA may have moved. */
async function worldNow(page: Page): Promise<number> {
  const reply = await page.request.get('/__sim/worlds/current/clock');
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { nowMs: number }).nowMs;
}

/** What an authenticator app shows for the secret at that time. */
const appCode = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

/** A six-digit code that is none of the three the server accepts now (±1 step). */
async function wrongCode(page: Page): Promise<string> {
  const now = await worldNow(page);
  const valid = new Set([-STEP_MS, 0, STEP_MS].map((offset) => appCode(TOTP_SECRET, now + offset)));
  const code = ['000000', '111111', '222222', '333333'].find((candidate) => !valid.has(candidate));
  if (code === undefined) throw new Error('no wrong code found');
  return code;
}

async function enterCode(page: Page, code: string) {
  await page.locator('input[name="otp"]').fill(code);
  await page.locator('form.mfa-form button[type="submit"]').click();
}

const codeField = (page: Page) => page.getByLabel('Verification code');
const alertSaying = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test.describe('TOTP multi-factor', () => {
  test('enrolment: a real QR and the key show, the code the app computes from the key finishes it', async ({
    page,
    context,
  }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, ENROL_USER);
    await expect(page).toHaveURL(/\/configurationMFA$/);
    await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();

    const qr = page.getByRole('img', {
      name: 'QR code that adds enrol@example.com to your authenticator app',
    });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);

    const key = ((await page.locator('.mfa-secret-text').textContent()) ?? '').replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByRole('button', { name: 'Copy key' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Key copied.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    await enterCode(page, appCode(key, await worldNow(page)));
    await expect(page).toHaveURL(/\/launching\/1$/);

    // Set up now: the next sign-in asks for the code instead of showing the QR again.
    await signOut(page);
    await page.getByLabel('E-mail').fill(ENROL_USER.email);
    await page.getByLabel(/^Password/).fill(ENROL_USER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/requiredMFA$/);
  });

  test('required code: the numeric field, the side panel, and the code of the app signs in', async ({
    page,
  }) => {
    await signIn(page, TOTP_USER);
    await expect(page).toHaveURL(/\/requiredMFA$/);
    await expect(page.getByRole('heading', { name: 'Enter your verification code' })).toBeVisible();
    await expect(page.getByText('Two-step verification', { exact: true })).toBeVisible();
    await expect(codeField(page)).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField(page)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeField(page)).toHaveAttribute('maxlength', '6');

    await enterCode(page, appCode(TOTP_SECRET, await worldNow(page)));
    await expect(page).toHaveURL(/\/launching\/1$/);
  });

  for (const lng of ['en-US', 'pt-BR'] as const) {
    test(`a wrong code shows USER_OTP_INVALID (${lng}) and the code page stays`, async ({ page }) => {
      await signIn(page, TOTP_USER, lng);
      await expect(page).toHaveURL(/\/requiredMFA$/);
      await enterCode(page, await wrongCode(page));
      await expect(alertSaying(page, catalogueMessage(lng, 'USER_OTP_INVALID'))).toBeVisible();
      await expect(page).toHaveURL(/\/requiredMFA$/);
      // Selected, so the next code replaces the wrong one.
      await expect(page.locator('input[name="otp"]')).toBeFocused();
    });
  }

  test('a code is accepted once: the same code at the next sign-in is refused', async ({ page }) => {
    test.slow();
    await signIn(page, TOTP_USER);
    await expect(page).toHaveURL(/\/requiredMFA$/);
    const code = appCode(TOTP_SECRET, await worldNow(page));
    await enterCode(page, code);
    await expect(page).toHaveURL(/\/launching\/1$/);

    await signOut(page);
    await page.getByLabel('E-mail').fill(TOTP_USER.email);
    await page.getByLabel(/^Password/).fill(TOTP_USER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/requiredMFA$/);
    await enterCode(page, code);
    await expect(alertSaying(page, catalogueMessage('en-US', 'USER_OTP_INVALID'))).toBeVisible();
    await expect(page).toHaveURL(/\/requiredMFA$/);
  });

  test('the form asks for six digits before sending, and the user can leave for another account', async ({
    page,
  }) => {
    await signIn(page, TOTP_USER);
    await expect(page).toHaveURL(/\/requiredMFA$/);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Required Field!')).toBeVisible();
    await codeField(page).fill('12345');
    await expect(page.getByText('Enter the 6-digit code from your app.')).toBeVisible();
    await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Sign in with another account' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.goto('/requiredMFA');
    await expect(page).toHaveURL(/\/$/);
  });

  for (const viewport of [
    { width: 375, height: 760 },
    { width: 1280, height: 800 },
  ]) {
    for (const [screen, who] of [
      ['configuration-mfa', ENROL_USER],
      ['required-mfa', TOTP_USER],
    ] as const) {
      test(`axe finds nothing on /${screen} at ${viewport.width} px`, async ({ page }, testInfo) => {
        await page.setViewportSize(viewport);
        await signIn(page, who);
        if (screen === 'configuration-mfa') {
          await expect(page.getByRole('img', { name: /QR code that adds/ })).toBeVisible();
        } else {
          await expect(page).toHaveURL(/\/requiredMFA$/);
          // With the alert and the field's error showing too.
          await enterCode(page, await wrongCode(page));
          await expect(alertSaying(page, catalogueMessage('en-US', 'USER_OTP_INVALID'))).toBeVisible();
          await codeField(page).fill('1');
          await expect(page.getByText('Enter the 6-digit code from your app.')).toBeVisible();
        }
        await expectNoAxeViolations(page, `/${screen} at ${viewport.width} px`);
        await keepScreenshot(page, testInfo, `mfa-${screen}-${viewport.width}`);
      });
    }
  }
});
