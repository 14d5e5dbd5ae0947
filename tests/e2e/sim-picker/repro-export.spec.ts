import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { catalogueMessage, DEMO } from '../demo-account';
import { expectNoAxeViolations, keepScreenshot } from '../page-checks';
import { submitLogin } from '../portal';
import { picker } from './picker-page';

// Repro export (issue 11 item 3; docs/qa-guide.md, "Reproduce a bug: export your world").

test('repro export: the picker downloads the world and its link opens a fresh copy of it', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/?scenario=default&lng=en-US');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // Change the world: two hours later on its clock, and every sign-in refused by an override.
  const jump = await page.request.post('/__sim/worlds/current/clock', { data: { advanceMs: 2 * 3_600_000 } });
  expect(jump.ok()).toBe(true);
  const added = await page.request.post('/__sim/worlds/current/overrides', {
    data: { route: 'login', error: 'INVALID_RECAPTCHA' },
  });
  expect(added.status()).toBe(201);

  const qa = picker(page);
  await qa.open();
  await qa.tab('World').click();
  const section = qa.dialog.getByRole('region', { name: 'Export this world' });
  await expect(section).toBeVisible();
  const exportButton = section.getByRole('button', { name: 'Export this world' });
  // Keyboard: focus the button and press Enter.
  await exportButton.focus();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^repro-default-[0-9a-z]+-\d{8}t\d{6}z\.yaml$/);
  const path = await download.path();
  const yaml = await readFile(path, 'utf8');
  expect(yaml).toContain('title: Repro of default at ');
  expect(yaml).toContain('clockAt: ');
  expect(yaml).toContain('error: INVALID_RECAPTCHA');
  expect(yaml).toContain(`email: ${DEMO.email}`);
  const clockAt = /clockAt: (\S+)/.exec(yaml)?.[1] ?? '';

  const link = section.getByRole('textbox', { name: 'Link to a fresh copy' });
  await expect(link).toHaveValue(new RegExp(`^${baseURL}/\\?scenario=repro-[0-9a-f]{12}&fresh=1$`));
  await expect(link).toHaveAttribute('readonly', '');
  const url = await link.inputValue();
  await section.getByRole('button', { name: 'Copy the link to a fresh copy' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The copy button's tooltip lives outside the landmarks while the pointer rests on it.
  await section.getByRole('heading', { name: 'Export this world' }).hover();
  await expect(page.getByRole('tooltip')).toBeHidden();
  await expectNoAxeViolations(page, 'the picker with the export section');
  await section.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'repro-export-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await section.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, 'the picker with the export section, at phone width');
  await keepScreenshot(page, testInfo, 'repro-export-375');

  // Someone else opens the link: a new browser, a fresh world at the exported moment.
  const other = await browser.newContext({ baseURL });
  try {
    const copy = await other.newPage();
    await copy.goto(`${url}&lng=en-US`);
    await expect(copy.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const clock = await (await copy.request.get('/__sim/worlds/current/clock')).json();
    expect(clock.scenario).toMatch(/^repro-[0-9a-f]{12}$/);
    const drift = Date.parse(clock.now) - Date.parse(clockAt);
    expect(drift).toBeGreaterThanOrEqual(0);
    expect(drift).toBeLessThan(60_000);
    // The override still answers: the same message the tester saw.
    await submitLogin(copy, DEMO.password);
    await expect(
      copy.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'INVALID_RECAPTCHA') }),
    ).toBeVisible();
  } finally {
    await other.close();
  }
});

test('repro export: a user locked out by wrong passwords is still locked out in the copy', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/?scenario=auth/lockout&lng=en-US');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // Three wrong passwords make the user inactive (maxLoginAttempts: 3 in this scenario).
  for (const code of ['INVALID_USER', 'INVALID_USER', 'MAXIMUM_LOGIN_ATTEMPTS']) {
    await submitLogin(page, 'Wrong@Pass1');
    await expect(page.getByRole('alert').filter({ hasText: catalogueMessage('en-US', code) })).toBeVisible();
  }

  const qa = picker(page);
  await qa.open();
  await qa.tab('World').click();
  const section = qa.dialog.getByRole('region', { name: 'Export this world' });
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export this world' }).click();
  const yaml = await readFile(await (await downloading).path(), 'utf8');
  expect(yaml).toContain('title: Repro of auth/lockout at ');
  expect(yaml).toMatch(new RegExp(`- email: ${DEMO.email}\\n    active: false\\n`));
  const url = await section.getByRole('textbox', { name: 'Link to a fresh copy' }).inputValue();

  const other = await browser.newContext({ baseURL });
  try {
    const copy = await other.newPage();
    await copy.goto(`${url}&lng=en-US`);
    await expect(copy.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await submitLogin(copy, DEMO.password);
    await expect(
      copy.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'USER_NOT_ACTIVE') }),
    ).toBeVisible();
  } finally {
    await other.close();
  }
});
