import { expect, type Page, test } from '@playwright/test';
import { signInByApi } from './api-sign-in';
import { catalogueMessage } from './demo-account';
import { signInAs } from './login-form';
import { expectNoAxeViolations, keepScreenshot } from './page-checks';

// Issue 8, slice C: active sessions, pending connections, restrictions by IP and schedule. Each
// test opens a fresh world of a scenario under scenarios/launch/ (simulator mode only).

const SESSION_URL = 'https://erp.acme.example:8443/software/html5.html';
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 760 },
] as const;

/** A full-page screenshot at the current width (a test artifact; SHOTS_DIR for a copy). */
async function shoot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await keepScreenshot(page, test.info(), `sessions-${name}-${width}`);
}

/** axe at both widths, with a screenshot of each. */
async function checkScreen(page: Page, name: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page, `${name} at ${viewport.width} px`);
    await shoot(page, name);
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

async function signIn(page: Page, scenario: string, email: string, password: string): Promise<void> {
  await signInByApi(page, { scenario, email, password });
}

/** The session host exists only in the scenario: answer it, and collect the windows opened. */
function sessionWindows(page: Page): string[] {
  const urls: string[] = [];
  void page
    .context()
    .route('https://erp.acme.example:8443/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>session</title>' }),
    );
  page.on('popup', (popup) => urls.push(popup.url()));
  return urls;
}

async function advanceWorldClock(page: Page, advanceMs: number): Promise<void> {
  const reply = await page.request.post('/__sim/worlds/current/clock', { data: { advanceMs } });
  expect(reply.ok()).toBe(true);
}

/** The seconds /pendingConnection's timer shows (m:ss). */
async function secondsShown(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').getByRole('heading').textContent()) ?? '';
  const [minutes = '', seconds = ''] = text.trim().split(':');
  return Number(minutes) * 60 + Number(seconds);
}

const launchErp = (page: Page) =>
  page.getByRole('button', { name: 'Launch ERP Desktop', exact: true }).click();

