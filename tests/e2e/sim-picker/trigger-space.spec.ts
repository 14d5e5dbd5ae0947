import { expect, type Page, test } from '@playwright/test';
import { readLayoutShift, watchLayoutShift } from '../page-checks';
import { signIn } from '../portal';
import { picker } from './picker-page';

// Simulator mode's QA button must never cover the page: not the last link of a short page (the
// footer's legal links at the bottom of the screen), not the middle of a long one where the first
// screen ends (where a full-page screenshot draws anything floating). Its box is compared with
// every visible piece of the page, scrolled to the top and to the end, at phone width.
// Simulator mode only (playwright.config.ts).

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The visible controls and text of the app (the picker's own excepted), in viewport coordinates. */
async function pageContent(page: Page): Promise<{ what: string; box: Box }[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll('#root a, #root button, #root input, #root p, #root li, #root h1, #root h2'),
    )
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
      })
      .filter((el) => !el.closest('.skip-link'))
      .map((el) => {
        const { x, y, width, height } = el.getBoundingClientRect();
        return {
          what: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim()}"`,
          box: { x, y, width, height },
        };
      }),
  );
}

async function coveredByTrigger(page: Page): Promise<string[]> {
  const trigger = await picker(page).button.boundingBox();
  if (trigger === null) throw new Error('the QA button has no box');
  return (await pageContent(page)).filter((c) => overlaps(trigger, c.box)).map((c) => c.what);
}

for (const route of [
  { path: '/forgotPassword', heading: 'Forgot your password?', long: false },
  { path: '/changePassword', heading: 'Change password', long: true },
]) {
  test(`at 375 px the QA button covers nothing of ${route.path}`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${route.path}?scenario=default&lng=en-US`);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(picker(page).button).toBeVisible();
    const tall = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight * 1.2);
    expect(tall, 'a page longer than the screen').toBe(route.long);

    expect(await coveredByTrigger(page), 'at the top').toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() =>
        page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1),
      )
      .toBe(true);
    expect(await coveredByTrigger(page), 'at the end').toEqual([]);
  });
}

// The strip sits under the page. Its script does not wait for the branding, so
// with the branding late the picker is ready before the page: it must still not be drawn at the
// top of the empty page and then pushed down by it (0.07 to 0.13 of layout shift at 375 px).
test('the QA strip waits for the page it goes under, even when the page draws late', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
  await watchLayoutShift(page);
  await page.route('**/config.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.reload();
  await expect(page.getByText('3 environments')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open the QA simulator tools' })).toBeAttached();
  const shift = await readLayoutShift(page);
  test.info().annotations.push({ type: 'CLS', description: JSON.stringify(shift) });
  expect(shift.all).toBeLessThan(0.01);
});
