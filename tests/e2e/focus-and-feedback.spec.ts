import { expect, test } from '@playwright/test';
import { catalogueMessage } from './demo-account';
import {
  answerSessionHost,
  launchSessionWindow,
  openLogin,
  signIn,
  signInThroughForm,
  submitLogin,
} from './portal';

const invalidUser = catalogueMessage('en-US', 'INVALID_USER');

test.describe('sign-in', () => {
  test('a wrong password puts focus back in the password field, selected', async ({ page }) => {
    await openLogin(page);
    await submitLogin(page, 'Wrong@Password1');
    await expect(page.getByRole('alert').filter({ hasText: invalidUser })).toBeVisible();
    const password = page.getByLabel(/^Password/);
    await expect(password).toBeFocused();
    const selected = await password.evaluate(
      (input: HTMLInputElement) => input.selectionStart === 0 && input.selectionEnd === input.value.length,
    );
    expect(selected).toBe(true);
  });

  test("a successful sign-in leaves the earlier attempt's error behind", async ({ page }) => {
    // The page's clock is paused once the error shows and only moves in 50 ms steps until the
    // environments appear, so the proof "gone well before its 8 s auto-hide" counts the page's
    // own time, not this machine's.
    await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
    await openLogin(page);
    await submitLogin(page, 'Wrong@Password1');
    const error = page.getByRole('alert').filter({ hasText: invalidUser });
    await expect(error).toBeVisible();
    const shownAt = new Date('2026-01-01T10:00:00Z');
    // The jump runs every timer of that hour, a pending chunk download's time-out too: jump once
    // the page has nothing on the way (the form's code loads on its first use).
    await page.waitForLoadState('networkidle');
    await page.clock.pauseAt(shownAt);

    await submitLogin(page);
    const environments = page.getByRole('heading', { name: 'Desktop Applications' });
    await expect(async () => {
      await page.clock.runFor(50);
      await expect(environments).toBeVisible({ timeout: 200 });
    }).toPass({ intervals: [0] });
    await expect(page).toHaveURL(/\/home\/environments$/);
    await expect(error).toHaveCount(0);
    const elapsed = (await page.evaluate(() => Date.now())) - shownAt.getTime();
    // Well inside the 8 s auto-hide: the alert went because the sign-in cleared it.
    expect(elapsed).toBeLessThan(7_000);
  });

  test('a signed-in user who opens / goes to the environments', async ({ page }) => {
    await signIn(page);
    await page.goto('/?lng=en-US');
    await expect(page).toHaveURL(/\/home\/environments$/);
    await expect(page.getByRole('heading', { name: 'Environments', level: 1 })).toBeVisible();

    // After logging out, / is the login page again (no stale 'signed in' answer sends the user back).
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.goto('/?lng=en-US');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('focus and landmarks', () => {
  test('the skip link is the first tab stop of the login page and moves focus to main', async ({ page }) => {
    await openLogin(page);
    // A form page focuses its first field on arrival (issue 22); the skip link stays the page's
    // first tab stop: backwards from the field, past the top bar, focus reaches it and stops there.
    await expect(page.getByLabel('E-mail')).toBeFocused();
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(async () => {
      await page.keyboard.press('Shift+Tab');
      await expect(skip).toBeFocused({ timeout: 100 });
    }).toPass({ intervals: [0], timeout: 10_000 });
    expect(
      await page.evaluate(() => document.querySelector('a[href], button, input, [tabindex="0"]')?.className),
    ).toBe('skip-link');
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    // The next tab stop is inside the page content, past the top bar.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mail')).toBeFocused();
  });

  test('after a client-side navigation focus is on the new main landmark; skip link in the app shell', async ({
    page,
  }) => {
    // The sign-in's own route change is the client-side navigation.
    await signInThroughForm(page);
    await expect(page.getByRole('main')).toBeFocused();

    // A full load starts the tab order from the top again.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Search environments' })).toBeFocused();
  });

  test('the language menu opens on the current language', async ({ page }) => {
    await openLogin(page);
    await page.getByRole('button', { name: /Change language/ }).click();
    await expect(page.getByRole('menuitem', { name: 'English' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Español' })).toBeFocused();
  });
});

test.describe('environments', () => {
  test('a TSPLUS launch turns the page into the "session opened" card, its heading focused', async ({
    page,
  }) => {
    await signIn(page);
    await answerSessionHost(page);
    const launch = page.getByRole('button', { name: 'Launch ERP Desktop' });
    const popup = await launchSessionWindow(page, () => launch.click());
    // The Launch button is gone with the list: the focus goes to the card, not to <body>.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Session opened in a new window' }),
    ).toBeFocused();
    await popup.close();
    await page.getByRole('button', { name: 'Back to environments' }).click();
    await expect(launch).toBeVisible();
  });

  test('buttons are named after their visible text; an empty search says so', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('button', { name: 'Open apps: Web Portal' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search environments' }).fill('no such environment');
    await expect(page.getByText('No environments', { exact: true })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the language menu stays in the top bar, as a globe', async ({ page }) => {
      await signIn(page);
      const language = page.getByRole('button', { name: /Change language/ });
      await expect(language).toBeVisible();
      // Only the globe shows; the name stays in the accessible name.
      await expect(language.getByText('English')).toBeHidden();
      await language.click();
      await expect(page.getByRole('menuitem', { name: 'English' })).toBeFocused();
    });
  });
});
