import { expect, test } from '@playwright/test';
import { catalogueMessage } from '../demo-account';
import { expectNoAxeViolations, keepScreenshot } from '../page-checks';
import { submitLogin } from '../portal';
import { picker } from './picker-page';

// Simulator mode only. Coverage counts across every world since the gateway started, so other
// specs of the same run may already have shown INVALID_USER: the test reads the count first.

interface Coverage {
  shown: { code: string; count: number; scenarios: string[]; worlds: string[] }[];
  notShown: string[];
  total: number;
  shownCount: number;
}

test('the coverage tab shows a code the browser just showed, with its count, and what is not shown yet', async ({
  page,
  request,
}, testInfo) => {
  const before = (await (await request.get('/__sim/coverage')).json()) as Coverage;
  const countBefore = before.shown.find((entry) => entry.code === 'INVALID_USER')?.count ?? 0;

  await page.goto('/?scenario=default&lng=en-US');
  await submitLogin(page, 'Wrong@Password1');
  await expect(
    page.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'INVALID_USER') }),
  ).toBeVisible();

  const qa = picker(page);
  await qa.open();
  await qa.tab('Coverage').click();
  const dialog = qa.dialog;
  await expect(dialog.getByRole('heading', { name: 'What QA has covered' })).toBeVisible();
  const shown = dialog.getByRole('table', { name: /Shown in the browser/ });
  const row = shown
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'INVALID_USER', exact: true }) });
  await expect(row).toContainText(String(countBefore + 1));
  await expect(row).toContainText('default');
  await expect(dialog.getByTestId('sim-coverage-summary')).toContainText(
    new RegExp(`^\\d+ of ${before.total} codes shown since `),
  );

  // Not shown yet: in a disclosure, opened from the keyboard; INVALID_USER is no longer there.
  const notShown = dialog.getByTestId('sim-coverage-not-shown');
  await notShown.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(notShown.getByRole('listitem').first()).toBeVisible();
  await expect(notShown.getByRole('listitem').filter({ hasText: /^INVALID_USER$/ })).toHaveCount(0);

  // The filter narrows both lists.
  await dialog.getByLabel('Filter codes').fill('invalid_user');
  await expect(shown.getByRole('row')).toHaveCount(2);
  await expect(notShown.locator('summary')).toHaveText('Not shown yet (0)');
  await dialog.getByLabel('Filter codes').fill('');

  await expectNoAxeViolations(page, 'the picker coverage tab');
  await keepScreenshot(page, testInfo, 'sim-picker-coverage-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page, 'the picker coverage tab at 375 px');
  await keepScreenshot(page, testInfo, 'sim-picker-coverage-375');

  // The control API says the same as the tab.
  const after = (await (await request.get('/__sim/coverage')).json()) as Coverage;
  expect(after.notShown).not.toContain('INVALID_USER');
  expect(after.shown.find((entry) => entry.code === 'INVALID_USER')?.count).toBe(countBefore + 1);
});

test('codes the page decides on by itself count too: an unknown client, a Duo return without its parameters', async ({
  page,
  request,
  context,
}) => {
  await page.goto('/?scenario=default&fresh=1&lng=en-US');
  await submitLogin(page);
  await expect(page).toHaveURL(/\/home\/environments$/);
  const world = (await context.cookies()).find((cookie) => cookie.name === 'sim_world')?.value;
  expect(world).toBeTruthy();

  await page.goto('/apps/no-such-client');
  await expect(page.getByRole('heading', { name: 'Client not found.', level: 1 })).toBeVisible();
  // The Duo return page with neither state nor code: back to the sign-in page with the message.
  await page.goto('/login/duo-callback/');
  await expect(
    page.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'DUO_ERROR_TO_AUTHENTICATE') }),
  ).toBeVisible();

  // Counted in this tester's world: no other spec uses it.
  await expect
    .poll(async () => {
      const coverage = (await (await request.get('/__sim/coverage')).json()) as Coverage;
      return coverage.shown
        .filter((entry) => entry.worlds.includes(world ?? ''))
        .map((entry) => entry.code)
        .sort();
    })
    .toEqual(['CLIENT_NOT_FOUND', 'DUO_ERROR_TO_AUTHENTICATE']);
});
