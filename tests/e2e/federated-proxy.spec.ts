import { type BrowserContext, expect, test } from '@playwright/test';
import { type Spawned, startGateway, startSimulator } from './spawned';

// Issue 21, item 4: proxy mode with the default settings (no ALLOWED_REDIRECT_ORIGINS) follows the
// addresses the upstream's own replies name: here the standalone simulator's Duo and
// identity-provider pages, on the upstream's own origin (UPSTREAM_URL's). Each test starts its
// own simulator (serving the scenario it needs as its shared world) and a gateway in front of it.
//
// The standalone simulator's pages cannot know the portal's address, so they return to paths on
// their own origin (docs/duo-and-single-sign-on.md); a real Duo or identity provider returns to
// the address configured for the portal. `returnToPortal` plays that configuration.

const started: Spawned[] = [];
test.afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
});

async function proxyInFrontOf(scenario: string): Promise<{ portal: string; upstream: string }> {
  const upstream = await startSimulator(['--scenario', scenario]);
  started.push(upstream);
  // Explicitly empty: the default.
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, ALLOWED_REDIRECT_ORIGINS: '' });
  started.push(gateway);
  return { portal: gateway.url, upstream: upstream.url };
}

/**
 * The simulator's returns to `/login/...` and `/ssoLogout` on its own origin go to the portal's.
 * A redirect's next hop cannot be routed, so the form posts of its pages are answered here.
 */
async function returnToPortal(context: BrowserContext, upstream: string, portal: string): Promise<void> {
  const toPortal = (location: string) => {
    const url = new URL(location, upstream);
    return url.origin === upstream ? `${portal}${url.pathname}${url.search}` : location;
  };
  await context.route(`${upstream}/__sim/pages/**`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers().location;
    if (location === undefined) return route.fulfill({ response });
    return route.fulfill({ status: 303, headers: { location: toPortal(location) } });
  });
  await context.route(`${upstream}/ssoLogout`, (route) =>
    route.fulfill({ status: 303, headers: { location: toPortal(route.request().url()) } }),
  );
}

test('proxy mode with default settings: a Duo push approved on the upstream signs in', async ({
  page,
  context,
}) => {
  test.slow(); // two processes started
  const { portal, upstream } = await proxyInFrontOf('duo/push');
  await returnToPortal(context, upstream, portal);
  await page.goto(`${portal}/?lng=en-US`);
  await page.getByLabel(/^E-mail/).fill('duo@example.com');
  await page.getByLabel(/^Password/).fill('Duo@Portal2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Before issue 21 the portal stayed here with "Error authenticating with Duo."
  await expect(page).toHaveURL(new RegExp(`^${upstream}/__sim/pages/duo\\?state=`));
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(`${portal}/home/environments`);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
});

test("proxy mode with default settings: a single-sign-on logout goes through the identity provider's logout", async ({
  page,
  context,
}) => {
  test.slow(); // two processes started
  const { portal, upstream } = await proxyInFrontOf('sso/sign-in');
  await returnToPortal(context, upstream, portal);
  await page.goto(`${portal}/sso/ACME?lng=en-US`);
  await expect(page).toHaveURL(new RegExp(`^${upstream}/__sim/pages/idp\\?request=`));
  await page.getByRole('radio', { name: /sso@example\.com/ }).check();
  await page.getByRole('button', { name: 'Sign in as the chosen user' }).click();
  await expect(page).toHaveURL(`${portal}/home/environments`);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();

  await page.getByRole('button', { name: /Log out/ }).click();
  // Before issue 21 the portal skipped the identity provider and went straight to /ssoLogout.
  await expect(page).toHaveURL(new RegExp(`^${upstream}/__sim/pages/idp/logout\\?request=`));
  await expect(
    page.getByRole('heading', { name: 'Signed out at the identity provider (simulated)' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to the portal' }).click();
  await expect(page).toHaveURL(`${portal}/ssoLogout`);
  await expect(
    page.getByRole('status').filter({ hasText: 'You have been signed out of single sign-on.' }),
  ).toBeVisible();
  await page.goto(`${portal}/home/environments`);
  await expect(page).toHaveURL(`${portal}/`);
});
