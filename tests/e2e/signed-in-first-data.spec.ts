import { expect, type Response, test } from '@playwright/test';
import { readLayoutShift, watchLayoutShift } from './page-checks';
import { signIn } from './portal';

// A signed-in reload of the environments page (docs/decisions/024-signed-in-page-prefill.md): the
// gateway writes the session and the clients list into the page, so the list draws without
// auth.session and then clients.list answering in turn first. In both modes: the same gateway code.

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

for (const viewport of WIDTHS) {
  test(`a signed-in reload draws the list with no session or clients call, and barely moves, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await watchLayoutShift(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/trpc/') && /auth\.session|clients\.list/.test(url)) asked.push(url);
    });
    const response = await page.reload();
    await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
    await expect(page.getByText('3 environments')).toBeVisible();
    expect(asked).toEqual([]);
    expect(response?.headers()['cache-control']).toBe('no-store');
    // Read once: the block has left the document.
    expect(await page.locator('#portal-first-data').count()).toBe(0);
    const shift = await readLayoutShift(page);
    test.info().annotations.push({ type: 'CLS', description: JSON.stringify(shift) });
    // In simulator mode too: the QA picker's strip comes under the page once it is drawn (it had
    // been drawn first at the top of the empty page and pushed down: 0.13 at 375 px).
    expect(shift.all).toBeLessThan(0.1);
  });
}

/**
 * The chunks a page's HTML, as served, tells the browser to fetch beside the entry (read from the
 * response: at run time Vite's loader adds links of its own to the document).
 */
async function servedPreloads(response: Response | null): Promise<string[]> {
  const html = (await response?.text()) ?? '';
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? '');
}

// docs/decisions/025-signed-in-page-preloads.md: the environments screen's chunks download beside
// the entry, not once the entry has run and asked for them.
test("a signed-in reload of the environments page preloads the screen's chunks in its head; the sign-in page does not", async ({
  page,
  request,
}) => {
  const builtPreloads = await servedPreloads(await page.goto('/?lng=en-US'));
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await signIn(page);
  const response = await page.reload();
  await expect(page.getByText('3 environments')).toBeVisible();
  const added = (await servedPreloads(response)).filter((path) => !builtPreloads.includes(path));
  // The screen's own modules, and what they import (Joy, React Query) with them.
  for (const chunk of [/^\/assets\/app-shell-[\w-]+\.js$/, /^\/assets\/environments-page-[\w-]+\.js$/])
    expect(
      added.some((path) => chunk.test(path)),
      `${chunk} in ${added.join(' ')}`,
    ).toBe(true);
  expect(added.length).toBeGreaterThan(2);
  // Each is a file the build has, not a stale name.
  for (const path of added) expect((await request.get(path)).status(), path).toBe(200);
});

test('a signed-out visit of the environments page gets the page as built and goes to sign in', async ({
  page,
}) => {
  const response = await page.goto('/home/environments?lng=en-US');
  expect(response?.headers()['cache-control']).not.toBe('no-store');
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
});

// The first page's session check answers before the first paint (main.tsx): a signed-out visitor
// gets the sign-in form drawn at once, not a moment of "Loading" that the form then replaces (the
// column and footer jumped), also when the visit was to a signed-in page that sends them there.
for (const path of ['/?lng=en-US', '/home/environments']) {
  test(`a signed-out visit of ${path} draws the sign-in form at once and nothing moves, at 375 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await watchLayoutShift(page);
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('#root .page-loading')) document.documentElement.dataset.sawLoading = '1';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.sawLoading ?? null)).toBeNull();
    const shift = await readLayoutShift(page);
    test.info().annotations.push({ type: 'CLS', description: JSON.stringify(shift) });
    expect(shift.all).toBeLessThan(0.01);
  });
}
