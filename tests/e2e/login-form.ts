import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

export type Language = 'pt-BR' | 'en-US' | 'es';

/** The login screen's labels in a language, from the auth feature's own strings. */
export function loginLabels(language: Language): { email: string; password: string; submit: string } {
  const file = fileURLToPath(
    new URL(`../../apps/web/src/features/auth/locales/${language}.json`, import.meta.url),
  );
  return (
    JSON.parse(readFileSync(file, 'utf8')) as { login: { email: string; password: string; submit: string } }
  ).login;
}

/** Signs in from the login page in `language` and waits for the gateway's answer. */
export async function signInAs(
  page: Page,
  language: Language,
  email: string,
  password: string,
): Promise<void> {
  const labels = loginLabels(language);
  await page.getByRole('textbox', { name: labels.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: labels.password, exact: true }).fill(password);
  const answered = page.waitForResponse((response) => response.url().includes('/trpc/auth.login'));
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  await answered;
}

/** The login page of a fresh world of `scenario`, in `language`. */
export async function openScenario(page: Page, scenario: string, language: Language): Promise<void> {
  await page.goto(`/?${new URLSearchParams({ scenario, lng: language, fresh: '1' }).toString()}`);
  await expect(page.getByRole('button', { name: loginLabels(language).submit, exact: true })).toBeVisible();
}
