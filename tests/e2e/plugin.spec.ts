import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signInByApi } from './api-sign-in';
import { catalogueMessage } from './demo-account';
import { expectNoAxeViolations } from './page-checks';

// Every virtualizer branch of spec section 4 the browser can show, in scenario worlds of their own
// (?scenario=, so simulator mode only: playwright.config.ts). The plugin's custom protocol cannot
// be installed here; Chromium still reports the navigation to cloudportal:// as a request, which
// is where the launch is caught.

const LAUNCHER = { email: 'launcher@example.com', password: 'Launcher@Portal2026' };
const PROTOCOL = 'cloudportal:';

async function signInTo(page: Page, scenario: string, account = LAUNCHER): Promise<void> {
  await page.goto(`/?scenario=${scenario}&lng=en-US`);
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signInToEnvironments(page: Page, scenario: string): Promise<void> {
  await signInByApi(page, { ...LAUNCHER, scenario });
  await expect(page).toHaveURL(/\/home\/environments$/);
}

/** The custom-protocol launches of this browser's tabs, as the plugin would receive them. */
function pluginLaunches(page: Page): { virtualizer: string }[] {
  const launches: { virtualizer: string }[] = [];
  page.context().on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(PROTOCOL)) return;
    const data = new URL(url).searchParams.get('data');
    launches.push(JSON.parse(data ?? 'null') as { virtualizer: string });
  });
  return launches;
}

/**
 * The full headless Chromium answers a custom-protocol launch with a tab-modal question nobody
 * can see, and the tab then takes no more clicks (navigations still work; the headless shell this
 * project runs in asks nothing): the test goes on in a new tab of the same browser, as a user who
 * answered the question would, so it passes in either build.
 */
async function freshTab(page: Page, path: string): Promise<Page> {
  const tab = await page.context().newPage();
  await page.close();
  await tab.goto(path);
  return tab;
}

/** A browser that is not on Linux: TSPLUS_ALL asks which way to connect. */
async function notLinux(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'Win32' });
  });
}

const launch = (page: Page, name: string) =>
  page.getByRole('button', { name: `Launch ${name}`, exact: true }).click();

/** axe at 375 px, the narrowest layout, then back to the page's own size. */
async function axeAt375(page: Page, where: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  // A framed RemoteApp page is the instance's (here the simulator's stand-in), not the portal's.
  await expectNoAxeViolations(page, where, { exclude: ['iframe'] });
  if (size) await page.setViewportSize(size);
}

/** With SHOTS_DIR set, a full-page screenshot at 1280 and 375 px (for looking at, not a test). */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

