import { expect, test } from './fixtures';

// The shared tab of fixtures.ts, checked on itself: these tests run in order in one worker, each
// leaving something behind for the next to look for. `window.name` survives navigations within
// one origin and nothing in the portal sets it, so it tells whether the next test got the same tab.
test.describe.configure({ mode: 'serial' });

const KEPT = 'shared-tab-kept';
const HANDED_OVER = 'shared-tab-handed-to-plugin';

test('a test changes what it can in the shared tab', async ({ page, context }) => {
  await context.addCookies([{ name: 'left_behind', value: '1', url: page.url() }]);
  await page.evaluate((name) => {
    window.name = name;
    localStorage.setItem('left_behind', '1');
    sessionStorage.setItem('left_behind', '1');
  }, KEPT);
  await context.grantPermissions(['clipboard-read']);
  await context.route('**/healthz', (route) => route.fulfill({ body: 'routed by the last test' }));
  await page.route('**/config.json', (route) => route.fulfill({ status: 500 }));
  await page.setViewportSize({ width: 333, height: 444 });
});

test('the next test gets the same tab with all of that undone', async ({ page, context }, testInfo) => {
  expect(await page.evaluate(() => window.name)).toBe(KEPT);
  // The gateway's answer to the fixture's own visit sets its CSRF cookie again; the test's is gone.
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('left_behind');
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect(page.viewportSize()).toEqual(testInfo.project.use.viewport);
  const permission = await page.evaluate(
    async () => (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
  );
  expect(permission).not.toBe('granted');
  expect(await (await page.goto('/healthz'))?.text()).not.toBe('routed by the last test');
  expect((await page.goto('/config.json'))?.status()).toBe(200);
});

test('what would outlive the test in the tab fails at once, naming the way out', async ({
  page,
  context,
}) => {
  expect(() => page.clock).toThrow(/use @playwright\/test's own test/);
  expect(() => page.addInitScript(() => undefined)).toThrow(/page\.addInitScript would stay/);
  expect(() => context.addInitScript(() => undefined)).toThrow(/context\.addInitScript would stay/);
});

// The fixture's rule is about the address: every page under /launching (the plugin hand-over's
// route, /launching/:executePlugin) marks the tab, whatever the page then shows.
test('a tab that reached /launching is left behind', async ({ page }) => {
  await page.evaluate((name) => {
    window.name = name;
  }, HANDED_OVER);
  await page.goto('/launching/plugin');
});

test('so the next test gets a new tab', async ({ page, context }) => {
  expect(await page.evaluate(() => window.name)).not.toBe(HANDED_OVER);
  // window.name above is what tells a new tab from the old one; the old one is closed too.
  expect(context.pages()).toHaveLength(1);
});
