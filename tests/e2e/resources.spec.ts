import type { Page } from '@playwright/test';
import { signInByApi } from './api-sign-in';
import { customerOrigin } from './customers';
import { DEMO } from './demo-account';
import { expect, test, testWithOwnBrowser } from './fixtures';
import {
  DOC_SCREENS_WANTED,
  docScreenshot,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
} from './page-checks';
import { answerSessionHost, launchSessionWindow, signOut } from './portal';

// Issue 22, item 5 "Recognisable resources": generated marks, the Recent row instead of moving
// cards, the list view, the web apps filter and the RemoteApp session over the whole window.
// Scenario worlds of their own (?scenario=): simulator mode only.

const MANY = { scenario: 'clients/many-web-apps', email: 'many@example.com', password: 'Many@Portal2026' };
const LAUNCHER = {
  scenario: 'launch/tsplus-all',
  email: 'launcher@example.com',
  password: 'Launcher@Portal2026',
};
const DEMO_ACCOUNT = { scenario: 'default', ...DEMO };
type Account = { scenario: string; email: string; password: string };

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;

async function submit(page: Page, account: Account): Promise<void> {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signInAs(page: Page, account: Account): Promise<void> {
  await signInByApi(page, account);
  await expect(page).toHaveURL(/\/home\/environments$/);
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const recentRow = (page: Page) => page.getByRole('region', { name: 'Recent', exact: true });
const groupNames = (page: Page, group: string) =>
  page
    .getByRole('region', { name: group, exact: true })
    .getByRole('article')
    .evaluateAll((articles) => articles.map((a) => a.querySelector('h3')?.textContent ?? ''));

/** axe at both widths (a framed RemoteApp page is the instance's, not the portal's), then back. */
async function axeAtBothWidths(page: Page, where: string): Promise<void> {
  const size = page.viewportSize();
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page, `${where} at ${viewport.width} px`, { exclude: ['iframe'] });
    await expectNoSidewaysScroll(page, `${where} at ${viewport.width} px`);
  }
  if (size) await page.setViewportSize(size);
}

/** The docs' screenshots (docScreenshot) at 1280 and 375 px, the ones docs/environments-page.md shows. */
async function docScreens(page: Page, name: string): Promise<void> {
  if (!DOC_SCREENS_WANTED) return;
  const size = page.viewportSize();
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    // Layout settles on the next frames (grid columns follow the width).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await docScreenshot(page, name);
  }
  if (size) await page.setViewportSize(size);
}

test('each environment and web app shows its generated mark, hidden from assistive technology', async ({
  page,
}) => {
  await signInAs(page, DEMO_ACCOUNT);
  for (const [name, letters] of [
    ['ERP Desktop', 'ED'],
    ['Web Portal', 'WP'],
    ['Lab Desktop', 'LD'],
  ] as const) {
    const mark = card(page, name).locator('svg[data-mark]');
    await expect(mark).toHaveAttribute('data-mark', letters);
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
  }
  // The same name gives the same mark on every visit.
  // (React's ids for the clip path differ between renders, `:r5:` in React 18; the drawing does not.)
  const drawing = async () =>
    (await card(page, 'ERP Desktop').locator('svg[data-mark]').innerHTML()).replace(/:r\w+:/g, 'id');
  const before = await drawing();
  await page.reload();
  await expect(card(page, 'ERP Desktop')).toBeVisible();
  expect(await drawing()).toBe(before);

  // A web app's mark is not read out: its link is named by its name alone.
  await page.goto('/apps/acme-web');
  const mail = page.getByRole('link', { name: /^Mail/ });
  await expect(mail).toBeVisible();
  await expect(mail.locator('svg[data-mark]')).toHaveAttribute('aria-hidden', 'true');
  await expect(mail).toHaveAccessibleName('Mail (opens in a new tab)');
});

