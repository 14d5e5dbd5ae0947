import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInByApi } from './api-sign-in';
import { customerOrigin, SAMPLE_CUSTOMERS } from './customers';
import { DEMO } from './demo-account';
import { holdCalls } from './hold-calls';
import { expectNoAxeViolations, keepScreenshot, readLayoutShift, watchLayoutShift } from './page-checks';
import { signIn } from './portal';

const [ACME] = SAMPLE_CUSTOMERS;

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
    // Simulator mode serves the sample customers: one of them, on its own host, so the paint's
    // colours are the customer's, not the stylesheet's defaults (proxy mode has the base branding).
    const simulator = testInfo.project.name === 'simulator-mode';
    const origin = simulator ? customerOrigin(ACME, testInfo.project.use.baseURL) : '';
    await signInByApi(page, { ...DEMO, scenario: 'default', origin });
    await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
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
    // Acme's logo bar is white and its band #7A1C14 (sample-branding/clients/acme/config.json).
    if (simulator) expect(paintedColours.slice(0, 2)).toEqual(['rgb(255, 255, 255)', 'rgb(122, 28, 20)']);
    const pageBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const paintedBackground = await pageBackground();
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
    expect(await pageBackground()).toBe(paintedBackground);
    const shift = await readLayoutShift(page);
    test.info().annotations.push({ type: 'CLS', description: JSON.stringify(shift) });
    expect(shift.all).toBeLessThan(0.1);
  });
}

test('a screen whose code comes late keeps the paint, not a skeleton that would replace the bar and band', async ({
  page,
}) => {
  await signIn(page);
  // Whether the page's loading skeleton was ever drawn, from the first byte of the page on.
  await page.addInitScript(() => {
    const seen = { skeleton: false };
    Object.assign(window, { portalSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('.page-loading') !== null) seen.skeleton = true;
    }).observe(document, { childList: true, subtree: true });
  });
  // The page's own timers (main.tsx drew a skeleton after 1 s without the screen's code) run on
  // this clock, moved past that second while the screen's code is held.
  await page.clock.install();
  const screen = await holdCalls(page, '**/assets/environments-page-*.js');
  const branding = page.waitForResponse((response) => new URL(response.url()).pathname === '/config.json');
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('.first-paint .first-paint-title')).toBeVisible();
  // The app has its branding (its texts come with its code, which is not held)...
  await branding;
  await page.clock.runFor(3_000);
  // ...and React's render, had it started, runs in tasks of its own: let those go first.
  await page.evaluate(async () => {
    for (let i = 0; i < 20; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      });
    }
  });
  await expect(page.locator('.first-paint .first-paint-title')).toBeVisible();
  await screen.release();
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
  await expect(page.locator('.first-paint')).toHaveCount(0);
  const seen = await page.evaluate(
    () => (window as unknown as { portalSeen: { skeleton: boolean } }).portalSeen,
  );
  expect(seen.skeleton).toBe(false);
});

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
