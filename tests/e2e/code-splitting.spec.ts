import { expect, test } from '@playwright/test';
import { submitLogin } from './portal';

// Each route is its own chunk (spec: performance designed in, a light login route): the login
// page must not download the code of the signed-in screens, and reaching them fetches it.
test('the login route loads only its own screen code; the environments chunk comes later', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/?scenario=default&lng=en-US');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  const loaded = (name: string) => scripts.some((path) => path.includes(`/${name}-`));
  expect(loaded('login-page')).toBe(true);
  expect(loaded('environments-page')).toBe(false);
  expect(loaded('web-apps-page')).toBe(false);
  expect(loaded('app-shell')).toBe(false);

  await submitLogin(page);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
  expect(loaded('environments-page')).toBe(true);
  expect(loaded('web-apps-page')).toBe(false);
});
