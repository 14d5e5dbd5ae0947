import { type BrowserContext, test as base, type Page } from '@playwright/test';

/**
 * Tests that start from a signed-out browser with no world, one after another in a worker's one
 * browser context and its one tab: before each test the context's cookies (session, world,
 * language) are cleared and the tab opens a page of the portal's origin that empties its local
 * and session storage, so each test still gets a world of its own. What stays is the browser's
 * cache (the portal's immutable scripts and their compiled code) and the tab's renderer process:
 * a new tab per test cost the error matrix twice the CPU (measured: 40 journeys, 175 → 79 CPU
 * seconds, with `answerSessionWindows` below). Use it where many short tests each load the portal
 * (the error matrix). A test that changes the browser itself (page.clock, init scripts, its own
 * viewport or locale) uses the plain `test`, which gives it a browser of its own.
 */
export const test = base.extend<object, { workerContext: BrowserContext }>({
  workerContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
        workerInfo.project.use;
      if (baseURL === undefined) throw new Error('the project needs a baseURL');
      const context = await browser.newContext({
        baseURL,
        locale,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ workerContext }, use) => {
    await use(workerContext);
  },
  page: async ({ workerContext }, use, testInfo) => {
    await workerContext.clearCookies();
    // The last test's tab, the only one left open (see below), or the worker's first.
    const page = workerContext.pages()[0] ?? (await workerContext.newPage());
    // The portal's own origin serves /healthz without the app: a cheap place to empty its storage.
    await page.goto('/healthz');
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await use(page);
    // What the test added goes with it: its routes and the windows it opened. A failed test may
    // have left anything in its tab: the next one gets a new tab.
    await workerContext.unrouteAll({ behavior: 'ignoreErrors' });
    const keep = testInfo.status === testInfo.expectedStatus && !page.isClosed() ? page : undefined;
    if (keep !== undefined) await keep.unrouteAll({ behavior: 'ignoreErrors' });
    await Promise.all(workerContext.pages().map((open) => (open === keep ? undefined : open.close())));
  },
});

/**
 * Session windows a launch opens point at hosts that exist only in a scenario: from now on in this
 * test, pages outside the portal are answered with a stand-in page. Not for every test: while a
 * route is set, every request of the browser stops in the test runner on its way (measured: a
 * fifth of the error matrix's time).
 */
export async function answerSessionWindows(page: Page): Promise<void> {
  const portalOrigin = new URL(page.url()).origin;
  await page.context().route(
    (url) => url.origin !== portalOrigin,
    (route) => route.fulfill({ contentType: 'text/html', body: '<title>session window</title>' }),
  );
}

export { expect } from '@playwright/test';
