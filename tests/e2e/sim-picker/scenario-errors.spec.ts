import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { docScreenshot, expectNoAxeViolations, keepScreenshot } from '../page-checks';
import { REPO_ROOT, type Spawned, startGateway } from '../spawned';
import { picker } from './picker-page';

// A tester under `pnpm dev` saves a scenario with a mistake: the QA picker's Scenario tab names
// the file, the line, the column and the field, and once the file is saved again without the
// mistake, the tab no longer lists it. Its own gateway, watching its own copy of the scenarios, so
// the broken file never reaches the shared test servers.

const BROKEN_AT = { line: 18, column: 21, field: 'settings.maxLoginAttempts' };

let scenarios: string;
let gateway: (Spawned & { url: string }) | undefined;
let goodText: string;

test.beforeAll(async () => {
  scenarios = join(mkdtempSync(join(tmpdir(), 'portal-scenario-errors-')), 'scenarios');
  cpSync(join(REPO_ROOT, 'scenarios'), scenarios, { recursive: true });
  goodText = readFileSync(join(scenarios, 'default.yaml'), 'utf8');
  const brokenText = goodText.replace('maxLoginAttempts: 5', 'maxLoginAttempts: five');
  expect(brokenText.split('\n')[BROKEN_AT.line - 1]).toBe('  maxLoginAttempts: five');
  writeFileSync(join(scenarios, 'qa-broken.yaml'), brokenText);
  gateway = await startGateway({ SCENARIOS_DIR: scenarios, SIM_WATCH: 'true', COOKIE_SECURE: 'false' });
});

test.afterAll(async () => {
  await gateway?.stop();
  rmSync(join(scenarios, '..'), { recursive: true, force: true });
});

test('the Scenario tab names a file that did not load, and drops it once it is mended', async ({
  page,
}, testInfo) => {
  test.slow();
  if (gateway === undefined) throw new Error('no gateway');
  await page.goto(gateway.url);
  const qa = picker(page);
  const dialog = await qa.open();
  await qa.tab('Scenario').click();
  const errors = dialog.getByRole('region', { name: 'Scenario files that did not load: 1' });
  await expect(errors).toBeVisible();
  await expect(errors.getByRole('listitem').first()).toContainText('qa-broken.yaml: invalid scenario');
  await expect(errors).toContainText(
    `Line ${BROKEN_AT.line}, column ${BROKEN_AT.column}, field ${BROKEN_AT.field}: Invalid input: expected number, received string`,
  );
  await expectNoAxeViolations(page, 'the Scenario tab naming a broken file');
  await keepScreenshot(page, testInfo, 'sim-picker-scenario-errors-1280');
  await docScreenshot(page, 'sim-picker-scenario-errors');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(errors).toBeVisible();
  await expectNoAxeViolations(page, 'the Scenario tab naming a broken file at 375 px');
  await keepScreenshot(page, testInfo, 'sim-picker-scenario-errors-375');
  await docScreenshot(page, 'sim-picker-scenario-errors');

  // A link to the broken scenario says why no world starts from it, not that it is unknown.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${gateway.url}/?scenario=qa-broken&lng=en-US`);
  const refusal = qa.dialog.getByRole('alert');
  await expect(refusal).toContainText(
    'Scenario “qa-broken” did not load: its file qa-broken.yaml has a problem',
  );
  await expect(refusal).toContainText(`Line ${BROKEN_AT.line}, column ${BROKEN_AT.column}`);
  await expect(refusal).not.toContainText('Unknown scenario');
  await expectNoAxeViolations(page, 'the picker refusing a scenario that did not load');

  // Saved again without the mistake: the watcher reloads it, and the tab reads the list anew
  // each time it opens.
  writeFileSync(join(scenarios, 'qa-broken.yaml'), goodText);
  await expect(async () => {
    await qa.tab('World').click();
    await qa.tab('Scenario').click();
    await expect(dialog.getByRole('combobox', { name: 'Scenario' })).toBeVisible();
    await expect(dialog.getByTestId('sim-scenario-errors')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});
