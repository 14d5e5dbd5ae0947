import { expect, test } from '@playwright/test';
import { catalogueMessage, DEMO } from './demo-account';
import { type Language, openScenario, signInAs } from './login-form';

// scenarios/auth/lockout.yaml (maxLoginAttempts 3): the error matrix follows it in English; here
// the locked and inactive messages in the two other languages.
for (const language of ['pt-BR', 'es'] as const satisfies Language[]) {
  test(`three wrong passwords lock the account, then the right one is refused as inactive (${language})`, async ({
    page,
  }) => {
    test.slow(); // four sign-ins on a loaded machine
    await openScenario(page, 'auth/lockout', language);
    const alert = (code: string) =>
      page.getByRole('alert').filter({ hasText: catalogueMessage(language, code) });
    for (let attempt = 1; attempt <= 2; attempt++) {
      await signInAs(page, language, DEMO.email, 'Wrong@Pass1');
      await expect(alert('INVALID_USER')).toBeVisible();
    }
    await signInAs(page, language, DEMO.email, 'Wrong@Pass1');
    await expect(alert('MAXIMUM_LOGIN_ATTEMPTS')).toBeVisible();
    await signInAs(page, language, DEMO.email, DEMO.password);
    await expect(alert('USER_NOT_ACTIVE')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });
}
