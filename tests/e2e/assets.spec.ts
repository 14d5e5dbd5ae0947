import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Response, test } from '@playwright/test';

const dist = (path: string) => fileURLToPath(new URL(`../../apps/web/dist/${path}`, import.meta.url));
type Manifest = Record<string, { file: string; css?: string[]; assets?: string[] }>;

// The gateway marks everything under /assets immutable: only files the bundler named after their
// content may land there (files copied from apps/web/public stay outside, revalidated). The maps
// are written for operators and developers; proxy mode does not serve them (the next test).
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

// A security probe found the build's source maps (the original source with its comments) public
// under /assets in proxy mode. The build still writes them (checked above: they are on disk, for
// operators); proxy mode refuses every one, whichever encoding is asked for, while simulator mode,
// a developer's tool, serves them to the browser's developer tools.
test('proxy mode serves no source map; simulator mode does', async ({ request }, testInfo) => {
  const maps = readdirSync(dist('assets')).filter((name) => name.endsWith('.map'));
  expect(maps.length).toBeGreaterThan(0);
  const proxy = testInfo.project.name === 'proxy-mode';
  for (const name of maps) {
    for (const encoding of ['identity', 'br, gzip']) {
      const res = await request.get(`/assets/${name}`, { headers: { 'accept-encoding': encoding } });
      expect(res.status(), `${name} (${encoding})`).toBe(proxy ? 404 : 200);
    }
  }
  // What refers to them is still served: the refusal is the maps', not a broken /assets.
  const script = maps
    .map((name) => name.replace(/\.map$/, ''))
    .find((name) => !name.startsWith('sim-picker'));
  expect(script).toBeDefined();
  expect((await request.get(`/assets/${script}`)).status()).toBe(200);
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
    // The sign-in page's texts: a chunk the page imports when it runs (the page is in the entry).
    expect.stringMatching(/\/en-US-/),
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

// The stylesheet is what the first paint waits for, the scripts are not (apps/web/src/build/
// styles-first.ts): the page asks for it first, signed out and signed in.
test('the page asks for its stylesheet before its scripts', async ({ request }) => {
  for (const html of [readFileSync(dist('index.html'), 'utf8'), await (await request.get('/')).text()]) {
    const sheet = html.indexOf('<link rel="stylesheet"');
    expect(sheet).toBeGreaterThan(0);
    expect(sheet).toBeLessThan(html.indexOf('<script type="module"'));
    expect(sheet).toBeLessThan(html.indexOf('<link rel="modulepreload"'));
  }
});
