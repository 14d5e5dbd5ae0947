import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatorPort } from '../sim/load-simulator';
import { buildTestApp } from '../test-support/build-test-app';

const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, '.vite'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><body><div id="root">portal</div></body>');
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(join(dist, 'assets', 'shared-s1.js'), 'console.log("shared")');
writeFileSync(join(dist, 'assets', 'sim-picker-p1.js'), 'console.log("picker")');
writeFileSync(join(dist, 'assets', 'sim-picker-p1.js.map'), '{}');
writeFileSync(join(dist, 'assets', 'table-t1.js'), 'console.log("only the picker")');
writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-abc123.js', name: 'index', isEntry: true, imports: ['_shared.js'] },
    'src/features/sim-picker/entry.tsx': {
      file: 'assets/sim-picker-p1.js',
      name: 'sim-picker',
      isEntry: true,
      imports: ['_shared.js', '_table.js'],
    },
    '_shared.js': { file: 'assets/shared-s1.js' },
    '_table.js': { file: 'assets/table-t1.js' },
  }),
);

const html = { accept: 'text/html,application/xhtml+xml' };
const PICKER_SCRIPT = '<script type="module" crossorigin src="/assets/sim-picker-p1.js"></script>';

/** Simulator mode without loading scenarios: these tests are about the web routes only. */
const noSimulator: SimulatorPort = {
  hasScenario: () => false,
  scenarioNames: () => [],
  scenarioOf: () => undefined,
  createWorld: () => ({ id: 'w' }),
  apiPlugin: async () => {},
  controlPlugin: async () => {},
  close: async () => {},
};

let app: FastifyInstance;
let unbuilt: FastifyInstance;
let simulatorMode: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ UPSTREAM_URL: 'http://127.0.0.1:1', WEB_DIST: dist });
  unbuilt = await buildTestApp({ UPSTREAM_URL: 'http://127.0.0.1:1' });
  simulatorMode = await buildTestApp({ WEB_DIST: dist }, { simulator: noSimulator });
});
afterAll(async () => {
  await app.close();
  await unbuilt.close();
  await simulatorMode.close();
});

describe('health', () => {
  it('answers with the mode', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', mode: 'proxy' });
  });
});

describe('web app', () => {
  it('serves index.html at / with no-cache', async () => {
    const res = await app.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('portal');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for ever', async () => {
    const res = await app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to index.html for client-side routes that accept HTML', async () => {
    for (const url of ['/home/environments', '/launching/1?x=1', '/register/u1/t1']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('portal');
    }
  });

  it('answers JSON 404 for unknown API paths and for non-HTML requests', async () => {
    for (const url of ['/trpc', '/trpc/nope.nothing', '/__sim/api/login', '/__sim/anything', '/api/x']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
    const script = await app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(script.statusCode).toBe(404);
    expect(script.json()).toMatchObject({ error: 'NOT_FOUND' });
    const post = await app.inject({ method: 'POST', url: '/home', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it('sends security headers with a CSP that suits a Vite + emotion app', async () => {
    const res = await app.inject({ url: '/', headers: html });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 503 with a clear page when the web app is not built, and keeps serving APIs', async () => {
    const root = await unbuilt.inject({ url: '/', headers: html });
    expect(root.statusCode).toBe(503);
    expect(root.body).toContain('web app not built: run pnpm build');
    const deep = await unbuilt.inject({ url: '/home/environments', headers: html });
    expect(deep.statusCode).toBe(503);
    expect((await unbuilt.inject('/healthz')).statusCode).toBe(200);
  });
});

describe('QA picker', () => {
  const pages = ['/', '/index.html', '/home/environments', '/?scenario=default&fresh=1'];

  it('is added to every page in simulator mode, and its files are served', async () => {
    for (const url of pages) {
      const res = await simulatorMode.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('portal');
      expect(res.body, url).toContain(PICKER_SCRIPT);
    }
    for (const file of ['sim-picker-p1.js', 'table-t1.js', 'shared-s1.js']) {
      expect((await simulatorMode.inject(`/assets/${file}`)).statusCode, file).toBe(200);
    }
  });

  it('is absent in proxy mode: not in the page, and its own files answer 404', async () => {
    for (const url of pages) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('sim-picker');
    }
    for (const file of [
      'sim-picker-p1.js',
      'sim-picker-p1.js.map',
      'sim-picker-anything.js',
      'table-t1.js',
    ]) {
      const res = await app.inject({ url: `/assets/${file}`, headers: { accept: '*/*' } });
      expect(res.statusCode, file).toBe(404);
      expect(res.json(), file).toMatchObject({ error: 'NOT_FOUND' });
    }
    // What the portal itself loads is still there.
    expect((await app.inject('/assets/shared-s1.js')).statusCode).toBe(200);
  });

  it('does not publish the build manifest', async () => {
    for (const gateway of [app, simulatorMode]) {
      const res = await gateway.inject({ url: '/.vite/manifest.json', headers: { accept: '*/*' } });
      expect(res.statusCode).toBe(404);
    }
  });
});
