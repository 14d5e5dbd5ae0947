import { type Browser, expect, type Page, test } from '@playwright/test';
import { catalogueMessage } from './demo-account';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsOnCopy,
  keepScreenshot,
  runClockUntilPath,
} from './page-checks';

// Device validation by PIN (spec sections 2, 4, 5, 8) on the scenarios of scenarios/device/.
// Simulator mode only (playwright.config.ts): the scenarios pick the users.

const DEVICE = { email: 'device@example.com', password: 'Device@Portal2026', pin: '246810' } as const;
const MAIL = { email: 'mail@example.com', password: 'Mail@Portal2026' } as const;
const KIOSK = { email: 'kiosk@example.com', password: 'Kiosk@Portal2026' } as const;
type Account = { email: string; password: string };

async function openScenario(page: Page, scenario: string, lng = 'en-US'): Promise<void> {
  await page.goto(`/?scenario=${scenario}&lng=${lng}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function signIn(page: Page, who: Account, submit = 'Sign in'): Promise<void> {
  await page.locator('input[type="email"]').fill(who.email);
  await page.locator('input[autocomplete="current-password"]').fill(who.password);
  await page.getByRole('button', { name: submit, exact: true }).click();
}

const adminOption = (page: Page) => page.getByRole('button', { name: /^Use a code from my administrator/ });
const emailOption = (page: Page) => page.getByRole('button', { name: /^Send a code to my e-mail/ });
const tokenField = (page: Page) => page.getByLabel('Code', { exact: true });
const validateButton = (page: Page) => page.getByRole('button', { name: 'Validate', exact: true });

async function enterPin(page: Page, pin: string): Promise<void> {
  await tokenField(page).fill(pin);
  await validateButton(page).click();
}

async function closeAlerts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Close message' });
  while ((await close.count()) > 0) {
    await close
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  }
}

/**
 * axe on /validating, whose states last 2 s and 1 s and are held on a paused page clock: it runs
 * on a copy of the page (expectNoAxeViolationsOnCopy). The other screens are checked live.
 */
async function axeSnapshot(page: Page, browser: Browser, where: string): Promise<void> {
  const viewport = page.viewportSize();
  await expectNoAxeViolationsOnCopy(page, browser, where, viewport ? [viewport] : []);
}

/** A full-page screenshot at the current width (a test artifact; SHOTS_DIR for a copy). */
async function shoot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await keepScreenshot(page, test.info(), `device-${name}-${width}`);
}

test('the administrator token validates the device; the next sign-in skips the device page', async ({
  page,
  context,
}) => {
  test.slow();
  await openScenario(page, 'device/admin-pin');
  await signIn(page, DEVICE);
  await expect(page).toHaveURL(/\/deviceValidation$/);
  await expect(page.getByRole('heading', { name: 'Validate this device' })).toBeVisible();

  await adminOption(page).click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  await expect(tokenField(page)).toBeFocused();
  await expect(tokenField(page)).toHaveAttribute('inputmode', 'numeric');
  await expect(tokenField(page)).toHaveAttribute('type', 'password');
  // Six numeric characters: letters are dropped, a seventh digit too, and Validate waits for six.
  await tokenField(page).fill('24a68');
  await expect(tokenField(page)).toHaveValue('2468');
  await expect(validateButton(page)).toBeDisabled();
  await tokenField(page).fill('2468101');
  await expect(tokenField(page)).toHaveValue('246810');
  await expect(validateButton(page)).toBeEnabled();
  await page.getByRole('button', { name: 'Show code' }).click();
  await expect(tokenField(page)).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide code' }).click();
  await expect(tokenField(page)).toHaveAttribute('type', 'password');

  await validateButton(page).click();
  // The 2 s spinner and the 1 s success message are timed in the axe test, on the page's clock.
  await expect(page).toHaveURL(/\/validating$/);
  await expect(page).toHaveURL(/\/home\/environments$/);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();

  const kept = (await context.cookies()).find((c) => c.name === '__Host-device_validation_info');
  expect(kept?.httpOnly).toBe(true);
  const ninetyDays = 90 * 24 * 60 * 60;
  expect((kept?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(ninetyDays - 120);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signIn(page, DEVICE);
  await expect(page).toHaveURL(/\/home\/environments$/);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
});

for (const lng of ['en-US', 'pt-BR'] as const) {
  test(`a wrong code shows INVALID_PIN (${lng}) and empties the field`, async ({ page }) => {
    const words = {
      'en-US': {
        submit: 'Sign in',
        admin: /^Use a code from my administrator/,
        code: 'Code',
        validate: 'Validate',
      },
      'pt-BR': {
        submit: 'Entrar',
        admin: /^Usar um código do meu administrador/,
        code: 'Código',
        validate: 'Validar',
      },
    }[lng];
    await openScenario(page, 'device/admin-pin', lng);
    await signIn(page, DEVICE, words.submit);
    await page.getByRole('button', { name: words.admin }).click();
    await page.getByLabel(words.code, { exact: true }).fill('000000');
    await page.getByRole('button', { name: words.validate, exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: catalogueMessage(lng, 'INVALID_PIN') }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/deviceValidation$/);
    await expect(page.getByLabel(words.code, { exact: true })).toHaveValue('');
  });
}

test('three wrong tokens return to the sign-in page with MAXIMUM_PIN_INVALID_RETRIES', async ({ page }) => {
  await openScenario(page, 'device/admin-pin');
  await signIn(page, DEVICE);
  await adminOption(page).click();
  for (const pin of ['111111', '222222']) {
    await closeAlerts(page);
    await enterPin(page, pin);
    await expect(
      page.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'INVALID_PIN') }),
    ).toBeVisible();
  }
  await closeAlerts(page);
  await enterPin(page, '333333');
  await expect(
    page.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'MAXIMUM_PIN_INVALID_RETRIES') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  // The session is gone: the device page sends back to the sign-in page.
  await page.goto('/deviceValidation');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('the e-mail token: a success message, the resend link waits 60 s, the e-mailed token validates', async ({
  page,
}) => {
  test.slow();
  await page.clock.install();
  await openScenario(page, 'device/email-pin');
  await signIn(page, MAIL);
  await expect(emailOption(page)).toContainText('mail@example.com');
  await emailOption(page).click();
  const sent = page
    .getByRole('status')
    .filter({ hasText: catalogueMessage('en-US', 'TOKEN_SENT_SUCCESSFULLY') });
  await expect(sent).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('We sent a 6-digit code to mail@example.com.')).toBeVisible();
  await expect(page.getByText(/^Didn't receive it\?/)).toBeVisible();

  const resend = page.getByRole('button', { name: /^Send a new code/ });
  // The fake clock runs at the real pace until moved: on a loaded machine a few seconds may pass
  // between the send and this line, so the wait is read, then moved relative to what it showed.
  const waiting = /^Send a new code in (\d+) seconds$/;
  const secondsLeft = async () => Number(waiting.exec((await resend.textContent()) ?? '')?.[1] ?? Number.NaN);
  await expect(resend).toHaveText(waiting);
  await expect(resend).toBeDisabled();
  const first = await secondsLeft();
  // A wait of 60 s (not, say, 30): the first value shown is near 60.
  expect(first).toBeLessThanOrEqual(60);
  expect(first).toBeGreaterThanOrEqual(45);
  await page.clock.fastForward((first - 30) * 1000);
  await expect.poll(secondsLeft).toBeLessThanOrEqual(30);
  expect(await secondsLeft()).toBeGreaterThan(15);
  await expect(resend).toBeDisabled();
  await page.clock.fastForward(31_000);
  await expect(resend).toHaveText('Send a new code');
  await expect(resend).toBeEnabled();

  // The simulator's own clock decides too: move it past the same 60 s, then resend.
  const moved = await page.request.post('/__sim/worlds/current/clock', { data: { advanceMs: 60_000 } });
  expect(moved.ok()).toBe(true);
  await closeAlerts(page);
  await resend.click();
  await expect(sent).toBeVisible();
  await expect(resend).toHaveText(waiting);
  expect(await secondsLeft()).toBeGreaterThanOrEqual(45);
  await expect(resend).toBeDisabled();

  // Switching method and back keeps the token already sent (no second send within the wait).
  await page.getByRole('button', { name: 'Choose another method' }).click();
  await expect(page.getByRole('heading', { name: 'Validate this device' })).toBeVisible();
  await emailOption(page).click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();

  const world = (await (await page.request.get('/__sim/worlds/current')).json()) as {
    users: { email: string; device: { emailPin: string | null } }[];
  };
  const emailed = world.users.find((u) => u.email === MAIL.email)?.device.emailPin;
  expect(emailed).toMatch(/^\d{6}$/);
  await enterPin(page, emailed ?? '');
  await expect(page).toHaveURL(/\/validating$/);
  await page.clock.fastForward(3_000);
  await expect(page).toHaveURL(/\/home\/environments$/);
});

test('a fictitious e-mail gets no e-mail token', async ({ page }) => {
  await openScenario(page, 'device/fictitious-email');
  await signIn(page, KIOSK);
  await expect(page.getByRole('heading', { name: 'Validate this device' })).toBeVisible();
  await expect(adminOption(page)).toBeVisible();
  await expect(emailOption(page)).toHaveCount(0);
  // A reload keeps the login's word (the navigation state lives in the history entry).
  await page.reload();
  await expect(adminOption(page)).toBeVisible();
  await expect(emailOption(page)).toHaveCount(0);
});

for (const viewport of [
  { width: 375, height: 760 },
  { width: 1280, height: 800 },
]) {
  test(`axe finds nothing on the device screens at ${viewport.width} px`, async ({ page, browser }) => {
    test.slow();
    const axe = () => expectNoAxeViolations(page, `the device screens at ${viewport.width} px`);
    await page.setViewportSize(viewport);
    await page.clock.install();
    await openScenario(page, 'device/email-pin');
    await signIn(page, MAIL);
    await expect(page.getByRole('heading', { name: 'Validate this device' })).toBeVisible();
    await axe();
    await shoot(page, 'choose');

    await emailOption(page).click();
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    await enterPin(page, '000000');
    await expect(page.getByRole('alert')).toBeVisible();
    await axe();
    await shoot(page, 'pin-email');

    await page.getByRole('button', { name: 'Choose another method' }).click();
    await adminOption(page).click();
    await tokenField(page).fill('135790');
    await axe();
    await shoot(page, 'pin-admin');

    // Hold the page's clock so each state of /validating can be checked: it moves only in small
    // steps (runClockUntilPath) until /validating shows.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
    await validateButton(page).click();
    await runClockUntilPath(page, '/validating');
    await expect(page.getByRole('progressbar', { name: 'Validating the device' })).toBeVisible();
    await axeSnapshot(page, browser, '/validating (spinner)');
    await shoot(page, 'validating-spinner');
    // The page mounted at most ~600 ms of page time ago: 1 s on, the spinner still turns.
    await page.clock.runFor(1_000);
    await expect(page.getByRole('progressbar', { name: 'Validating the device' })).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(page.getByText('Device validated successfully.')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await axeSnapshot(page, browser, '/validating (done)');
    await shoot(page, 'validating-done');
    await page.clock.runFor(500);
    await expect(page).toHaveURL(/\/validating$/);
    await page.clock.runFor(500);
    await expect(page).toHaveURL(/\/home\/environments$/);
  });
}
