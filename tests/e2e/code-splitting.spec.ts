import { expect, test } from '@playwright/test';
import { submitLogin } from './portal';

// Each route is its own chunk and the login route is light (issue 6, decision 008): the login page
// downloads neither the signed-in screens nor their component kit, data layer or form rules; it
// fetches them once the user starts typing, so signing in does not wait for them.
test('the login route loads only its own code; the signed-in screens are prefetched while the user types', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/?lng=en-US');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  const loaded = (name: string) => scripts.some((path) => path.includes(`/${name}-`));
  expect(loaded('login-page')).toBe(true);
  for (const later of ['app-shell', 'environments-page', 'web-apps-page', 'login-validation']) {
    expect(loaded(later), `${later} on the login page`).toBe(false);
  }
  // The Joy UI kit and React Query are not on the login page either (checked through the scripts'
  // text, whatever their chunks are called). Only end users' pages: in simulator mode the QA
  // picker, built with Joy, comes with every page.
  if (test.info().project.name === 'proxy-mode') {
    const bodies = await page.evaluate(async (paths) => {
      const texts = await Promise.all(paths.map((path) => fetch(path).then((r) => r.text())));
      return texts.join('\n');
    }, scripts);
    expect(bodies).not.toContain('data-joy-color-scheme');
    expect(bodies).not.toContain('No QueryClient set');
  }

  await page.getByLabel(/E-mail/).focus();
  await expect
    .poll(() => loaded('app-shell') && loaded('environments-page') && loaded('login-validation'))
    .toBe(true);
  expect(loaded('web-apps-page')).toBe(false);

  await submitLogin(page);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
  expect(loaded('web-apps-page')).toBe(false);
});
