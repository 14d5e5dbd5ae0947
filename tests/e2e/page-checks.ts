import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';

/**
 * A full-page screenshot kept as a test artifact; with SHOTS_DIR set, a copy there too, to look at
 * outside the report (`SHOTS_DIR=/tmp/shots pnpm test:e2e`).
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const body = await page.screenshot({ fullPage: true });
  await testInfo.attach(name, { body, contentType: 'image/png' });
  const dir = process.env.SHOTS_DIR;
  if (dir === undefined || dir === '') return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.png`), body);
}

/** Whether this run retakes the screenshots docs/ shows: `DOC_SCREENS=1`. */
export const DOC_SCREENS_WANTED = process.env.DOC_SCREENS === '1';
const DOC_SCREENS_DIR = fileURLToPath(new URL('../../docs/screens/', import.meta.url));

/** The project whose screens docs/ shows: the one that runs every scenario, so one run makes them all. */
const DOC_SCREENS_PROJECT = 'simulator-mode';

/**
 * With DOC_SCREENS=1, the viewport as a person sees it (or `body`, a screenshot of it already
 * taken) written to docs/screens/<name>-<width>.png, the images docs/ shows, from the
 * simulator-mode project only (the same screen in proxy mode would overwrite it, in whichever order
 * the workers ran); otherwise nothing. `DOC_SCREENS=1 pnpm test:e2e` retakes them all.
 */
export async function docScreenshot(page: Page, name: string, body?: Buffer): Promise<void> {
  if (!DOC_SCREENS_WANTED || test.info().project.name !== DOC_SCREENS_PROJECT) return;
  mkdirSync(DOC_SCREENS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  writeFileSync(join(DOC_SCREENS_DIR, `${name}-${width}.png`), body ?? (await page.screenshot()));
}

export type AxeOptions = {
  /**
   * Regions axe leaves out (CSS selectors), for parts that are not the portal's own: a framed
   * RemoteApp page, the reCAPTCHA badge Google draws.
   */
  exclude?: readonly string[];
  /** Rules left out, each for a reason its caller gives (a page before the app's code has come). */
  disableRules?: readonly string[];
};

/**
 * axe finds nothing on the page as it is now; a failure names each rule and the elements.
 *
 * Two settings make a scan about three times cheaper with the same rules on the same elements
 * (measured side by side on the environments page: median 1.95 s → 0.61 s): axe's legacy mode
 * runs in the page itself instead of gathering each frame's results in a blank tab it opens and
 * loads axe into again for every scan; that way only frames of another origin go unchecked, and
 * the portal's only ones (a RemoteApp session, Google's reCAPTCHA) are not its own and are left out
 * (`exclude`) anyway. And axe details only violations, not every element that passed.
 */
export async function expectNoAxeViolations(
  page: Page,
  where: string,
  options: AxeOptions = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules !== undefined) builder = builder.disableRules([...options.disableRules]);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(found, `axe on ${where}`).toEqual([]);
}

/**
 * expectNoAxeViolations for a page whose clock is paused (page.clock.pauseAt), to hold a state
 * that lasts a second or two. axe schedules its work with timers, which the paused clock holds
 * (it would wait forever), so it checks a copy of the page's DOM, without scripts but with its
 * styles, in a context of its own, at each of the given viewport sizes.
 */
export async function expectNoAxeViolationsOnCopy(
  page: Page,
  browser: Browser,
  where: string,
  viewports: ReadonlyArray<{ width: number; height: number }>,
): Promise<void> {
  const origin = new URL(page.url()).origin;
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const context = await browser.newContext();
  try {
    const copy = await context.newPage();
    // A page of the portal's origin that runs no app, so the stylesheets load as on the real page.
    await copy.goto(`${origin}/healthz`);
    await copy.setContent(html, { waitUntil: 'load' });
    for (const viewport of viewports) {
      await copy.setViewportSize(viewport);
      await expectNoAxeViolations(copy, `${where} at ${viewport.width} px`);
    }
  } finally {
    await context.close();
  }
}

/** The page is no wider than the screen: nothing makes a phone scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { page: wide, screen } = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(wide, `the page's width on ${where}`).toBeLessThanOrEqual(screen);
}

/**
 * On a paused page clock (page.clock.pauseAt), moves it on in small steps until the page is at
 * `path`: tRPC's batching waits on a timer, so a call the page makes on a click never leaves
 * while the clock stands still, and one big step would also run past the screen to check.
 */
export async function runClockUntilPath(page: Page, path: string, timeout = 30_000): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(20);
        return new URL(page.url()).pathname;
      },
      { timeout },
    )
    .toBe(path);
}

declare global {
  interface Window {
    portalLayoutShift?: { all: number; withoutInput: number };
  }
}

/**
 * Sums every layout shift of each document the page loads, from its start (call before the
 * navigation); `resetLayoutShift` starts the sum again, `readLayoutShift` reads it.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sums = { all: 0, withoutInput: 0 };
    window.portalLayoutShift = sums;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] &
        { value: number; hadRecentInput: boolean }[]) {
        sums.all += entry.value;
        if (!entry.hadRecentInput) sums.withoutInput += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function resetLayoutShift(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.portalLayoutShift) Object.assign(window.portalLayoutShift, { all: 0, withoutInput: 0 });
  });
}

/** The sums so far; layout-shift entries are delivered after the frame, so one more frame first. */
export function readLayoutShift(page: Page): Promise<{ all: number; withoutInput: number }> {
  return page.evaluate(
    () =>
      new Promise<{ all: number; withoutInput: number }>((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => resolve(window.portalLayoutShift ?? { all: 1, withoutInput: 1 }), 0),
        ),
      ),
  );
}
