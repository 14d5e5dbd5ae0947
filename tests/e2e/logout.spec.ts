import type { Page } from '@playwright/test';
import { COOKIES, gatewayCookieName, HEADERS } from '@portal/contracts/portal';
import { DEMO } from './demo-account';
import { expect, test } from './fixtures';
import { openScenario, signInAs } from './login-form';

const signInHeading = (page: Page) => page.getByRole('heading', { name: 'Sign in', exact: true });

async function signedIn(page: Page): Promise<boolean> {
  const reply = await page.request.get('/trpc/auth.session');
  return ((await reply.json()) as { result: { data: { authenticated: boolean } } }).result.data.authenticated;
}

test('a logout without a session is refused, and /logout still ends on the sign-in page', async ({
  page,
  context,
}) => {
  await openScenario(page, 'default', 'en-US');
  const csrf =
    (await context.cookies()).find((c) => c.name === gatewayCookieName(COOKIES.csrf, true))?.value ?? '';
  const reply = await page.request.post('/trpc/auth.logout', {
    headers: { [HEADERS.csrf]: csrf, 'content-type': 'application/json' },
    data: {},
  });
  expect(reply.status()).toBe(401);
  const body = (await reply.json()) as { error: { data: { portal: unknown } } };
  expect(body.error.data.portal).toEqual({
    kind: 'no-session',
    status: 401,
    // Spec section 8, "Status 401: log out", with no upstream message.
    outcome: { next: { kind: 'logout' } },
  });

  await page.goto('/logout');
  await expect(signInHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("cookies copied before a logout and put back afterwards are signed out (the session's id is revoked)", async ({
  page,
  context,
}) => {
  await openScenario(page, 'default', 'en-US');
  await signInAs(page, 'en-US', DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
  const copy = await context.cookies();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(signInHeading(page)).toBeVisible();
  await context.addCookies(copy);
  expect(await signedIn(page)).toBe(false);
  await page.goto('/home/environments');
  await expect(signInHeading(page)).toBeVisible();
});

test('a session idle past SESSION_IDLE_MINUTES on the world clock: the next launch ends it, and the sign-in page says why', async ({
  page,
}) => {
  await openScenario(page, 'default', 'en-US');
  await signInAs(page, 'en-US', DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
  const moved = await page.request.post('/__sim/worlds/current/clock', { data: { advanceMs: 31 * 60_000 } });
  expect(moved.ok()).toBe(true);
  // No reload: the launch procedure itself finds the session ended.
  await page.getByRole('button', { name: 'Launch ERP Desktop', exact: true }).click();
  await expect(signInHeading(page)).toBeVisible();
  await expect(
    page.getByText('Your session ended after a period without activity. Please sign in again.'),
  ).toBeVisible();
  expect(await signedIn(page)).toBe(false);
});

test('a 401 from any procedure signs the browser out to the sign-in page', async ({ page }) => {
  // scenarios/auth/invalid-token.yaml: a reset world forgets the sign-in, so every call is a 401.
  await openScenario(page, 'auth/invalid-token', 'en-US');
  await signInAs(page, 'en-US', DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
  const reset = await page.request.post('/__sim/worlds/current/reset', { data: {} });
  expect(reset.ok()).toBe(true);

  // No reload: the launch procedure's 401 ends the session in this very page.
  await page.getByRole('button', { name: 'Launch ERP Desktop', exact: true }).click();
  await expect(signInHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await signedIn(page)).toBe(false);
});

test("logout clears the session's stored state a second later and keeps the language and the plugin flag", async ({
  page,
}) => {
  await openScenario(page, 'default', 'en-US');
  await signInAs(page, 'en-US', DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('custom_params', 'room=42');
    localStorage.setItem('hasPlugin', 'true');
    sessionStorage.setItem('left-behind', 'x');
  });

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(signInHeading(page)).toBeVisible();
  expect(await signedIn(page)).toBe(false);
  const stored = () =>
    page.evaluate(() => ({
      customParams: localStorage.getItem('custom_params'),
      leftBehind: sessionStorage.getItem('left-behind'),
      hasPlugin: localStorage.getItem('hasPlugin'),
      language: sessionStorage.getItem('i18nextLng'),
    }));
  await expect
    .poll(stored)
    .toEqual({ customParams: null, leftBehind: null, hasPlugin: 'true', language: 'en-US' });
});

test('several clients and a login that says the plugin needs an update go to /updatePlugin, once per login', async ({
  page,
}) => {
  test.slow(); // two sign-ins
  await openScenario(page, 'clients/update-plugin', 'en-US');
  await signInAs(page, 'en-US', DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/updatePlugin$/);
  await expect(page.getByRole('heading', { name: 'A new version of the plugin is available' })).toBeVisible();

  await page.getByRole('link', { name: 'Later' }).click();
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
  await expect(page).toHaveURL(/\/home\/environments$/);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(signInHeading(page)).toBeVisible();
  await signInAs(page, 'en-US', DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/updatePlugin$/);
});
