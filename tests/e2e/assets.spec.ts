import { expect, type Response, test } from '@playwright/test';

// Issue 6, compressed and cacheable assets: what the real browser receives, not what the gateway
// would send to an imagined client. Chromium asks for br, so every script comes as the build's
// .br sibling, cached for ever (hashed names), and the page itself is compressed and revalidated.
test('the login page and its scripts arrive brotli-compressed, scripts immutable, the page revalidated', async ({
  page,
}) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  const document = await page.goto('/?scenario=default&lng=en-US');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  expect(document).not.toBeNull();
  const pageHeaders = (await document?.allHeaders()) ?? {};
  expect(pageHeaders['content-encoding']).toBe('br');
  expect(pageHeaders['cache-control']).toBe('no-cache');
  expect(pageHeaders.etag ?? pageHeaders['last-modified']).toBeTruthy();

  const own = scripts.filter((response) => new URL(response.url()).pathname.startsWith('/assets/'));
  expect(own.map((response) => new URL(response.url()).pathname)).toContainEqual(
    expect.stringMatching(/\/login-page-/),
  );
  for (const response of own) {
    const headers = await response.allHeaders();
    const path = new URL(response.url()).pathname;
    expect(response.status(), path).toBe(200);
    expect(headers['content-encoding'], path).toBe('br');
    expect(headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
    expect(headers.vary, path).toMatch(/accept-encoding/i);
  }
});
