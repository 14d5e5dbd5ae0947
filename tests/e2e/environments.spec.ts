import type { Page } from '@playwright/test';
import { signInByApi } from './api-sign-in';
import { catalogueMessage } from './demo-account';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, keepScreenshot } from './page-checks';
import { answerSessionHost, signOut } from './portal';

const ACCOUNTS = {
  demo: { scenario: 'default', email: 'demo@example.com', password: 'Demo@Portal2026' },
  solo: { scenario: 'clients/one-client', email: 'solo@example.com', password: 'Solo@Portal2026' },
  update: { scenario: 'clients/update-plugin', email: 'demo@example.com', password: 'Demo@Portal2026' },
  lonely: { scenario: 'clients/no-clients', email: 'lonely@example.com', password: 'Lonely@Portal2026' },
  states: {
    scenario: 'clients/environment-states',
    email: 'states@example.com',
    password: 'States@Portal2026',
  },
  full: { scenario: 'no-license', email: 'full@example.com', password: 'Full@Portal2026' },
  mixed: { scenario: 'clients/mixed-groups', email: 'mixed@example.com', password: 'Mixed@Portal2026' },
} as const;
type Account = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];

/** A fresh world of the account's scenario (a fresh browser context per test), signed in. */
async function signInAs(page: Page, account: Account): Promise<void> {
  await signInByApi(page, account);
}

/** Through the form, whose sign-in asks for the list after the page is drawn (the skeleton shows). */
async function signInThroughForm(page: Page, account: Account): Promise<void> {
  await page.goto(`/?scenario=${account.scenario}&lng=en-US`);
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await submit(page, account);
}

async function submit(page: Page, account: Account): Promise<void> {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const launchStarts = (page: Page): string[] => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trpc/launch.start')) calls.push(request.url());
  });
  return calls;
};

/** A full-page screenshot at the current width (a test artifact; SHOTS_DIR for a copy). */
async function shoot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await keepScreenshot(page, test.info(), `environments-${name}-${width}`);
}