test('an open session: Cancel (Escape) keeps it, Continue (keyboard) replaces it', async ({ page }) => {
  test.slow();
  const windows = sessionWindows(page);
  await signIn(page, 'launch/active-session', 'active@example.com', 'Active@Portal2026');
  await launchErp(page);
  const dialog = page.getByRole('alertdialog', { name: 'You already have an open session' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('A session on Acme Finance is still open');
  // The answer that loses nothing has the focus; Escape is Cancel.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await checkScreen(page, 'active-session-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(windows).toEqual([]);

  await launchErp(page);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => windows).toEqual([SESSION_URL]);
  await expect(page).toHaveURL(/\/home\/environments$/);
});

test('a pending connection: its timer, clear it, /reconnect, connect again', async ({ page }) => {
  test.slow();
  const windows = sessionWindows(page);
  await signIn(page, 'launch/pending-connection', 'pending@example.com', 'Pending@Portal2026');
  await launchErp(page);
  await expect(page).toHaveURL(/\/pendingConnection$/);
  await expect(page.getByRole('heading', { name: 'You have a pending connection' })).toBeVisible();
  await expect(page.getByText(/on Acme Finance was not closed properly/)).toBeVisible();
  // Ten minutes of the world's clock, counting down in the browser.
  const timer = page.getByRole('timer', { name: 'It expires by itself in' });
  await expect(timer).toContainText(/^It expires by itself in(10:00|9:[0-5]\d)$/);

  // A reload keeps counting from the same deadline instead of a blank page or starting over from
  // the navigation's `time` (the history state a reload brings back): wait for a tick first.
  await expect(timer).toContainText(/9:[0-5]\d$/);
  const first = await secondsShown(page);
  await expect.poll(() => secondsShown(page), { timeout: 10_000 }).toBeLessThan(first);
  const before = await secondsShown(page);
  await page.reload();
  await expect(timer).toBeVisible();
  expect(await secondsShown(page)).toBeLessThanOrEqual(before);
  await checkScreen(page, 'pending-connection');

  await page.getByRole('button', { name: 'Clear pending connections' }).click();
  await expect(page).toHaveURL(/\/reconnect$/);
  await expect(page.getByRole('heading', { name: 'Connections cleared' })).toBeVisible();
  await checkScreen(page, 'reconnect');
  await page.getByRole('button', { name: 'Connect again' }).click();
  await expect.poll(() => windows).toEqual([SESSION_URL]);
});

test('a pending connection that runs out offers to connect again', async ({ page }) => {
  test.slow();
  const windows = sessionWindows(page);
  await page.clock.install();
  await signIn(page, 'launch/pending-connection', 'pending@example.com', 'Pending@Portal2026');
  await launchErp(page);
  await expect(page).toHaveURL(/\/pendingConnection$/);
  // The timer started (its deadline is taken when the page shows), then the same ten minutes
  // pass in the world and in the browser.
  await expect(page.getByRole('timer')).toBeVisible();
  await advanceWorldClock(page, 10 * 60_000);
  await page.clock.fastForward('10:00');
  await expect(page.getByRole('heading', { name: 'Your pending connection has expired' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Clear pending connections' })).toBeHidden();
  await shoot(page, 'pending-connection-expired');
  await page.getByRole('button', { name: 'Connect again' }).click();
  await expect.poll(() => windows).toEqual([SESSION_URL]);
});

test('a disconnect the server refuses shows ERROR_TO_SEND_DISCONNECT and stays', async ({ page }) => {
  await signIn(page, 'launch/disconnect-fails', 'stuck@example.com', 'Stuck@Portal2026');
  await launchErp(page);
  await page.getByRole('button', { name: 'Clear pending connections' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'ERROR_TO_SEND_DISCONNECT') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/pendingConnection$/);
  await expect(page.getByRole('button', { name: 'Clear pending connections' })).toBeEnabled();
});

test('restricted by IP: the address shows, survives a reload, and a one-client user stays signed in', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'launch/restricted-ip', 'office@example.com', 'Office@Portal2026');
  await launchErp(page);
  await expect(page).toHaveURL(/\/accessRestricted$/);
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expect(page.getByText('You are not authorized to access now.')).toBeVisible();
  const ip = page.getByRole('definition').first();
  await expect(ip).toHaveText(/^(127\.0\.0\.1|::1)$/);
  await expect(page.getByText('Access opens again')).toBeHidden();
  await page.reload();
  await expect(ip).toHaveText(/^(127\.0\.0\.1|::1)$/);
  await checkScreen(page, 'access-restricted-ip');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await signInAs(page, 'en-US', 'office-solo@example.com', 'Office@Portal2026');
  await expect(page).toHaveURL(/\/accessRestricted$/);
  // USER_ACCESS_IS_RESTRICTED does not log a one-client user out: the session still opens pages.
  await page.getByRole('link', { name: 'Back to environments' }).click();
  await expect(page).not.toHaveURL(/\/$/);
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name === '__Host-portal_token')).toBe(true);
});

test.describe('restricted by schedule', () => {
  // Tokyo has no daylight saving time, so the shown release time is the same whatever the date.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('the release time in the user time zone and language; past it the launch works', async ({ page }) => {
    test.slow();
    const windows = sessionWindows(page);
    await signIn(page, 'launch/restricted-schedule', 'shift@example.com', 'Shift@Portal2026');
    await launchErp(page);
    await expect(page).toHaveURL(/\/accessRestricted$/);
    // 08:00 in São Paulo (UTC-3) is 20:00 in Tokyo, on the world's Monday.
    const release = page.locator('time');
    await expect(release).toHaveText(/^Monday, .* at 8:00\sPM \(Japan Standard Time\)$/);
    await checkScreen(page, 'access-restricted-schedule');

    await page.goto('/accessRestricted?lng=pt-BR');
    await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
    await expect(release).toHaveText(/^segunda-feira, .*20:00 \(Horário Padrão do Japão\)$/);
    await shoot(page, 'access-restricted-schedule-pt-BR');

    // An hour on the world's clock is also an hour without a request: the session has ended
    // (SESSION_IDLE_MINUTES follows the world clock in simulator mode), and the page says why.
    await advanceWorldClock(page, 60 * 60_000);
    await page.goto('/home/environments?lng=en-US');
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByText('Your session ended after a period without activity.')).toBeVisible();
    await signInAs(page, 'en-US', 'shift@example.com', 'Shift@Portal2026');
    await launchErp(page);
    await expect.poll(() => windows).toEqual([SESSION_URL]);
  });
});
