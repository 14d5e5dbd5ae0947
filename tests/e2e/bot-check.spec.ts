import { expect, test } from '@playwright/test';
import { BOT_CHECK_STAND_IN_TOKEN } from '@portal/contracts/portal';
import { catalogueMessage, DEMO } from './demo-account';
import { type Language, openScenario, signInAs } from './login-form';

// Simulator mode, no reCAPTCHA site key: the portal sends its stand-in token, which the world
// checks as the scenario's settings.recaptcha says (scenarios/auth/bot-check-*.yaml).

for (const language of ['en-US', 'pt-BR'] as const satisfies Language[]) {
  test(`a refused bot check shows the security-check message in ${language} and stays on the sign-in page`, async ({
    page,
  }) => {
    await openScenario(page, 'auth/bot-check-refused', language);
    await signInAs(page, language, DEMO.email, DEMO.password);
    await expect(
      page.getByRole('alert').filter({ hasText: catalogueMessage(language, 'INVALID_RECAPTCHA') }),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });
}

test('without a site key the browser sends the stand-in token, and a world that requires it lets the user in', async ({
  page,
}) => {
  await openScenario(page, 'auth/bot-check-required', 'en-US');
  const request = page.waitForRequest((r) => r.url().includes('/trpc/auth.login'));
  await signInAs(page, 'en-US', DEMO.email, DEMO.password);
  expect((await request).postData()).toContain(`"recaptcha_token":"${BOT_CHECK_STAND_IN_TOKEN}"`);
  await expect(page).toHaveURL(/\/home\/environments$/);
  // Nothing of Google's was loaded: no site key, no widget.
  await expect(page.locator('.bot-check')).toHaveCount(0);
});
