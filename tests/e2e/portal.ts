import { expect, type Page } from '@playwright/test';
import { signInByApi } from './api-sign-in';
import { DEMO } from './demo-account';

/** A fresh simulator world (ignored in proxy mode) and the login page in English. */
export async function openLogin(page: Page): Promise<void> {
  await page.goto('/?scenario=default&lng=en-US');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

export async function submitLogin(page: Page, password: string = DEMO.password): Promise<void> {
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs the demo user in (a fresh world of the default scenario) and waits for the environments.
 * Through the gateway's call, not the form: the tests that use it are about what comes after.
 */
export async function signIn(page: Page): Promise<void> {
  await signInByApi(page, { ...DEMO, scenario: 'default' });
  await expect(page).toHaveURL(/\/home\/environments$/);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
}

/** signIn through the form: for tests of what the form's sign-in itself does (focus, the route change). */
export async function signInThroughForm(page: Page): Promise<void> {
  await openLogin(page);
  await submitLogin(page);
  await expect(page).toHaveURL(/\/home\/environments$/);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
}

/** The TSPLUS session host does not exist here: answer it so the session window can load. */
export async function answerSessionHost(page: Page): Promise<void> {
  await page
    .context()
    .route('https://erp.acme.example:8443/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>TSplus session</title>' }),
    );
}

/**
 * Logs out from the app shell and waits for the sign-in page. A one-client account auto-launches
 * its environment on arrival; on a loaded machine a click during that launch was seen to be lost
 * (noted for issue 8's /launching/1 flow), so the click is repeated until the sign-in page shows.
 */
export async function signOut(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { name: 'Sign in', exact: true });
  await expect(async () => {
    if (!(await heading.isVisible())) await page.getByRole('button', { name: 'Log out' }).click();
    await expect(heading).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
}

/**
 * Starts a launch with `trigger` (a click, a key) and resolves with the session window it opens.
 * In proxy mode every test shares the standalone simulator's one world, where an earlier test's
 * launch left the demo user's session running (it outlives the sign-in); the portal then asks
 * whether to end it, and this answers Continue, as the user would (by keyboard). Fresh worlds never ask.
 */
export async function launchSessionWindow(page: Page, trigger: () => Promise<void>): Promise<Page> {
  const popup = page.waitForEvent('popup', { timeout: 30_000 }).catch(async (error: unknown) => {
    // Seen once in CI (2026-11-27): no window, and the tab blank. Where the tab went says why.
    throw new Error(`no session window within 30 s; ${await whereTheTabIs(page)}`, { cause: error });
  });
  // Handled here too: if the trigger or the question below fails first, the test reports that
  // failure, not this wait's later rejection as an unhandled one.
  popup.catch(() => undefined);
  await trigger();
  const question = page.getByRole('alertdialog', { name: 'You already have an open session' });
  const first = await Promise.race([
    popup.then(() => 'window' as const),
    question.waitFor({ timeout: 30_000 }).then(
      () => 'question' as const,
      () => 'window' as const,
    ),
  ]);
  if (first === 'question') {
    // By keyboard, so keyboard-only tests stay keyboard-only: the question opens on Cancel.
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(question.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  return popup;
}

/** Where a tab is and which windows its browser has open, for a failure's message. */
async function whereTheTabIs(page: Page): Promise<string> {
  const title = await page.title().catch(() => '(none)');
  const name = await page.evaluate(() => window.name).catch(() => '(unreadable)');
  const windows = page
    .context()
    .pages()
    .map((open) => open.url());
  return `the tab is at ${page.url()} (title "${title}", window name "${name}"); open windows: ${windows.join(', ')}`;
}
