import { catalogueMessage } from './demo-account';
import { expect, test } from './fixtures';

// ?scenario=NAME is a simulator-mode interface (each test gets its own world), so the
// proxy-mode project leaves this file out (playwright.config.ts).

test('no-license scenario: licences run out per environment and per client', async ({ page }) => {
  test.slow(); // several sign-ins and launches in one test
  await page.goto('/?scenario=no-license&lng=en-US');
  await page.getByLabel('E-mail').fill('full@example.com');
  await page.getByLabel(/^Password/).fill('Full@Portal2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home\/environments$/);

  // Several clients: NO_LICENSE_ENVIRONMENT shows its message and keeps the list.
  const launchErp = page.getByRole('button', { name: 'Launch ERP Desktop' });
  await launchErp.click();
  await expect(
    page.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'NO_LICENSE_ENVIRONMENT') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/home\/environments$/);
  // The launch ended on this page: keyboard focus is still on the button that was pressed.
  await expect(launchErp).toBeFocused();

  // NO_LICENSE_CLIENT: error message, back to the sign-in page.
  await page.getByRole('button', { name: 'Launch Office Desktop' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'NO_LICENSE_CLIENT') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('each browser that picks a scenario gets its own world', async ({ browser }) => {
  test.slow(); // several sign-ins and launches in one test
  // In no-license, Contoso Labs has exactly one licence and a launch keeps it. If the two
  // browsers shared a world, the second launch would answer NO_LICENSE_ENVIRONMENT.
  for (const email of ['full@example.com', 'second@example.com']) {
    const context = await browser.newContext();
    await context.route('https://lab.contoso.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>lab session</title>' }),
    );
    const page = await context.newPage();
    await page.goto('/?scenario=no-license&lng=en-US');
    await page.getByLabel('E-mail').fill(email);
    await page
      .getByLabel(/^Password/)
      .fill(email.startsWith('full') ? 'Full@Portal2026' : 'Second@Portal2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home\/environments$/);

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Launch Lab Desktop' }).click();
    expect((await popupOpened).url()).toBe('https://lab.contoso.example/software/html5.html');
    await expect(
      page.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'NO_LICENSE_ENVIRONMENT') }),
    ).toHaveCount(0);
    await context.close();
  }
});

test('within one world, a taken licence is refused to the next user', async ({ page, context }) => {
  test.slow(); // several sign-ins and launches in one test
  await context.route('https://lab.contoso.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>lab session</title>' }),
  );
  await page.goto('/?scenario=no-license&lng=en-US');
  for (const [email, password] of [
    ['full@example.com', 'Full@Portal2026'],
    ['second@example.com', 'Second@Portal2026'],
  ] as const) {
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home\/environments$/);
    if (email === 'full@example.com') {
      const popupOpened = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Launch Lab Desktop' }).click();
      await (await popupOpened).close();
      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    } else {
      await page.getByRole('button', { name: 'Launch Lab Desktop' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'NO_LICENSE_ENVIRONMENT') }),
      ).toBeVisible();
    }
  }
});

test("reloading ?scenario= keeps the tester's world; &fresh=1 starts over at the sign-in page", async ({
  page,
}) => {
  await page.goto('/?scenario=default&lng=en-US');
  await page.getByLabel('E-mail').fill('demo@example.com');
  await page.getByLabel(/^Password/).fill('Demo@Portal2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home\/environments$/);

  // The same shared link again: same world, same session, so the signed-in user goes on.
  await page.goto('/?scenario=default&lng=en-US');
  await expect(page).toHaveURL(/\/home\/environments$/);
  // A fresh world knows no session, so the sign-in page shows; `fresh` leaves the address, so a
  // reload keeps the new world.
  await page.goto('/?scenario=default&fresh=1&lng=en-US');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/\?scenario=default&lng=en-US$/);
});

test('two browsers in two scenarios at once each see their own world', async ({ browser }) => {
  test.slow();
  const [demoContext, licenceContext] = await Promise.all([browser.newContext(), browser.newContext()]);
  try {
    const [demo, licence] = await Promise.all([demoContext.newPage(), licenceContext.newPage()]);
    await Promise.all([
      demo.goto('/?scenario=default&lng=en-US'),
      licence.goto('/?scenario=no-license&lng=en-US'),
    ]);
    // The same demo account, typed in both at once: only the default world knows it.
    for (const page of [demo, licence]) {
      await page.getByLabel('E-mail').fill('demo@example.com');
      await page.getByLabel(/^Password/).fill('Demo@Portal2026');
    }
    await Promise.all([
      demo.getByRole('button', { name: 'Sign in' }).click(),
      licence.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    await expect(demo).toHaveURL(/\/home\/environments$/);
    await expect(
      licence.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'USER_NOT_FOUND') }),
    ).toBeVisible();
    // And the no-license world's own account signs in there while the demo user stays signed in.
    await licence.getByLabel('E-mail').fill('full@example.com');
    await licence.getByLabel(/^Password/).fill('Full@Portal2026');
    await licence.getByRole('button', { name: 'Sign in' }).click();
    await expect(licence.getByRole('button', { name: 'Launch Office Desktop' })).toBeVisible();
    await demo.reload();
    await expect(demo.getByRole('button', { name: 'Launch ERP Desktop' })).toBeVisible();
  } finally {
    await Promise.all([demoContext.close(), licenceContext.close()]);
  }
});
