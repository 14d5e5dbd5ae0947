import { expect, type Locator, type Page, test } from '@playwright/test';
import { holdCalls } from './hold-calls';
import { expectNoAxeViolations, keepScreenshot, readLayoutShift, watchLayoutShift } from './page-checks';
import { signIn } from './portal';

// docs/decisions/028-first-paint.md: a signed-in reload of the environments page draws its top
// bar and title band from the HTML, before the app's code has come, where the app then draws
// its own; in both modes (the same gateway code).

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error(`${locator} is not on screen`);
  return box;
}

/** The boxes of the top bar, the band and its two lines, from the given four locators. */
async function boxes(parts: Locator[]): Promise<Box[]> {
  return Promise.all(parts.map(boxOf));
}

function expectSameBoxes(painted: Box[], drawn: Box[]): void {
  painted.forEach((box, i) => {
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(
        Math.abs(box[side] - (drawn[i]?.[side] ?? Number.NaN)),
        `part ${i}, ${side}`,
      ).toBeLessThanOrEqual(1);
    }
  });
}

const appParts = (page: Page): Locator[] => {
  const band = page.getByTestId('title-band');
  return [page.getByRole('banner'), band, band.locator('p').first(), band.locator('p').nth(1)];
};

for (const viewport of WIDTHS) {
  test(`before the app's code, the page shows the top bar and the clients' band where the app draws them, at ${viewport.width} px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    const names = (await page.getByTestId('title-band').locator('p').first().textContent()) ?? '';
    expect(names).toContain(' · ');
    const drawn = await boxes(appParts(page));

    await watchLayoutShift(page);
    const code = await holdCalls(page, '**/assets/*.js');
    await page.reload({ waitUntil: 'commit' });
    const paint = page.locator('.first-paint');
    await expect(paint.locator('.first-paint-title')).toHaveText(names);
    await expect(paint.locator('.first-paint-bar img')).toBeVisible();
    const painted = await boxes([
      paint.locator('.first-paint-bar'),
      paint.locator('.first-paint-band'),
      paint.locator('.first-paint-title'),
      paint.locator('.first-paint-subtitle'),
    ]);
    expectSameBoxes(painted, drawn);
    // The branding's colours, not the stylesheet's defaults.
    const colours = async (bar: Locator, band: Locator) => [
      await bar.evaluate((el) => getComputedStyle(el).backgroundColor),
      await band.evaluate((el) => getComputedStyle(el).backgroundColor),
      await band.evaluate((el) => getComputedStyle(el).color),
    ];
    const paintedColours = await colours(
      paint.locator('.first-paint-bar'),
      paint.locator('.first-paint-band'),
    );
    await keepScreenshot(page, testInfo, `first-paint-${viewport.width}`);
    // Hidden from assistive technology: the page's landmarks and heading come with the app (a
    // page before its code has none, the sign-in page as built neither); the rest of axe holds.
    await expect(paint).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(page, `first paint at ${viewport.width} px`, {
      disableRules: ['landmark-one-main', 'page-has-heading-one'],
    });

    await code.release();
    await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
    await expect(paint).toHaveCount(0);
    expectSameBoxes(painted, await boxes(appParts(page)));
    const [bar, band] = appParts(page);
    if (bar === undefined || band === undefined) throw new Error('no top bar or band');
    expect(await colours(bar, band)).toEqual(paintedColours);
    const shift = await readLayoutShift(page);
    test.info().annotations.push({ type: 'CLS', description: JSON.stringify(shift) });
    expect(shift.all).toBeLessThan(0.1);
  });
}

test('the sign-in page, / signed in and the other signed-in pages come as built, without a first paint', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'document') sent.push(await response.text());
  });
  await page.goto('/?lng=en-US');
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  expect(sent).toHaveLength(1);
  for (const html of sent) expect(html).not.toContain('first-paint');
  await signIn(page);
  sent.length = 0;
  await page.goto('/messages');
  await expect(page.getByRole('banner')).toBeVisible();
  // Nor / signed in: its guard sends the visitor on, so a painted band would go and come back.
  await page.goto('/');
  await expect(page).toHaveURL(/\/home\/environments$/);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
  expect(sent).toHaveLength(2);
  for (const html of sent) expect(html).not.toContain('first-paint');
});
