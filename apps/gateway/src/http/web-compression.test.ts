import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import { stubSimulator } from '../test-support/stub-simulator';

// A build laid out like apps/web/dist after vite build: text files with .br and .gz siblings.
const dist = mkdtempSync(join(tmpdir(), 'web-dist-compressed-'));
const PAGE = `<!doctype html><html><head><title>portal</title></head><body><div id="root">${'portal '.repeat(40)}</div></body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(200))};`;
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect/>'.repeat(50)}</svg>`;
/** Files and which siblings the build left them (the plugin skips a sibling that would not be smaller). */
const FILES: [path: string, text: string, siblings: ('br' | 'gz')[]][] = [
  ['index.html', PAGE, ['br', 'gz']],
  ['assets/index-Ab12Cd34.js', SCRIPT, ['br', 'gz']],
  ['assets/gzip-only-Ef56Gh78.js', SCRIPT, ['gz']],
  ['assets/tiny-Ij90Kl12.js', 'x', []],
  ['assets/sim-picker-Mn34Op56.js', SCRIPT, ['br', 'gz']],
  ['assets/picker-table-Qr78St90.js', SCRIPT, ['br', 'gz']],
  ['favicon.svg', LOGO, ['br', 'gz']],
  ['branding/logo.svg', LOGO, ['br', 'gz']],
];
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, 'branding'));
mkdirSync(join(dist, '.vite'));
for (const [path, text, siblings] of FILES) {
  writeFileSync(join(dist, path), text);
  if (siblings.includes('br')) writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
  if (siblings.includes('gz')) writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
}
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-Ab12Cd34.js', name: 'index', isEntry: true },
    'src/features/sim-picker/entry.tsx': {
      file: 'assets/sim-picker-Mn34Op56.js',
      name: 'sim-picker',
      isEntry: true,
      imports: ['_table.js'],
    },
    '_table.js': { file: 'assets/picker-table-Qr78St90.js' },
  }),
);

const PICKER_SCRIPT = '<script type="module" crossorigin src="/assets/sim-picker-Mn34Op56.js"></script>';
const CHROMIUM = 'gzip, deflate, br, zstd';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The body as the client reads it once it has undone the content-encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.body;
}

const simulator = stubSimulator(['default']);

let proxy: FastifyInstance;
let simulatorMode: FastifyInstance;
beforeAll(async () => {
  proxy = await buildTestApp({ UPSTREAM_URL: 'http://127.0.0.1:1', WEB_DIST: dist });
  simulatorMode = await buildTestApp({ WEB_DIST: dist }, { simulator });
});
afterAll(async () => {
  await proxy.close();
  await simulatorMode.close();
});