test('CONNECT without the plugin: /firstAccess, then the protocol launch and /launching/0', async ({
  page: first,
}) => {
  let page = first;
  test.slow();
  const launches = pluginLaunches(page);
  await signInToEnvironments(page, 'launch/plugin-virtualizers');
  await launch(page, 'Wayne Desktop');

  await expect(page).toHaveURL(/\/firstAccess$/);
  await expect(page.getByRole('heading', { name: 'Install the connection plugin' })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Installation steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.first()).toContainText('Download the plugin installer');
  await axeAt375(page, 'first-access');
  await shoot(page, 'first-access');
  expect(launches).toEqual([]);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Steps 4 to 6: connect' })).toBeFocused();
  await expect(steps).toHaveCount(3);
  await expect(steps.last()).toContainText('Your session opens in the plugin');
  await shoot(page, 'first-access-last');
  await page.getByRole('button', { name: 'Connect' }).click();

  await expect(page).toHaveURL(/\/launching\/0$/);
  await expect.poll(() => launches.map((l) => l.virtualizer)).toEqual(['CONNECT']);
  const launchUrls = await page.evaluate(() => [history.state?.usr?.pluginUrl as string]);
  expect(launchUrls[0]).toMatch(/^cloudportal:\/\/launch\?data=/);
  expect(await page.evaluate(() => localStorage.getItem('hasPlugin'))).toBe('true');
  await expect(page.getByRole('heading', { name: 'Opening the connection plugin' })).toBeVisible();
  const phases = page.getByRole('region', { name: 'Connection progress' });
  await expect(phases.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('heading', { name: 'Your browser asks for permission' })).toBeVisible();
  await axeAt375(page, 'launching-0');
  await shoot(page, 'launching-0');

  // Nothing opened: a link to the same address (Chromium here lets one launch of an address
  // through and drops repeats, so the link itself is what is checked).
  const [launchedUrl] = launchUrls;
  await expect(page.getByRole('link', { name: 'Open the plugin again' })).toHaveAttribute(
    'href',
    launchedUrl ?? '',
  );
  await expect(page.getByRole('link', { name: 'Download the plugin' })).toHaveAttribute(
    'href',
    '/downloadPlugin',
  );

  // The plugin's window takes the focus: the connection is established.
  // The page turns into the one "session opened" card, with the plugin help a plugin launch needs.
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await expect(page.getByRole('heading', { level: 1, name: 'Session opened in a new window' })).toBeVisible();
  await expect(page.getByText('The connection plugin took over the session')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open it again' })).toHaveAttribute('href', launchedUrl ?? '');
  await expect(page.getByRole('heading', { name: 'Nothing opened?' })).toBeVisible();
  await expect(phases).toHaveCount(0);
  await shoot(page, 'launching-0-established');

  // Installed now: the next plugin launch goes straight to the protocol.
  page = await freshTab(page, '/home/environments');
  await launch(page, 'Stark Remote Apps');
  await expect(page).toHaveURL(/\/launching\/0$/);
  await expect.poll(() => launches.at(-1)?.virtualizer).toBe('TSPLUS_REMOTE_APP');
  page = await freshTab(page, '/home/environments');
  await launch(page, 'Umbrella Desktop');
  await expect(page).toHaveURL(/\/launching\/0$/);
  await expect.poll(() => launches.at(-1)?.virtualizer).toBe('CONNECT_DIRECT');
});

test('stored custom_params go with one plugin call, then are gone', async ({ page: first }) => {
  test.slow();
  let page = first;
  const launches = pluginLaunches(page);
  const sent: (string | null)[] = [];
  page.context().on('request', (request) => {
    if (!request.url().includes('/trpc/launch.start')) return;
    // The input sits inside tRPC's batch envelope; its one customParams field is what counts.
    const match = /"customParams":(null|"(?:[^"\\]|\\.)*")/.exec(request.postData() ?? '');
    if (!match?.[1]) throw new Error(`launch.start without customParams: ${request.postData()}`);
    sent.push(JSON.parse(match[1]) as string | null);
  });
  await signInToEnvironments(page, 'launch/plugin-virtualizers');
  await page.evaluate(() => {
    localStorage.setItem('hasPlugin', 'true');
    localStorage.setItem('custom_params', 'profile=qa');
  });
  await launch(page, 'Wayne Desktop');
  await expect(page).toHaveURL(/\/launching\/0$/);
  await expect.poll(() => launches.length).toBe(1);
  expect(sent).toEqual(['profile=qa']);
  expect(await page.evaluate(() => localStorage.getItem('custom_params'))).toBeNull();

  // Again: the session of the first launch is active, so the portal asks before replacing it.
  page = await freshTab(page, '/home/environments');
  await launch(page, 'Wayne Desktop');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/launching\/0$/);
  expect(sent).toEqual(['profile=qa', null, null]);
});

test('TSPLUS_ALL off Linux: the browser choice opens the TSPLUS session', async ({ page, context }) => {
  test.slow();
  await notLinux(page);
  await context.route('https://apps.globex.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>TSplus session</title>' }),
  );
  const registered: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trpc/plugin.registerChoice')) registered.push(request.postDataJSON());
  });
  await signInToEnvironments(page, 'launch/tsplus-all');
  await launch(page, 'Globex Apps');
  await expect(page).toHaveURL(/\/virtualizerChoice$/);
  await expect(page.getByRole('heading', { name: 'Choose how to connect' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'In the browser' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'On this computer' })).toBeVisible();
  await axeAt375(page, 'virtualizer-choice');
  await shoot(page, 'virtualizer-choice');

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Open in the browser' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://apps.globex.example/software/html5.html');
  expect(await popup.evaluate(() => window.name)).toBe('globex');
  expect(JSON.stringify(registered)).toContain('"choice":"TSPLUS"');
  await expect(page.getByRole('heading', { level: 1, name: 'Session opened in a new window' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose how to connect' })).toHaveCount(0);
});

test('TSPLUS_ALL off Linux: the RemoteApp choice shows its page inside the portal', async ({ page }) => {
  test.slow();
  await notLinux(page);
  await signInToEnvironments(page, 'launch/tsplus-all');
  await launch(page, 'Globex Apps');
  await page.getByRole('button', { name: 'Open in RemoteApp' }).click();
  const frame = page.frameLocator('iframe[title^="RemoteApp session"]');
  await expect(frame.getByRole('heading', { name: 'RemoteApp session (simulated)' })).toBeVisible();
  await expect(frame.getByText('Globex Apps')).toBeVisible();
  await axeAt375(page, 'virtualizer-choice-remote-app');
  await shoot(page, 'virtualizer-choice-remote-app');

  await page.getByRole('button', { name: 'Back to the choice' }).click();
  await expect(page.getByRole('button', { name: 'Open in the browser' })).toBeVisible();

  // Opened without a launch behind it, the page says so.
  await page.goto('/home/environments');
  await page.goto('/virtualizerChoice');
  await expect(page.getByRole('heading', { name: 'Nothing to choose here' })).toBeVisible();
});

test('TSPLUS_ALL on Linux registers TSPLUS and opens it without asking', async ({ page, context }) => {
  test.slow();
  // Desktop Linux by every hint the portal reads: the client hint (Chromium's userAgentData,
  // which Playwright derives from its Windows user agent) goes before navigator.platform.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'Linux x86_64' });
    Object.defineProperty(Navigator.prototype, 'userAgentData', {
      get: () => ({ platform: 'Linux', mobile: false, brands: [] }),
    });
  });
  await context.route('https://apps.globex.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>TSplus session</title>' }),
  );
  await signInToEnvironments(page, 'launch/tsplus-all');
  const popupOpened = page.waitForEvent('popup');
  await launch(page, 'Globex Apps');
  expect((await popupOpened).url()).toBe('https://apps.globex.example/software/html5.html');
  await expect(page).toHaveURL(/\/home\/environments$/);
});

