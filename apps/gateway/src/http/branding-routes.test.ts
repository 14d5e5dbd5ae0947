import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_BRANDING } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';

const dir = mkdtempSync(join(tmpdir(), 'branding-'));
mkdirSync(join(dir, 'clients', 'acme'), { recursive: true });
mkdirSync(join(dir, 'clients', 'broken'), { recursive: true });
writeFileSync(
  join(dir, 'config.json'),
  JSON.stringify({ title: 'Main Portal', appColor: '#112233', extra: 1 }),
);
writeFileSync(join(dir, 'clients', 'acme', 'config.json'), JSON.stringify({ title: 'Acme Cloud' }));
writeFileSync(join(dir, 'clients', 'broken', 'config.json'), JSON.stringify({ defaultBannerOption: 9 }));

let app: FastifyInstance;
let bare: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ UPSTREAM_URL: 'http://127.0.0.1:1', BRANDING_DIR: dir });
  bare = await buildTestApp({ UPSTREAM_URL: 'http://127.0.0.1:1', BRANDING_DIR: join(dir, 'missing') });
});
afterAll(async () => {
  await app.close();
  await bare.close();
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

  it('serves the base config when the file breaks the schema', async () => {
    const res = await app.inject('/clients/broken/config.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_BRANDING);
  });
});