test.describe('the clients rule', () => {
  test('one client selects itself and goes to /launching/1, once per sign-in', async ({ page }) => {
    await signInAs(page, ACCOUNTS.solo);
    await expect(page).toHaveURL(/\/launching\/1$/);
    const selected = await page.evaluate(() => sessionStorage.getItem('portal.selectedClient'));
    expect(JSON.parse(selected ?? 'null')).toEqual({ cliUuid: 'acme-finance', clientCount: 1 });

    // Coming back (and reloading) shows the list: the rule does not run again in this sign-in.
    await page.goto('/home/environments');
    await expect(card(page, 'ERP Desktop')).toBeVisible();
    await page.reload();
    await expect(card(page, 'ERP Desktop')).toBeVisible();
    await expect(page).toHaveURL(/\/home\/environments$/);
    // One client: no title band naming it.
    await expect(page.getByText('1 client', { exact: true })).toHaveCount(0);

    // A new sign-in runs it again: after a logout, and after a new world without one (QA).
    await signOut(page);
    await submit(page, ACCOUNTS.solo);
    await expect(page).toHaveURL(/\/launching\/1$/);
    await page.goto(`/?scenario=${ACCOUNTS.solo.scenario}&fresh=1&lng=en-US`);
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
    await submit(page, ACCOUNTS.solo);
    await expect(page).toHaveURL(/\/launching\/1$/);
  });

  test('several clients show the list in a grid, with the title band', async ({ page }) => {
    await signInAs(page, ACCOUNTS.demo);
    await expect(page).toHaveURL(/\/home\/environments$/);
    await expect(page.getByText('3 clients', { exact: true })).toBeVisible();
    await expect(page.getByText('Acme Finance · Acme Web · Contoso Labs')).toBeVisible();
    for (const name of ['ERP Desktop', 'Web Portal', 'Lab Desktop'])
      await expect(card(page, name)).toBeVisible();

    // Three cards on a 1280 px screen fill the row (three columns, not three of four): the last
    // card ends where the cards/list choice, at the page's right edge, ends (group-columns.ts).
    const rights = await page
      .getByRole('article')
      .evaluateAll((articles) => articles.map((a) => a.getBoundingClientRect().right));
    const edge = await page.getByRole('group', { name: 'Show as' }).boundingBox();
    if (!edge) throw new Error('no cards/list choice');
    expect(Math.abs(Math.max(...rights) - (edge.x + edge.width))).toBeLessThan(2);
  });

  test('several clients and an outdated plugin go to /updatePlugin, once', async ({ page }) => {
    await signInAs(page, ACCOUNTS.update);
    await expect(page).toHaveURL(/\/updatePlugin$/);
    await page.goto('/home/environments');
    await expect(card(page, 'ERP Desktop')).toBeVisible();
    await expect(page).toHaveURL(/\/home\/environments$/);
  });

  test('a list that does not arrive says so under the top bar, and "Try again" brings it', async ({
    page,
  }) => {
    await signInAs(page, ACCOUNTS.demo);
    // The page as the gateway sends it, without the list it writes in (decision 024), so the page
    // asks for it; that call's first answer is lost on the way.
    let stripped = false;
    await page.route('**/home/environments', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const body = html.replace(/<script type="application\/json" id="portal-first-data">.*?<\/script>/s, '');
      stripped = body !== html;
      await route.fulfill({ response, body });
    });
    let dropped = 0;
    await page.route(
      (url) => url.pathname.includes('clients.list'),
      async (route) => {
        if (dropped === 0) {
          dropped += 1;
          await route.abort('connectionreset');
        } else await route.continue();
      },
    );
    await page.reload();
    await expect(page.getByText('The environments could not be loaded.')).toBeVisible();
    expect(stripped, 'the page came with its list').toBe(true);
    expect(dropped).toBe(1);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(card(page, 'ERP Desktop')).toBeVisible();
    await expect(page.getByText('The environments could not be loaded.')).toHaveCount(0);
  });

  test('no client shows "no clients found", what to do, and no search or view switch', async ({ page }) => {
    await signInAs(page, ACCOUNTS.lonely);
    await expect(page.getByText('No clients found.')).toBeVisible();
    await expect(page.getByText('Ask your administrator for access.')).toBeVisible();
    await expect(page).toHaveURL(/\/home\/environments$/);
    await expect(page.getByLabel('Search environments')).toBeHidden();
    await expect(page.getByRole('group', { name: 'Show as' })).toBeHidden();
    await expectNoAxeViolations(page, 'the environments page with no client');
  });
});

