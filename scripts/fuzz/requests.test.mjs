import { describe, expect, it } from 'vitest';
import { appRouter } from '../../apps/gateway/src/trpc/app-router.ts';
import { classify, generateRequests, ODD_METHODS, PROCEDURES, ROUTES, SIM_ROUTES } from './requests.mjs';

// `pnpm fuzz` (scripts/fuzz.mjs) is too slow for `pnpm test`; what it sends and how it judges the
// answers are checked here.

const ASSETS = ['index-abc12345.js', 'vendor-react-def67890.js', 'index-0123abcd.css'];
const requests = generateRequests({ seed: 1, count: 6000, assets: ASSETS, simulator: true });
const pathOf = (request) => request.path.split('?')[0];

describe('the fuzz requests', () => {
  it('name every procedure of the app router, with its type', () => {
    const types = Object.fromEntries(
      Object.entries(appRouter._def.procedures).map(([name, procedure]) => [name, procedure._def.type]),
    );
    expect(PROCEDURES).toEqual(types);
  });

  it('are the same for the same seed, and others for another', () => {
    const again = generateRequests({ seed: 1, count: 200, assets: ASSETS, simulator: true });
    expect(again).toEqual(requests.slice(0, 200));
    const other = generateRequests({ seed: 2, count: 200, assets: ASSETS, simulator: true });
    expect(other).not.toEqual(again);
  });

  it('call every procedure alone by GET and by POST, and in batches past the limit', () => {
    for (const name of Object.keys(PROCEDURES)) {
      for (const method of ['GET', 'POST']) {
        expect(
          requests.some((r) => r.kind === 'trpc' && r.method === method && pathOf(r) === `/trpc/${name}`),
          `${method} ${name}`,
        ).toBe(true);
      }
    }
    const batches = requests.filter((r) => r.kind === 'batch');
    expect(batches.some((r) => pathOf(r).split(',').length > 10)).toBe(true);
    expect(batches.some((r) => r.headers['trpc-accept'] === 'application/jsonl')).toBe(true);
  });

  it('reach every route, every asset, its map and siblings, and every odd method', () => {
    const paths = new Set(requests.map(pathOf));
    for (const route of [...ROUTES, ...SIM_ROUTES]) expect(paths.has(route), route).toBe(true);
    for (const asset of ASSETS) {
      for (const file of [asset, `${asset}.map`, `${asset}.br`])
        expect(paths.has(`/assets/${file}`), file).toBe(true);
    }
    const methods = new Set(requests.map((r) => r.method));
    for (const method of ODD_METHODS) expect(methods.has(method), method).toBe(true);
  });

  it('leave the simulator routes out for proxy mode', () => {
    const proxy = generateRequests({ seed: 1, count: 3000, assets: ASSETS, simulator: false });
    expect(proxy.some((r) => SIM_ROUTES.includes(pathOf(r)))).toBe(false);
  });
});

describe('the fuzz judge', () => {
  const trpc = { method: 'GET', path: '/trpc/clients.list?input=%7B%7D' };
  const page = { method: 'GET', path: '/healthz' };

  it('passes any answer below 500', () => {
    for (const status of [200, 304, 400, 404, 405, 413, 431]) expect(classify(page, { status })).toBe('ok');
  });

  it('takes a 502 or 504 from /trpc as the upstream failing, and nothing else', () => {
    expect(classify(trpc, { status: 502 })).toBe('expected5xx');
    expect(classify(trpc, { status: 504 })).toBe('expected5xx');
    expect(classify(trpc, { status: 500 })).toBe('unexpected');
    expect(classify(trpc, { status: 503 })).toBe('unexpected');
    expect(classify(page, { status: 502 })).toBe('unexpected');
  });

  it('fails a request that got no answer', () => {
    expect(classify(page, { error: 'ECONNRESET' })).toBe('unexpected');
    expect(classify(trpc, { error: 'HPE_INVALID_CONTENT_LENGTH' })).toBe('unexpected');
  });
});