test('a launch shows in the Recent row, not by moving the groups; clear and logout empty it', async ({
  page,
}) => {
  test.slow();
  await answerSessionHost(page);
  await signInAs(page, DEMO_ACCOUNT);
  await expect(card(page, 'Lab Desktop')).toBeVisible();
  await expect(recentRow(page)).toHaveCount(0);
  const desktops = await groupNames(page, 'Desktop Applications');
  const defaults = await groupNames(page, 'Default access');

  // Launching changes nothing on the page under the user's hand; the next visit shows it.
  const session = await launchSessionWindow(page, () =>
    card(page, 'Lab Desktop').getByRole('button', { name: 'Launch Lab Desktop' }).click(),
  );
  await session.close();
  await page.goto('/home/environments');
  await expect(
    recentRow(page).getByRole('button', { name: /^Lab Desktop\W+Contoso Labs\W+launch again$/ }),
  ).toBeVisible();
  await card(page, 'Web Portal').getByRole('button', { name: 'Open apps: Web Portal' }).click();
  await expect(page).toHaveURL(/\/apps\/acme-web$/);
  await page.getByRole('link', { name: 'Back to environments' }).click();

  // Newest first, each once; the groups keep the server's order.
  const recent = recentRow(page).getByRole('button', { name: /again$/ });
  await expect(recent).toHaveText([/Web Portal/, /Lab Desktop/]);
  expect(await groupNames(page, 'Desktop Applications')).toEqual(desktops);
  expect(await groupNames(page, 'Default access')).toEqual(defaults);
  await expect(recentRow(page).locator('svg[data-mark][aria-hidden="true"]')).toHaveCount(2);
  await axeAtBothWidths(page, 'environments with the Recent row');
  await docScreens(page, 'environments-recent');

  // A recent environment launches from the row.
  const again = await launchSessionWindow(page, () =>
    recentRow(page)
      .getByRole('button', { name: /^Lab Desktop\W+Contoso Labs\W+launch again$/ })
      .click(),
  );
  await again.close();
  // The page says the session opened (launch-done.spec.ts); back to the list.
  await page.getByRole('button', { name: 'Back to environments' }).click();

  // Its visible button clears it; focus stays on the page, at its heading.
  await recentRow(page).getByRole('button', { name: 'Clear recent' }).click();
  await expect(recentRow(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Environments', level: 1 })).toBeFocused();
  await page.reload();
  await expect(card(page, 'Lab Desktop')).toBeVisible();
  await expect(recentRow(page)).toHaveCount(0);

  // A logout clears it too: the next person at this computer does not see it.
  await card(page, 'Web Portal').getByRole('button', { name: 'Open apps: Web Portal' }).click();
  await page.goto('/home/environments');
  await expect(recentRow(page)).toBeVisible();
  await signOut(page);
  await submit(page, DEMO_ACCOUNT);
  await expect(card(page, 'Lab Desktop')).toBeVisible();
  await expect(recentRow(page)).toHaveCount(0);
});

test('the list view shows compact rows, and is remembered after a reload', async ({ page }) => {
  test.slow();
  await signInAs(page, MANY);
  const view = page.getByRole('group', { name: 'Show as' });
  const cards = view.getByRole('button', { name: 'Cards' });
  const list = view.getByRole('button', { name: 'List' });
  await expect(cards).toHaveAttribute('aria-pressed', 'true');
  const cardHeight = (await card(page, 'Sales Desktop').boundingBox())?.height ?? 0;
  const groupsBefore = await groupNames(page, 'Desktop Applications');

  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  // Same articles, names and actions, in the same order; each a compact row.
  const row = card(page, 'Sales Desktop');
  await expect(row.getByRole('button', { name: 'Launch Sales Desktop' })).toBeVisible();
  expect(await groupNames(page, 'Desktop Applications')).toEqual(groupsBefore);
  const rowHeight = (await row.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
  expect(rowHeight).toBeLessThan(cardHeight / 2);
  // Launch comes before the star in Tab order.
  await row.getByRole('button', { name: 'Launch Sales Desktop' }).focus();
  await page.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: 'Favorite: Sales Desktop' })).toBeFocused();
  await axeAtBothWidths(page, 'environments as a list');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await docScreens(page, 'environments-list');

  await cards.click();
  await page.reload();
  await expect(cards).toHaveAttribute('aria-pressed', 'true');
});

test('on a phone, a web row of the list view puts its action under the name, which keeps one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, DEMO_ACCOUNT);
  const list = page.getByRole('group', { name: 'Show as' }).getByRole('button', { name: 'List' });
  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  const row = card(page, 'Web Portal');
  const name = row.getByRole('heading', { name: 'Web Portal' });
  const action = row.getByRole('button', { name: /^Open apps/ });
  await expect(action).toBeVisible();
  const nameBox = await name.boundingBox();
  const actionBox = await action.boundingBox();
  if (!nameBox || !actionBox) throw new Error('the row is not laid out');
  expect(actionBox.y, 'the action starts below the name').toBeGreaterThanOrEqual(nameBox.y + nameBox.height);
  const lineHeight = await name.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
  expect(nameBox.height, 'the name keeps one line').toBeLessThan(lineHeight * 1.5);

  // A web environment under maintenance still says so on a phone, between the name and the action.
  const overridden = await page.request.post('/__sim/worlds/current/overrides', {
    data: {
      route: 'clients',
      body: {
        clients: [
          {
            client_uuid: 'acme-web',
            name: 'Acme Web',
            instance_state: 'on',
            environments: [
              {
                environment_uuid: 'acme-web-portal',
                name: 'Web Portal',
                access_group: 'WEB',
                maintenance_message: 'Back at noon after the upgrade.',
              },
            ],
          },
          { client_uuid: 'contoso-labs', name: 'Contoso Labs', instance_state: 'on', environments: [] },
        ],
      },
    },
  });
  expect(overridden.ok(), await overridden.text()).toBe(true);
  await page.reload();
  const notice = row.getByText('Back at noon after the upgrade.');
  await expect(notice).toBeVisible();
  const noticeBox = await notice.boundingBox();
  const movedAction = await action.boundingBox();
  if (!noticeBox || !movedAction) throw new Error('the row is not laid out');
  expect(movedAction.y, 'the action comes after the notice').toBeGreaterThanOrEqual(
    noticeBox.y + noticeBox.height,
  );
  // The card view says it too, and its button is described by it.
  await page.getByRole('group', { name: 'Show as' }).getByRole('button', { name: 'Cards' }).click();
  await expect(row.getByText('Back at noon after the upgrade.')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Open apps/ })).toHaveAccessibleDescription(
    'Back at noon after the upgrade.',
  );
});

