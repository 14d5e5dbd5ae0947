import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import { stubSimulator } from '../test-support/stub-simulator';

const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, '.vite'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><body><div id="root">portal</div></body>');
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"sourcesContent":["// the original"]}');
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

/** Status of a GET whose request line is sent exactly as given (no URL normalisation). */
function rawStatus(port: number, path: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { accept: '*/*' } }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The proxy-mode app on a real socket, listening from the first test that asks (once). */
let listening: Promise<number> | undefined;
const proxyModePort = (): Promise<number> =>
  (listening ??= app.listen({ port: 0, host: '127.0.0.1' }).then((address) => Number(new URL(address).port)));

/** Simulator mode without loading scenarios: these tests are about the web routes only. */
const noSimulator = stubSimulator();
/** Knows two scenarios, so an unknown `?scenario=` has names to list. */
const KNOWN = ['default', 'launch/pending-connection'];
const twoScenarios = stubSimulator(KNOWN);

let app: FastifyInstance;
let unbuilt: FastifyInstance;
let simulatorMode: FastifyInstance;
let withScenarios: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ UPSTREAM_URL: 'http://127.0.0.1:1', WEB_DIST: dist });
  unbuilt = await buildTestApp({ UPSTREAM_URL: 'http://127.0.0.1:1' });
  simulatorMode = await buildTestApp({ WEB_DIST: dist }, { simulator: noSimulator });
  withScenarios = await buildTestApp({ WEB_DIST: dist }, { simulator: twoScenarios });
});
afterAll(async () => {
  await app.close();
  await unbuilt.close();
  await simulatorMode.close();
  await withScenarios.close();
});

const NOTICE_OPEN = '<script type="application/json" id="sim-notice">';

/** The notice block's text as the browser's parser cuts it: up to the first `</script`. */
function noticeText(body: string): string | undefined {
  const start = body.indexOf(NOTICE_OPEN);
  if (start < 0) return undefined;
  const from = start + NOTICE_OPEN.length;
  return body.slice(from, body.toLowerCase().indexOf('</script', from));
}

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
    expect(res.headers['cache-control']).toBe('private, no-cache');
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
      expect(res.headers['cache-control']).toBe('private, no-cache');
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
    // A page takes GET and HEAD only (http/method-not-allowed.ts).
    const post = await app.inject({ method: 'POST', url: '/home', headers: html });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
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

// A security probe found 118 maps (4.26 MB of original source with its comments) public in proxy
// mode. They stay on disk for operators; the end users' portal does not serve them.
describe('source maps', () => {
  const spellings = [
    '/assets/index-abc123.js.map',
    '/assets/index-abc123.js%2Emap',
    '/assets/index-abc123.js%2emap',
    '/assets//index-abc123.js.map',
    '/%61ssets/index-abc123.js.map',
    '/assets%2Findex-abc123.js.map',
  ];

  it('are not served in proxy mode, however their names are spelled', async () => {
    for (const url of spellings) {
      for (const encoding of [undefined, 'br, gzip']) {
        const headers = { accept: '*/*', ...(encoding === undefined ? {} : { 'accept-encoding': encoding }) };
        const res = await app.inject({ url, headers });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ error: 'NOT_FOUND' });
      }
    }
    // The script itself is served, and the refusal is not a broken path: simulator mode serves them.
    expect((await app.inject('/assets/index-abc123.js')).statusCode).toBe(200);
    for (const url of spellings) expect((await simulatorMode.inject(url)).statusCode, url).toBe(200);
  });

  it('are not served in proxy mode for other spellings sent raw over a socket', {
    timeout: 30_000,
  }, async () => {
    // inject resolves `.` and `..` before routing; a real client's request line keeps them.
    const port = await proxyModePort();
    for (const path of [
      '/assets/./index-abc123.js.map',
      '/x/../assets/index-abc123.js.map',
      '/assets/%2e/index-abc123.js.map',
      '/assets/index-abc123.js.MAP',
      '/assets/index-abc123.js.map/',
      '/assets/index-abc123.js.map?x=1',
    ]) {
      expect(await rawStatus(port, path), path).toBe(404);
    }
    expect(await rawStatus(port, '/assets/./index-abc123.js')).toBe(200);
  });
});

