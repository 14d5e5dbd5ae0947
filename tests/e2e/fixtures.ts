import { type BrowserContext, test as base } from '@playwright/test';

/**
 * Tests that start from a signed-out browser with no world, one after another in a worker's one
 * browser context: `page` is a new tab of it after its cookies (session, world, language) and the
 * portal's local storage are cleared, so each test still gets a world of its own, while the
 * browser's cache keeps the portal's immutable scripts and compiled code between tests instead
 * of downloading and compiling them again for each. Use it where many short tests each load the
 * portal (the error matrix); a test that needs a brand new browser uses the plain `test`.
 *
 * Pages outside the portal (session windows a launch opens point at hosts that exist only in a
 * scenario) are answered with a stand-in page.
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
      const portalOrigin = new URL(baseURL).origin;
      await context.route(
        (url) => url.origin !== portalOrigin,
        (route) => route.fulfill({ contentType: 'text/html', body: '<title>session window</title>' }),
      );
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ workerContext }, use) => {
    await use(workerContext);
  },
  page: async ({ workerContext }, use) => {
    await workerContext.clearCookies();
    const page = await workerContext.newPage();
    // The portal's own origin serves /healthz without the app: a cheap place to empty its storage.
    await page.goto('/healthz');
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await use(page);
    // Windows the test opened (session windows) close with it.
    await Promise.all(workerContext.pages().map((open) => open.close()));
  },
});

export { expect } from '@playwright/test';
