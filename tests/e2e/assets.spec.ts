import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Response, test } from '@playwright/test';

const dist = (path: string) => fileURLToPath(new URL(`../../apps/web/dist/${path}`, import.meta.url));
type Manifest = Record<string, { file: string; css?: string[]; assets?: string[] }>;

// The gateway marks everything under /assets immutable: only files the bundler named after their
// content may land there (files copied from apps/web/public stay outside, revalidated).
test('every file under /assets is a hashed output of the build, or its map or compressed sibling', () => {
  const manifest = JSON.parse(readFileSync(dist('.vite/manifest.json'), 'utf8')) as Manifest;
  const hashed = new Set(
    Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]),
  );
  const files = readdirSync(dist('assets')).map((name) => `assets/${name}`);
  expect(files.length).toBeGreaterThan(hashed.size);
  for (const file of files) {
    const output = file.replace(/(\.map)?(\.br|\.gz)?$/, '');
    expect(hashed.has(output), file).toBe(true);
    expect(output, file).toMatch(/-[\w-]{8}\.\w+$/);
  }
});

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
  // A first visit's page sets the CSRF cookie: revalidated, and private to this browser.
  expect(pageHeaders['cache-control']).toBe('private, no-cache');
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