test.describe('the environments page', () => {
  test('each card says its state before the click; a maintenance card still launches', async ({ page }) => {
    test.slow();
    await signInAs(page, ACCOUNTS.states);
    await expect(card(page, 'ERP Desktop').getByText('Available', { exact: true })).toBeVisible();
    const down = card(page, 'Umbrella Desktop');
    await expect(down.getByText('Under maintenance', { exact: true })).toBeVisible();
    await expect(down.getByText('Back at 14:00 after the upgrade.')).toBeVisible();
    await expect(card(page, 'Initrode Desktop').getByText('No licenses available')).toBeVisible();
    await expect(card(page, 'Hooli Desktop').getByText('Available', { exact: true })).toBeVisible();

    // Maintenance does not disable the launch: the chain goes on to the maintenance notice.
    await expect(down.getByRole('button', { name: 'Launch Umbrella Desktop' })).toBeEnabled();
    await down.getByRole('button', { name: 'Launch Umbrella Desktop' }).click();
    await expect(page).toHaveURL(/\/messages$/);

    // Hooli's instance boots on the first launch; back on the list its card says so.
    await page.goto('/home/environments');
    await card(page, 'Hooli Desktop').getByRole('button', { name: 'Launch Hooli Desktop' }).click();
    await expect(page).toHaveURL(/\/timeInstance$/);
    await page.goto('/home/environments');
    await expect(card(page, 'Hooli Desktop').getByText('Starting', { exact: true })).toBeVisible();
    // The group keeps its order (the launch shows in the Recent row instead: resources.spec.ts).
    const desktops = page.getByRole('region', { name: 'Desktop Applications' }).getByRole('article');
    await expect(desktops.first()).toHaveAccessibleName('ERP Desktop');

    // Two minutes later on the world clock the instance is up.
    const moved = await page.request.post('/__sim/worlds/current/clock', { data: { advanceMs: 120_000 } });
    expect(moved.ok()).toBe(true);
    await page.reload();
    await expect(card(page, 'Hooli Desktop').getByText('Available', { exact: true })).toBeVisible();
    await expect(desktops.first()).toHaveAccessibleName('ERP Desktop');
  });

  test('a double-click launches once, and the pressed button says it is launching', async ({ page }) => {
    await answerSessionHost(page);
    await signInAs(page, ACCOUNTS.demo);
    const calls = launchStarts(page);
    // Hold the launch's answer so the pressed state can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/trpc/launch.start**', async (route) => {
      await held;
      await route.continue();
    });
    const popup = page.waitForEvent('popup');
    await card(page, 'ERP Desktop').getByRole('button', { name: 'Launch ERP Desktop' }).dblclick();
    const pressed = page.getByRole('button', { name: 'Launching ERP Desktop…' });
    await expect(pressed).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled (so keyboard focus stays), yet a click must start nothing: Playwright would
    // wait for it to be enabled, so the click is dispatched.
    await pressed.dispatchEvent('click');
    await expect(page.getByRole('button', { name: 'Launch Lab Desktop' })).toBeDisabled();
    release();
    await (await popup).close();
    await page.getByRole('button', { name: 'Back to environments' }).click();
    await expect(page.getByRole('button', { name: 'Launch ERP Desktop' })).toBeEnabled();
    expect(calls).toHaveLength(1);
  });

  test('favourites are pinned on top and kept through a reload and a new sign-in', async ({ page }) => {
    test.slow();
    await signInAs(page, ACCOUNTS.demo);
    const star = page.getByRole('button', { name: 'Favorite: Lab Desktop' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    const favourites = page.getByRole('region', { name: 'Favorites' });
    await expect(favourites.getByRole('article', { name: 'Lab Desktop' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Default access' })).toHaveCount(0);
    // Still three environments: a favourite moves, it is not repeated.
    await expect(page.getByText('3 environments')).toBeVisible();

    await page.reload();
    await expect(favourites.getByRole('article', { name: 'Lab Desktop' })).toBeVisible();
    await signOut(page);
    await submit(page, ACCOUNTS.demo);
    await expect(favourites.getByRole('article', { name: 'Lab Desktop' })).toBeVisible();
    await favourites.getByRole('button', { name: 'Favorite: Lab Desktop' }).click();
    await expect(favourites).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Default access' })).toBeVisible();
  });
});

test.describe('alerts', () => {
  const noLicence = catalogueMessage('en-US', 'NO_LICENSE_ENVIRONMENT');

  test('the same message is not shown twice, and a logout closes the alerts', async ({ page }) => {
    await signInAs(page, ACCOUNTS.full);
    const launch = page.getByRole('button', { name: 'Launch ERP Desktop' });
    const alert = page.getByRole('alert').filter({ hasText: noLicence });
    await launch.click();
    await expect(alert).toHaveCount(1);
    await expect(launch).toBeEnabled();
    await launch.click();
    await expect(launch).toBeEnabled();
    await expect(alert).toHaveCount(1);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  for (const width of [375, 1280]) {
    test(`an alert never covers an open menu (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInAs(page, ACCOUNTS.full);
      await page.getByRole('button', { name: 'Launch ERP Desktop' }).click();
      await expect(page.getByRole('alert').filter({ hasText: noLicence })).toBeVisible();

      await page.getByRole('button', { name: /^Change language/ }).click();
      const menu = page.getByRole('menu', { name: 'Language' });
      for (const item of await menu.getByRole('menuitem').all()) {
        // What a click at the item's centre would hit: the item itself, not the alert.
        const onTop = await item.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && element.contains(hit);
        });
        expect(onTop).toBe(true);
      }
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Notifications' }).click();
      const notifications = page.getByRole('menu');
      await expect(notifications).toBeVisible();
      const onTop = await notifications.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && element.contains(hit);
      });
      expect(onTop).toBe(true);
      // Whole on the screen with a margin, below the bell: on a phone too (Joy's list touched its left edge).
      const box = await notifications.boundingBox();
      const bell = await page.getByRole('button', { name: 'Notifications' }).boundingBox();
      expect(box).not.toBeNull();
      expect(box?.x).toBeGreaterThanOrEqual(8);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width - 8);
      expect(box?.y).toBeGreaterThanOrEqual((bell?.y ?? 0) + (bell?.height ?? 0));
    });
  }
});

/** Each card's box, in the page's (and so the keyboard's) order. */
const cardBoxes = (page: Page) =>
  page.getByRole('article').evaluateAll((articles) =>
    articles.map((a) => {
      const { left, right, top, width } = a.getBoundingClientRect();
      return { left, right, top, width };
    }),
  );

for (const width of [1280, 1440]) {
  test(`groups of three and two cards leave no empty column on a wide screen (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, ACCOUNTS.mixed);
    await expect(card(page, 'Intranet')).toBeVisible();
    await shoot(page, 'mixed-groups');
    const boxes = await cardBoxes(page);
    expect(boxes).toHaveLength(5);
    // The cards/list choice, at the page's right edge, as in the test above.
    const edge = await page.getByRole('group', { name: 'Show as' }).boundingBox();
    if (!edge) throw new Error('no cards/list choice');
    const pageRight = edge.x + edge.width;

    // Every row of cards but the last ends at the page's right edge: no empty column is left
    // beside a group while more cards follow (on four columns, one stayed empty beside the three).
    const rows = [...new Set(boxes.map((b) => Math.round(b.top)))].sort((a, b) => a - b);
    expect(rows.length).toBeGreaterThan(1);
    for (const top of rows.slice(0, -1)) {
      const right = Math.max(...boxes.filter((b) => Math.round(b.top) === top).map((b) => b.right));
      expect(Math.abs(right - pageRight), `row at ${top} px`).toBeLessThan(2);
    }
    // Cards keep one width across the groups, so they line up in columns.
    expect(Math.max(...boxes.map((b) => b.width)) - Math.min(...boxes.map((b) => b.width))).toBeLessThan(1);
    // The keyboard's order is the reading order: row by row, left to right.
    const reading = [...boxes].sort((a, b) => Math.round(a.top) - Math.round(b.top) || a.left - b.left);
    expect(boxes).toEqual(reading);
    await expectNoAxeViolations(page, `groups of mixed sizes at ${width} px`);
  });
}

test('groups of mixed sizes are one column of cards on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page, ACCOUNTS.mixed);
  await expect(card(page, 'Intranet')).toBeVisible();
  await shoot(page, 'mixed-groups');
  const boxes = await cardBoxes(page);
  expect(new Set(boxes.map((b) => Math.round(b.left))).size).toBe(1);
  const tops = boxes.map((b) => b.top);
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  // No card runs past the screen: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

for (const width of [375, 1280]) {
  test(`axe finds nothing on the environments page at ${width} px (and screenshots)`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });

    // The skeleton, held until the clients list is let through.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/trpc/clients.list**', async (route) => {
      await held;
      await route.continue();
    });
    await signInThroughForm(page, ACCOUNTS.states);
    await expect(page.getByRole('status', { name: 'Loading environments' })).toBeVisible();
    await expectNoAxeViolations(page, `the skeleton at ${width} px`);
    await shoot(page, 'skeleton');
    release();

    await expect(card(page, 'Umbrella Desktop')).toBeVisible();
    // The page opens at its top: focus moved to <main> without scrolling it under the top bar.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { name: 'Environments', level: 1 })).toBeInViewport();
    await page.getByRole('button', { name: 'Favorite: Initrode Desktop' }).click();
    await expectNoAxeViolations(page, `the environments at ${width} px`);
    await shoot(page, 'environments-states');

    // Cards flow in columns on a wide screen (never one lone column).
    const boxes = await page
      .getByRole('article')
      .evaluateAll((articles) => articles.map((a) => a.getBoundingClientRect().left));
    expect(new Set(boxes).size > 1).toBe(width > 600);
  });
}
