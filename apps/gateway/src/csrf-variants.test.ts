import { COOKIES, HEADERS } from '@portal/contracts/portal';
import type { AnyProcedure, AnyRouter } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-support/build-test-app';
import { TEST_COOKIES, testCsrfToken } from './test-support/trpc-http';
import { appRouter } from './trpc/app-router';

// CSRF variants against every mutation (issue 10, security regression suite): a request that
// does not carry the CSRF cookie and the same value in the header, exactly, and a token the
// gateway made for this browser's session, is refused with 403 before any upstream call. The
// mutations are read from the router, so a new one is covered.

const router: AnyRouter = appRouter;
const MUTATIONS = Object.entries(router._def.procedures as Record<string, AnyProcedure>)
  .filter(([, procedure]) => procedure._def.type === 'mutation')
  .map(([name]) => name);

/** A token the gateway made for a signed-out browser: what these requests' session is. */
const TOKEN = testCsrfToken(null);
const OTHER = testCsrfToken(null);
/** Equal values the gateway never made: plain double-submit would let this pair through. */
const FORGED = 'A'.repeat(43);

/** One way a forged or careless request may present (or not) the double-submit pair. */
const VARIANTS: ReadonlyArray<
  [string, { cookie?: string; header?: string; contentType?: string; plainName?: boolean }]
> = [
  ['neither cookie nor header', {}],
  ['the cookie without the header (a cross-site form)', { cookie: TOKEN }],
  ['the header without the cookie', { header: TOKEN }],
  ['a header that differs from the cookie', { cookie: TOKEN, header: OTHER }],
  ['an empty cookie and an empty header', { cookie: '', header: '' }],
  ['a header one character short', { cookie: TOKEN, header: TOKEN.slice(1) }],
  ['a header with a space added', { cookie: TOKEN, header: `${TOKEN} ` }],
  ['a header in another case', { cookie: TOKEN, header: TOKEN.toLowerCase() }],
  [
    'a text/plain body with the cookie only (a simple cross-site request)',
    { cookie: TOKEN, contentType: 'text/plain' },
  ],
  ['an equal pair the gateway never made (a planted cookie)', { cookie: FORGED, header: FORGED }],
  [
    'a pair made for another session (a token from before a sign-in, or another browser)',
    { cookie: testCsrfToken('someone-elses-token'), header: testCsrfToken('someone-elses-token') },
  ],
  [
    'the right pair under the plain cookie name (a cookie a subdomain or plain HTTP could plant)',
    { cookie: TOKEN, header: TOKEN, plainName: true },
  ],
];

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** Upstream calls the shared world has answered so far. */
async function upstreamCalls(): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/__sim/worlds/default/journal' });
  return res.json<{ entries: unknown[] }>().entries.length;
}

describe('CSRF variants', () => {
  it('finds the mutations to check', () => {
    expect(MUTATIONS.length).toBeGreaterThan(15);
    expect(MUTATIONS).toEqual(expect.arrayContaining(['auth.login', 'launch.start', 'auth.logout']));
  });

  it.each(VARIANTS)('refuses %s on every mutation, before the upstream', async (_name, variant) => {
    const before = await upstreamCalls();
    for (const path of MUTATIONS) {
      const headers: Record<string, string> = {
        'content-type': variant.contentType ?? 'application/json',
        ...(variant.cookie === undefined
          ? {}
          : { cookie: `${variant.plainName ? COOKIES.csrf : TEST_COOKIES.csrf}=${variant.cookie}` }),
        ...(variant.header === undefined ? {} : { [HEADERS.csrf]: variant.header }),
      };
      const res = await app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: '{}' });
      // A body a JSON API does not read is refused one step earlier (415), which is as good.
      const refused = variant.contentType === 'text/plain' ? [403, 415] : [403];
      expect(refused, `${path}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    }
    expect(await upstreamCalls()).toBe(before);
  });

  it('lets the exact pair through (the control)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: {
        'content-type': 'application/json',
        cookie: `${TEST_COOKIES.csrf}=${TOKEN}`,
        [HEADERS.csrf]: TOKEN,
      },
      payload: '{}',
    });
    expect(res.statusCode).not.toBe(403);
  });
});
