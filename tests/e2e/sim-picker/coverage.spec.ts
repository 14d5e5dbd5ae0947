import { expect, test } from '@playwright/test';
import { catalogueMessage } from '../demo-account';
import { docScreenshot, expectNoAxeViolations, keepScreenshot } from '../page-checks';
import { submitLogin } from '../portal';
import { picker } from './picker-page';

// Simulator mode only. Coverage counts across every world since the gateway started, so other
// specs of the same run may already have shown INVALID_USER: the test reads the count first.

interface Coverage {
  shown: { code: string; count: number; overrideCount: number; scenarios: string[]; worlds: string[] }[];
  notShown: string[];
  spec: { total: number; shown: number };
  portal: { total: number; shown: number };
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
  // Its count: this screen's, plus any another worker's test showed meanwhile (the coverage is the portal's).
  await expect
    .poll(async () => Number((await row.getByRole('cell').nth(1).textContent())?.trim()))
    .toBeGreaterThanOrEqual(countBefore + 1);
  await expect(row).toContainText('default');
  // The specification's 71 apart from the project's own codes.
  await expect(dialog.getByTestId('sim-coverage-summary')).toContainText(
    /^Specification: \d+ of 71 codes shown from a scenario's own state since /,
  );
  await expect(dialog.getByTestId('sim-coverage-portal-summary')).toContainText(
    new RegExp(`^The project's own codes \\(not in the specification\\): \\d+ of ${before.portal.total}\\.`),
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
  await expect(notShown.locator('summary')).toHaveText("Not shown from a scenario's own state yet (0)");
  await dialog.getByLabel('Filter codes').fill('');

  await expectNoAxeViolations(page, 'the picker coverage tab');
  await keepScreenshot(page, testInfo, 'sim-picker-coverage-1280');
  await docScreenshot(page, 'sim-picker-coverage');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page, 'the picker coverage tab at 375 px');
  await keepScreenshot(page, testInfo, 'sim-picker-coverage-375');
  await docScreenshot(page, 'sim-picker-coverage');
  // Narrower than the table (long codes and scenario names, as other tests' codes make it in CI):
  // it scrolls sideways, so its scroller must be reachable by keyboard (axe failed before it was a
  // focusable region).
  await page.setViewportSize({ width: 300, height: 812 });
  const scroller = dialog.getByRole('region', { name: /^Shown in the browser/ });
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth), 'the table scrolls sideways').toBe(
    true,
  );
  await expectNoAxeViolations(page, 'the picker coverage tab at 300 px');

  // The control API says the same as the tab.
  const after = (await (await request.get('/__sim/coverage')).json()) as Coverage;
  expect(after.notShown).not.toContain('INVALID_USER');
  // At least this screen: the coverage is the whole portal's, and other workers' tests show
  // INVALID_USER on it too.
  expect(after.shown.find((entry) => entry.code === 'INVALID_USER')?.count).toBeGreaterThanOrEqual(
    countBefore + 1,
  );
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
  // The Duo return page with neither state nor code: back to the sign-in page with the message,
  // which this signed-in browser leaves for the environments at once; the message goes along.
  await page.goto('/login/duo-callback/');
  await expect(page).toHaveURL(/\/home\/environments$/);
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

test('an override’s screen counts apart from a real one, by the upstream’s code', async ({
  page,
}, testInfo) => {
  const coverage = async () => (await (await page.request.get('/__sim/coverage')).json()) as Coverage;
  const entry = (c: Coverage, code: string) =>
    c.shown.find((e) => e.code === code) ?? { count: 0, overrideCount: 0, scenarios: [], worlds: [] };
  await page.goto('/?scenario=default&fresh=1&lng=en-US');
  const world = (await page.context().cookies()).find((cookie) => cookie.name === 'sim_world')?.value ?? '';
  expect(world).not.toBe('');
  const before = await coverage();

  // One override: the next sign-in answers INVALID_BANK, which the scenario's state never would.
  const added = await page.request.post('/__sim/worlds/current/overrides', {
    data: { route: 'login', error: 'INVALID_BANK', times: 1 },
  });
  expect(added.ok()).toBe(true);
  await submitLogin(page, 'Wrong@Password1');
  await expect(
    page.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'INVALID_BANK') }),
  ).toBeVisible();
  await expect
    .poll(async () => entry(await coverage(), 'INVALID_BANK').overrideCount, { timeout: 20_000 })
    .toBe(entry(before, 'INVALID_BANK').overrideCount + 1);

  // One real screen: the world's own answer to a wrong password.
  await submitLogin(page, 'Wrong@Password1');
  await expect(
    page.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'INVALID_USER') }),
  ).toBeVisible();
  await expect
    .poll(async () => entry(await coverage(), 'INVALID_USER').count, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(entry(before, 'INVALID_USER').count + 1);

  const after = await coverage();
  const bank = entry(after, 'INVALID_BANK');
  // The override signs nothing off: not counted as shown, and not credited to this scenario. (The
  // coverage is the whole portal's: another worker's test may show INVALID_BANK for real meanwhile,
  // from auth/stored-profile, so only what this world did is checked.)
  expect(bank.worlds).toContain(world);
  expect(entry(before, 'INVALID_BANK').scenarios).not.toContain('default');
  expect(bank.scenarios).not.toContain('default');
  if (bank.count === 0) expect(after.notShown).toContain('INVALID_BANK');
  const user = entry(after, 'INVALID_USER');
  expect(user.overrideCount).toBe(entry(before, 'INVALID_USER').overrideCount);
  expect(user.worlds).toContain(world);
  expect(user.scenarios).toContain('default');

  // The tab says the same: the override's screen in its own column.
  const qa = picker(page);
  await qa.open();
  await qa.tab('Coverage').click();
  const shown = qa.dialog.getByRole('table', { name: /Shown in the browser/ });
  const bankRow = shown
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'INVALID_BANK', exact: true }) });
  await expect(bankRow.getByRole('cell').nth(1)).toHaveText(String(bank.count));
  await expect(bankRow.getByRole('cell').nth(2)).toHaveText(String(bank.overrideCount));
  await expect(shown.getByRole('columnheader', { name: 'By an override' })).toBeVisible();
  await expectNoAxeViolations(page, 'the coverage tab with an override’s screen');
  await keepScreenshot(page, testInfo, 'sim-picker-coverage-override-1280');
  await docScreenshot(page, 'sim-picker-coverage-override');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(bankRow).toBeVisible();
  await expectNoAxeViolations(page, 'the coverage tab with an override’s screen at 375 px');
  await keepScreenshot(page, testInfo, 'sim-picker-coverage-override-375');
  await docScreenshot(page, 'sim-picker-coverage-override');
});
