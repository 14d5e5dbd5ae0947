import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_BRANDING } from '@portal/contracts/branding';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import { brandingInDirectory, SVG_CSP } from './branding-routes';

const dir = mkdtempSync(join(tmpdir(), 'branding-'));
mkdirSync(join(dir, 'clients', 'acme'), { recursive: true });
mkdirSync(join(dir, 'clients', 'broken'), { recursive: true });
mkdirSync(join(dir, 'clients', 'garbled'), { recursive: true });
mkdirSync(join(dir, 'clients', 'folder', 'config.json'), { recursive: true });
writeFileSync(join(dir, 'clients', 'garbled', 'config.json'), '{ "title": ');
writeFileSync(join(dir, 'clients', 'acme', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(dir, 'clients', 'acme', 'banner.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
writeFileSync(join(dir, 'clients', 'acme', 'notes.txt'), 'secret');
writeFileSync(
  join(dir, 'brand-logo.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
// A base config that breaks the schema: the next link of the chain, the built-in defaults.
const brokenBase = mkdtempSync(join(tmpdir(), 'branding-broken-'));
mkdirSync(join(brokenBase, 'clients', 'broken'), { recursive: true });
writeFileSync(join(brokenBase, 'config.json'), JSON.stringify({ appColor: 7 }));
writeFileSync(join(brokenBase, 'clients', 'broken', 'config.json'), 'not json');
writeFileSync(
  join(dir, 'config.json'),
  JSON.stringify({ title: 'Main Portal', appColor: '#112233', extra: 1 }),
);
writeFileSync(join(dir, 'clients', 'acme', 'config.json'), JSON.stringify({ title: 'Acme Cloud' }));
writeFileSync(join(dir, 'clients', 'broken', 'config.json'), JSON.stringify({ defaultBannerOption: 9 }));

let app: FastifyInstance;
let bare: FastifyInstance;
let broken: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ UPSTREAM_URL: 'http://127.0.0.1:1', BRANDING_DIR: dir });
  bare = await buildTestApp({ UPSTREAM_URL: 'http://127.0.0.1:1', BRANDING_DIR: join(dir, 'missing') });
  broken = await buildTestApp({ UPSTREAM_URL: 'http://127.0.0.1:1', BRANDING_DIR: brokenBase });
});
afterAll(async () => {
  await app.close();
  await bare.close();
  await broken.close();
});

describe('branding config', () => {
  it('serves /config.json validated, with defaults filled in and unknown fields kept', async () => {
    const res = await app.inject('/config.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULT_BRANDING, title: 'Main Portal', appColor: '#112233', extra: 1 });
  });

  it('serves the base config when there is no file or no branding directory', async () => {
    const res = await bare.inject('/config.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_BRANDING);
  });

  it('serves a client config by host label', async () => {
    const res = await app.inject('/clients/acme/config.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Acme Cloud', appColor: DEFAULT_BRANDING.appColor });
  });

  it('answers 404 for a client without config, so the web falls back to /config.json', async () => {
    expect((await app.inject('/clients/nobody/config.json')).statusCode).toBe(404);
    expect((await bare.inject('/clients/acme/config.json')).statusCode).toBe(404);
  });

  it('refuses labels that are not host labels', async () => {
    for (const label of ['a.b', 'a_b', '..%2Fclients%2Facme', 'acme%00']) {
      const res = await app.inject(`/clients/${label}/config.json`);
      expect(res.statusCode, label).toBe(404);
    }
  });

  it('is revalidated on every load, and a current copy gets a 304', async () => {
    for (const url of ['/config.json', '/clients/acme/config.json']) {
      const res = await app.inject(url);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toBe('application/json; charset=utf-8');
      const etag = String(res.headers.etag);
      expect(etag, url).toMatch(/^"[^"]+"$/);
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const again = await app.inject({ url, headers: { 'if-none-match': ifNoneMatch } });
        expect(again.statusCode, ifNoneMatch).toBe(304);
        expect(again.headers.etag, url).toBe(etag);
        expect(again.headers['cache-control'], url).toBe('no-cache');
        expect(again.body, url).toBe('');
      }
    }
    // Another config is another validator: an operator's edit reaches the browser.
    const main = await app.inject('/config.json');
    const other = await bare.inject({
      url: '/config.json',
      headers: { 'if-none-match': String(main.headers.etag) },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(main.headers.etag);
    expect(other.json()).toEqual(DEFAULT_BRANDING);
  });

  it("serves the directory's base config when a client's file is broken (schema, JSON, unreadable)", async () => {
    for (const label of ['broken', 'garbled', 'folder']) {
      const res = await app.inject(`/clients/${label}/config.json`);
      expect(res.statusCode, label).toBe(200);
      expect(res.json(), label).toMatchObject({ title: 'Main Portal', appColor: '#112233' });
    }
  });

  it('serves the built-in defaults when the base config is broken too', async () => {
    for (const url of ['/config.json', '/clients/broken/config.json']) {
      const res = await broken.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual(DEFAULT_BRANDING);
    }
  });
});

describe('branding assets', () => {
  it("serves a client's images beside its config, typed and revalidated", async () => {
    const svg = await app.inject('/clients/acme/logo.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('no-cache');
    expect(svg.body).toContain('<svg');
    const again = await app.inject({
      url: '/clients/acme/logo.svg',
      headers: { 'if-none-match': String(svg.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const png = await app.inject('/clients/acme/banner.png');
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-security-policy']).not.toBe(SVG_CSP);
  });

  it("serves the base config's images at /brand/{file}", async () => {
    const res = await app.inject('/brand/brand-logo.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
  });

  it('sends SVGs with a policy that runs no script', async () => {
    for (const url of ['/clients/acme/logo.svg', '/brand/brand-logo.svg']) {
      const res = await app.inject(url);
      expect(res.headers['content-security-policy'], url).toBe(SVG_CSP);
      expect(SVG_CSP).toContain("default-src 'none'");
      expect(SVG_CSP).not.toContain('script-src');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('refuses other files, traversal and missing files', async () => {
    const refused = [
      '/clients/acme/notes.txt',
      '/clients/acme/config.json.svg',
      '/clients/acme/..%2F..%2Fconfig.json',
      '/clients/acme/..%2Fglobex%2Flogo.svg',
      '/clients/acme/%2E%2E%2Fbanner.png',
      '/clients/acme/.hidden.svg',
      '/clients/a.b/logo.svg',
      '/clients/..%2Fclients%2Facme/logo.svg',
      '/clients/acme/missing.svg',
      '/brand/..%2Fclients%2Facme%2Flogo.svg',
      '/brand/config.json',
      '/brand/missing.png',
    ];
    for (const url of refused) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<svg');
    }
  });
});

describe('brandingInDirectory: the branding a browser on that host loads (the first paint colours itself with it)', () => {
  const log = pino({ level: 'silent' });
  it.each([
    ['acme.portal.example.com', dir, 'Acme Cloud'],
    ['globex.portal.example.com', dir, 'Main Portal'],
    ['localhost:8080', dir, 'Main Portal'],
    ['garbled.portal.example.com', dir, 'Main Portal'],
    ['broken.portal.example.com', brokenBase, DEFAULT_BRANDING.title],
    ['acme.portal.example.com', join(dir, 'missing'), DEFAULT_BRANDING.title],
  ])('%s in %s → %s', async (host, brandingDir, title) => {
    expect((await brandingInDirectory(brandingDir, host, log)).title).toBe(title);
  });
});