describe('QA picker', () => {
  const pages = ['/', '/index.html', '/home/environments', '/?scenario=default&fresh=1'];

  it('is added to every page in simulator mode, and its files are served', async () => {
    for (const url of pages) {
      const res = await simulatorMode.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(
        res.headers['set-cookie'] ? 'private, no-cache' : 'no-cache',
      );
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

  // The file served is the decoded, normalised path: these all name the picker's files.
  const disguised = [
    '/assets/sim%2Dpicker-p1.js',
    '/assets/sim%2dpicker-p1.js.map',
    '/assets//sim-picker-p1.js',
    '//assets/sim-picker-p1.js',
    '/%61ssets/sim-picker-p1.js',
    '/assets%2Fsim-picker-p1.js',
    '/assets/table%2Dt1.js',
    '/assets//table-t1.js',
  ];

  it('is absent in proxy mode however its file names are spelled', async () => {
    for (const url of disguised) {
      const res = await app.inject({ url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: 'NOT_FOUND' });
      // Simulator mode serves the same spellings: the refusal is proxy mode's, not a broken path.
      expect((await simulatorMode.inject(url)).statusCode, url).toBe(200);
    }
  });

  it('is absent in proxy mode for dot segments sent raw over a socket', { timeout: 30_000 }, async () => {
    // inject resolves `.` and `..` before routing; a real client's request line keeps them.
    const port = await proxyModePort();
    for (const path of [
      '/assets/./sim-picker-p1.js',
      '/x/../assets/sim-picker-p1.js',
      '/assets/%2e/sim-picker-p1.js',
      '/x/%2e%2e/assets/table-t1.js',
    ]) {
      expect(await rawStatus(port, path), path).toBe(404);
    }
    expect(await rawStatus(port, '/assets/./shared-s1.js')).toBe(200);
  });

  it('does not publish the build manifest', async () => {
    for (const gateway of [app, simulatorMode]) {
      const res = await gateway.inject({ url: '/.vite/manifest.json', headers: { accept: '*/*' } });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('a refused ?scenario= in the page (simulator mode)', () => {
  it('names the scenario and the known ones in a JSON block before the picker script', async () => {
    for (const url of ['/?scenario=no-such', '/home/environments?scenario=no-such&lng=es']) {
      const res = await withScenarios.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-sim-scenario-error'], url).toBe('unknown scenario: no-such');
      const text = noticeText(res.body);
      expect(text, url).toBeDefined();
      expect(JSON.parse(text ?? ''), url).toEqual({ scenario: 'no-such', known: KNOWN });
      expect(res.body.indexOf(NOTICE_OPEN), url).toBeLessThan(res.body.indexOf(PICKER_SCRIPT));
    }
  });

  it("carries a scenario's load problem when its file is there but did not load", async () => {
    const problem = {
      file: 'qa-broken.yaml',
      summary: 'invalid YAML',
      issues: [{ path: '(yaml syntax)', line: 1, column: 8, message: 'Flow sequence must end with a ]' }],
    };
    const broken = await buildTestApp(
      { WEB_DIST: dist },
      {
        simulator: {
          ...stubSimulator(KNOWN),
          scenarioProblem: (name) => (name === 'qa-broken' ? problem : undefined),
        },
      },
    );
    try {
      const res = await broken.inject({ url: '/?scenario=qa-broken', headers: html });
      expect(res.headers['x-sim-scenario-error']).toBe('scenario did not load: qa-broken');
      expect(JSON.parse(noticeText(res.body) ?? '')).toEqual({
        scenario: 'qa-broken',
        known: KNOWN,
        problem,
      });
    } finally {
      await broken.close();
    }
  });

  it('cannot be broken out of by the scenario name', async () => {
    for (const scenario of [
      '</script><script>alert(1)</script>',
      '</SCRIPT ><img src=x onerror=alert(1)>',
      '<!--<script>',
      '"quoted" \'single\' & \\ back\nslash',
      "$& $' $` $$",
      'line\u2028sep\u2029para',
    ]) {
      const res = await withScenarios.inject({
        url: `/?scenario=${encodeURIComponent(scenario)}`,
        headers: html,
      });
      expect(res.statusCode, scenario).toBe(200);
      expect(JSON.parse(noticeText(res.body) ?? ''), scenario).toEqual({ scenario, known: KNOWN });
      // Nothing of the name reaches the page as markup: the block and the picker are its only scripts.
      expect(res.body.match(/<script/gi), scenario).toHaveLength(2);
      expect(res.body, scenario).not.toMatch(/<img|<!--/i);
      expect(res.body.endsWith(`${PICKER_SCRIPT}\n  </body>`), scenario).toBe(true);
    }
  });

  it('is absent when the scenario was applied, when none was asked for, and in proxy mode', async () => {
    for (const [gateway, url] of [
      [withScenarios, '/'],
      [withScenarios, '/?scenario=default'],
      [withScenarios, '/home/environments'],
      [app, '/?scenario=no-such'],
    ] as const) {
      const res = await gateway.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('sim-notice');
    }
  });
});

const RELEASED_OPEN = '<script type="application/json" id="sim-world-released">';

describe('a released world in the page (simulator mode)', () => {
  const releasedText = (body: string): string | undefined => {
    const start = body.indexOf(RELEASED_OPEN);
    if (start < 0) return undefined;
    const from = start + RELEASED_OPEN.length;
    return body.slice(from, body.indexOf('</script', from));
  };

  it('names the released world, its scenario and the fresh world, before the picker script', async () => {
    const res = await withScenarios.inject({
      url: '/home/environments',
      headers: { ...html, cookie: 'sim_world=gone-1; sim_scenario=launch/pending-connection' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-sim-world-released']).toBe('gone-1');
    expect(JSON.parse(releasedText(res.body) ?? '')).toEqual({
      world: 'gone-1',
      scenario: 'launch/pending-connection',
      fresh: 'launch/pending-connection',
    });
    expect(res.body.indexOf(RELEASED_OPEN)).toBeLessThan(res.body.indexOf(PICKER_SCRIPT));
  });

  it('with no scenario to seed again: the shared world (fresh null)', async () => {
    const res = await withScenarios.inject({ url: '/', headers: { ...html, cookie: 'sim_world=gone-2' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-sim-world-released']).toBe('gone-2');
    expect(JSON.parse(releasedText(res.body) ?? '')).toEqual({
      world: 'gone-2',
      scenario: null,
      fresh: null,
    });
  });

  it('is absent without a released world, and in proxy mode', async () => {
    for (const [gateway, headers] of [
      [withScenarios, html],
      [app, { ...html, cookie: 'sim_world=gone-3; sim_scenario=default' }],
    ] as const) {
      const res = await gateway.inject({ url: '/', headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('sim-world-released');
      expect(res.headers['x-sim-world-released']).toBeUndefined();
    }
  });
});
