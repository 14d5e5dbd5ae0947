import { expect, test } from '@playwright/test';
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
  test(`a signed-in reload draws the list with no session or clients call, and barely moves (proxy mode), at ${viewport.width} px`, async ({
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
    // The page end users get. In simulator mode the QA picker's own button, placed after the
    // first paint, moves (0.13 at 375 px): a developer's tool, not this page.
    if (test.info().project.name === 'proxy-mode') expect(shift.all).toBeLessThan(0.1);
  });
}

test('a signed-out visit of the environments page gets the page as built and goes to sign in', async ({
  page,
}) => {
  const response = await page.goto('/home/environments?lng=en-US');
  expect(response?.headers()['cache-control']).not.toBe('no-store');
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
});