test('the web apps page filters a long list, with its count and an empty state', async ({ page }) => {
  await signInAs(page, MANY);
  // Three apps: read at a glance, no filter.
  await page.goto('/apps/acme-web');
  await expect(page.getByRole('link', { name: /^Mail/ })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Filter web apps' })).toHaveCount(0);

  await page.goto('/apps/northwind');
  const filter = page.getByRole('searchbox', { name: 'Filter web apps' });
  const count = page.getByRole('status').filter({ hasText: /of 12 apps/ });
  await expect(count).toHaveText('12 of 12 apps');
  await filter.fill('RELA');
  await expect(count).toHaveText('2 of 12 apps');
  await expect(page.getByRole('link', { name: /^Relatórios/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Relação de clientes/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Mail/ })).toHaveCount(0);
  await axeAtBothWidths(page, 'the filtered web apps');
  await docScreens(page, 'web-apps-filtered');

  await filter.fill('zzz');
  await expect(count).toHaveText('0 of 12 apps');
  await expect(page.getByText('No web app matches “zzz”.')).toBeVisible();
  await filter.fill('');
  await expect(count).toHaveText('12 of 12 apps');
});

testWithOwnBrowser(
  'the RemoteApp session takes the whole window, names its environment and goes full screen',
  async ({ page }) => {
    test.slow();
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'Win32' });
    });
    await signInAs(page, LAUNCHER);
    await page.getByRole('button', { name: 'Launch Globex Apps', exact: true }).click();
    await expect(page).toHaveURL(/\/virtualizerChoice$/);
    const open = page.getByRole('button', { name: 'Open in RemoteApp' });
    await open.click();

    const session = page.getByRole('dialog', { name: 'Globex Apps' });
    await expect(session.getByRole('heading', { name: 'Globex Apps' })).toBeVisible();
    const frame = page.frameLocator('iframe[title="RemoteApp session: Globex Apps"]');
    await expect(frame.getByRole('heading', { name: 'RemoteApp session (simulated)' })).toBeVisible();
    // The whole window: the dialog fills the viewport and the frame all of it below the header.
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await expect
        .poll(async () => {
          const box = await session.boundingBox();
          return box && [box.x, box.y, Math.round(box.width), Math.round(box.height)];
        })
        .toEqual([0, 0, viewport.width, viewport.height]);
      const frameBox = await page.locator('iframe[title^="RemoteApp session"]').boundingBox();
      expect(frameBox?.height ?? 0).toBeGreaterThan(viewport.height - 140);
    }
    await page.setViewportSize(WIDTHS[0]);
    await axeAtBothWidths(page, 'the RemoteApp session window');
    await docScreens(page, 'remote-app-window');

    // Full screen through the Fullscreen API, and back.
    const fullScreen = session.getByRole('button', { name: 'Full screen' });
    await fullScreen.click();
    const exit = session.getByRole('button', { name: 'Exit full screen' });
    await expect(exit).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('role'))).toBe('dialog');
    await exit.click();
    await expect(fullScreen).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();

    // A browser that refuses: the page says so and the session keeps the whole window.
    await page.evaluate(() => {
      Element.prototype.requestFullscreen = () => Promise.reject(new TypeError('Permissions check failed'));
    });
    await fullScreen.click();
    await expect(session.getByText('Your browser did not allow full screen here.')).toBeVisible();
    await expect(fullScreen).toHaveAttribute('aria-pressed', 'false');

    // Back to the choice, focus on the button that opened the session.
    await session.getByRole('button', { name: 'Back to the choice' }).click();
    await expect(session).toHaveCount(0);
    await expect(open).toBeFocused();
  },
);

test("a customer's branding gives an environment its own icon; the others keep the generated mark", async ({
  page,
  baseURL,
}) => {
  // The sample customer Acme names an icon for ERP Desktop (apps/gateway/sample-branding).
  const origin = customerOrigin({ label: 'acme' }, baseURL);
  await page.goto(`${origin}/?scenario=default&fresh=1&lng=en-US`);
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await submit(page, DEMO_ACCOUNT);
  await expect(page).toHaveURL(/\/home\/environments$/);
  const icon = card(page, 'ERP Desktop').locator('img[data-mark-icon]');
  await expect(icon).toHaveAttribute('src', '/clients/acme/erp.svg');
  await expect(icon).toHaveAttribute('alt', '');
  // Loaded, not a broken image.
  await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(card(page, 'Lab Desktop').locator('svg[data-mark]')).toHaveCount(1);
  await expectNoAxeViolations(page, 'environments with a branded icon');
});
