import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({});
});
afterAll(() => app.close());

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

// `trpc-accept: application/json` changes nothing in tRPC's answer but sends the request to
// resolveResponse instead of the lean GET path: the two replies must be the same on the wire.
describe('a GET of queries through the whole app', () => {
  it.each([
    ['a public query', `/trpc/auth.session?batch=1&input=${input({})}`],
    ['a query without a session', `/trpc/clients.list?batch=1&input=${input({})}`],
    ['a zod input error', `/trpc/webApps.list?batch=1&input=${input({ 0: { cliUuid: '' } })}`],
    ['a batch of two', `/trpc/auth.session,clients.list?batch=1&input=${input({})}`],
  ])('answers %s as resolveResponse does', async (_name, url) => {
    const lean = await app.inject({ method: 'GET', url });
    const full = await app.inject({ method: 'GET', url, headers: { 'trpc-accept': 'application/json' } });
    expect(lean.statusCode).toBe(full.statusCode);
    expect(lean.body).toBe(full.body);
    for (const name of ['content-type', 'content-length', 'vary', 'cache-control']) {
      expect(lean.headers[name], name).toBe(full.headers[name]);
    }
  });
});