test('RDP_DIRECT ends at /loadingPlugin, which survives a reload and never spins without a launch', async ({
  page: first,
}) => {
  let page = first;
  test.slow();
  const launches = pluginLaunches(page);
  await signInToEnvironments(page, 'launch/rdp-direct');
  await page.evaluate(() => localStorage.setItem('hasPlugin', 'true'));
  await launch(page, 'Oscorp Desktop');
  await expect(page).toHaveURL(/\/loadingPlugin$/);
  await expect(page.getByRole('heading', { name: 'Opening your remote desktop' })).toBeVisible();
  await expect.poll(() => launches.map((l) => l.virtualizer)).toEqual(['RDP_DIRECT']);
  await axeAt375(page, 'loading-plugin');
  await shoot(page, 'loading-plugin');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Opening your remote desktop' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the plugin again' })).toBeVisible();

  page = await freshTab(page, '/loadingPlugin');
  await expect(page.getByRole('heading', { name: 'Nothing to open here' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await shoot(page, 'loading-plugin-nothing');
});

test('an unknown virtualizer with several clients: the message shows after the reload', async ({ page }) => {
  test.slow();
  await signInTo(page, 'launch/unknown-virtualizer', {
    email: 'several@example.com',
    password: 'Several@Portal2026',
  });
  await expect(page).toHaveURL(/\/home\/environments$/);
  const reloaded = page.waitForEvent('load');
  await launch(page, 'Cyberdyne Desktop');
  await reloaded;
  await expect(
    page.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'VIRTUALIZER_NOT_FOUND') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/home\/environments$/);
  // Shown once: a further reload does not bring it back.
  await page.getByRole('button', { name: 'Close message' }).first().click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
  await expect(page.getByText(catalogueMessage('en-US', 'VIRTUALIZER_NOT_FOUND'))).toHaveCount(0);
});

test('an unknown virtualizer with one client logs the user out with the message', async ({ page }) => {
  test.slow();
  await signInTo(page, 'launch/unknown-virtualizer', {
    email: 'single@example.com',
    password: 'Single@Portal2026',
  });
  await expect(
    page.getByRole('alert').filter({ hasText: catalogueMessage('en-US', 'VIRTUALIZER_NOT_FOUND') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
});

test('/launching/1 runs the selected client once; without one it follows the no-uuid rule', async ({
  page,
  context,
}) => {
  test.slow();
  await context.route('https://erp.acme.example:8443/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>TSplus session</title>' }),
  );
  await signInToEnvironments(page, 'launch/rdp-direct');
  await page.goto('/launching/1');
  await expect(
    page.getByText('Error accessing the environment. Choose it again from the list.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/home\/environments$/);

  await page.evaluate(() =>
    sessionStorage.setItem(
      'portal.selectedClient',
      JSON.stringify({ cliUuid: 'acme-finance', clientCount: 2 }),
    ),
  );
  const popupOpened = page.waitForEvent('popup');
  await page.goto('/launching/1');
  expect((await popupOpened).url()).toBe('https://erp.acme.example:8443/software/html5.html');
  // A browser session: the one "session opened" card, and no plugin help (it needs no plugin).
  await expect(page.getByRole('heading', { level: 1, name: 'Session opened in a new window' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing opened?' })).toHaveCount(0);
  await axeAt375(page, 'launching-1');
  await shoot(page, 'launching-1');
});

test('/downloadPlugin offers this computer first and explains the installation', async ({ page }) => {
  await notLinux(page);
  await signInToEnvironments(page, 'launch/plugin-virtualizers');
  await page.goto('/downloadPlugin');
  await expect(page.getByRole('heading', { name: 'Download the connection plugin' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'For your computer: Windows' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to install it' })).toBeVisible();
  await axeAt375(page, 'download-plugin');
  await shoot(page, 'download-plugin');
});