describe('precompressed assets', () => {
  const url = '/assets/index-Ab12Cd34.js';

  it('sends the .br sibling when br is accepted, cached for ever and varying by Accept-Encoding', async () => {
    const res = await proxy.inject({ url, headers: { 'accept-encoding': CHROMIUM } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('sends the .gz sibling when only gzip is accepted, or br is weighed lower', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0.5, gzip', '*']) {
      const res = await proxy.inject({ url, headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(decoded(res), accept).toBe(SCRIPT);
    }
  });

  it('sends the file itself when no encoding it has is accepted', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate, zstd' }]) {
      const res = await proxy.inject({ url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('falls back to the next encoding, then the file, when a sibling is missing', async () => {
    const gzOnly = await proxy.inject({
      url: '/assets/gzip-only-Ef56Gh78.js',
      headers: { 'accept-encoding': CHROMIUM },
    });
    expect(gzOnly.statusCode).toBe(200);
    expect(gzOnly.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzOnly)).toBe(SCRIPT);
    const none = await proxy.inject({
      url: '/assets/tiny-Ij90Kl12.js',
      headers: { 'accept-encoding': CHROMIUM },
    });
    expect(none.statusCode).toBe(200);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers['content-type']).toMatch(/javascript/);
    expect(none.headers['cache-control']).toBe(IMMUTABLE);
    expect(none.body).toBe('x');
  });

  it('answers HEAD with the headers of the encoded file and no body', async () => {
    const res = await proxy.inject({ method: 'HEAD', url, headers: { 'accept-encoding': CHROMIUM } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers a range of the representation it chose', async () => {
    const plain = await proxy.inject({ url, headers: { range: 'bytes=0-5' } });
    expect(plain.statusCode).toBe(206);
    expect(plain.body).toBe(SCRIPT.slice(0, 6));
    const br = await proxy.inject({ url, headers: { range: 'bytes=0-5', 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(206);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-range']).toBe(`bytes 0-5/${brotliCompressSync(SCRIPT).length}`);
    expect(br.rawPayload).toEqual(brotliCompressSync(SCRIPT).subarray(0, 6));
  });

  it('revalidates the unhashed files copied from public/ instead of caching them for ever', async () => {
    for (const file of ['/favicon.svg', '/branding/logo.svg']) {
      const res = await proxy.inject({ url: file, headers: { 'accept-encoding': CHROMIUM } });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['cache-control'], file).toBe('no-cache');
      expect(res.headers['content-encoding'], file).toBe('br');
      expect(res.headers['content-type'], file).toContain('image/svg+xml');
      expect(decoded(res), file).toBe(LOGO);
      const etag = String(res.headers.etag);
      const again = await proxy.inject({
        url: file,
        headers: { 'accept-encoding': CHROMIUM, 'if-none-match': etag },
      });
      expect(again.statusCode, file).toBe(304);
    }
  });

  it('decides what is immutable inside the build, whatever directories the build sits in', async () => {
    // A deploy such as /srv/assets/portal/dist: only the build's own assets/ is hashed.
    const nested = join(mkdtempSync(join(tmpdir(), 'web-dist-nested-')), 'assets', 'portal', 'dist');
    cpSync(dist, nested, { recursive: true });
    const app = await buildTestApp({ UPSTREAM_URL: 'http://127.0.0.1:1', WEB_DIST: nested });
    try {
      for (const url of ['/', '/home/environments', '/favicon.svg']) {
        const res = await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': CHROMIUM } });
        expect(res.headers['cache-control'], url).toBe(
          res.headers['set-cookie'] ? 'private, no-cache' : 'no-cache',
        );
      }
      const script = await app.inject({ url: '/assets/index-Ab12Cd34.js' });
      expect(script.headers['cache-control']).toBe(IMMUTABLE);
    } finally {
      await app.close();
    }
  });
});

describe('index.html in proxy mode', () => {
  it('is the precompressed page, revalidated with a validator that answers 304', async () => {
    for (const url of ['/', '/index.html', '/home/environments']) {
      const headers = { accept: 'text/html', 'accept-encoding': CHROMIUM };
      const res = await proxy.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe(
        res.headers['set-cookie'] ? 'private, no-cache' : 'no-cache',
      );
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(decoded(res), url).toBe(PAGE);
      expect(res.headers.etag, url).toBeDefined();
      expect(res.headers['last-modified'], url).toBeDefined();
      const again = await proxy.inject({
        url,
        headers: { ...headers, 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
    }
    const gzip = await proxy.inject({
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(PAGE);
    const plain = await proxy.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE);
  });

  it('keeps the picker out, however its files are asked for, compressed or by sibling name', async () => {
    const page = await proxy.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(decoded(page)).not.toContain('sim-picker');
    for (const file of ['sim-picker-Mn34Op56.js', 'picker-table-Qr78St90.js']) {
      for (const suffix of ['', '.br', '.gz']) {
        for (const accept of [CHROMIUM, 'gzip', 'identity']) {
          const url = `/assets/${file}${suffix}`;
          const res = await proxy.inject({ url, headers: { accept: '*/*', 'accept-encoding': accept } });
          expect(res.statusCode, `${url} ${accept}`).toBe(404);
          expect(res.json(), url).toMatchObject({ error: 'NOT_FOUND' });
        }
      }
    }
  });
});

describe('index.html in simulator mode (rewritten per request)', () => {
  it('is compressed by Accept-Encoding and still carries the picker script', async () => {
    for (const [accept, encoding] of [
      [CHROMIUM, 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const headers = { accept: 'text/html', ...(accept ? { 'accept-encoding': accept } : {}) };
      for (const url of ['/', '/home/environments']) {
        const res = await simulatorMode.inject({ url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe(encoding);
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.headers['cache-control'], url).toBe(
          res.headers['set-cookie'] ? 'private, no-cache' : 'no-cache',
        );
        expect(res.headers.vary, url).toMatch(/accept-encoding/i);
        const body = decoded(res);
        expect(body, url).toContain('portal');
        expect(body, url).toContain(PICKER_SCRIPT);
        if (encoding !== undefined) expect(Number(res.headers['content-length'])).toBeLessThan(body.length);
      }
    }
  });

  it('answers 304 to its own validator, one per encoding', async () => {
    const headers = { accept: 'text/html', 'accept-encoding': CHROMIUM };
    const br = await simulatorMode.inject({ url: '/', headers });
    const gzip = await simulatorMode.inject({ url: '/', headers: { ...headers, 'accept-encoding': 'gzip' } });
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(String(gzip.headers.etag)).not.toBe(etag);
    const again = await simulatorMode.inject({
      url: '/home',
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect(again.rawPayload.length).toBe(0);
    // A gzip client holding the br validator has a different representation: it gets the page.
    const other = await simulatorMode.inject({
      url: '/',
      headers: { ...headers, 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    expect(decoded(other)).toContain(PICKER_SCRIPT);
  });

  it('compresses a page that names a refused scenario, and then the usual page again', async () => {
    const headers = { accept: 'text/html', 'accept-encoding': CHROMIUM };
    const refused = await simulatorMode.inject({ url: '/?scenario=no-such', headers });
    expect(refused.headers['content-encoding']).toBe('br');
    expect(decoded(refused)).toContain('"scenario":"no-such"');
    expect(decoded(refused)).toContain(PICKER_SCRIPT);
    const usual = await simulatorMode.inject({ url: '/', headers });
    expect(decoded(usual)).not.toContain('no-such');
    expect(usual.headers.etag).not.toBe(refused.headers.etag);
  });

  it('serves the picker files, precompressed', async () => {
    const res = await simulatorMode.inject({
      url: '/assets/sim-picker-Mn34Op56.js',
      headers: { 'accept-encoding': CHROMIUM },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });
});
