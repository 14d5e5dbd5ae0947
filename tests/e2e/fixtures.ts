import { type BrowserContext, test as base, type Frame, type Page } from '@playwright/test';

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
      await use(guarded(context, 'context'));
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
    // A plugin hand-over leaves an invisible "open this app?" question in the tab that takes its
    // clicks (the full headless browser; its headless shell has none, probed 2026-11-27): a tab
    // that reached /launching is not reused, so a spec runs in either build.
    let handedToPlugin = false;
    const onNavigated = (frame: Frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname.startsWith('/launching')) {
        handedToPlugin = true;
      }
    };
    page.on('framenavigated', onNavigated);
    await use(guarded(page, 'page'));
    page.off('framenavigated', onNavigated);
    // What the test added goes with it: its routes, permissions, size and the windows it opened.
    // A failed test may have left anything in its tab: the next one gets a new tab.
    await workerContext.unrouteAll({ behavior: 'ignoreErrors' });
    await workerContext.clearPermissions();
    const reusable = testInfo.status === testInfo.expectedStatus && !handedToPlugin && !page.isClosed();
    const keep = reusable ? page : undefined;
    if (keep !== undefined) {
      await keep.unrouteAll({ behavior: 'ignoreErrors' });
      const { viewport } = testInfo.project.use;
      const size = keep.viewportSize();
      if (viewport && (size?.width !== viewport.width || size?.height !== viewport.height)) {
        await keep.setViewportSize(viewport);
      }
    }
    await Promise.all(workerContext.pages().map((open) => (open === keep ? undefined : open.close())));
  },
});

/**
 * What cannot be undone in a shared tab fails at once, naming the way out: the page's clock and
 * init scripts stay with the browser for the worker's later tests.
 */
function guarded<T extends Page | BrowserContext>(target: T, name: string): T {
  const refuse = (what: string) => () => {
    throw new Error(
      `${name}.${what} would stay for the worker's next tests: use @playwright/test's own test`,
    );
  };
  // The context's own clock is read by Playwright itself when it opens a page.
  if (name === 'page') Object.defineProperty(target, 'clock', { get: refuse('clock'), configurable: true });
  Object.defineProperty(target, 'addInitScript', { value: refuse('addInitScript'), configurable: true });
  return target;
}

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

/**
 * A browser context of its own, as Playwright gives each test by default: for a test in a file of
 * the shared tab's tests that moves the page's clock, adds init scripts or sets its own locale.
 */
export { expect, test as testWithOwnBrowser } from '@playwright/test';
