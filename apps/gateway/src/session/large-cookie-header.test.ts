import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HEADER_BYTES } from '../http/server-limits';
import { buildTestApp } from '../test-support/build-test-app';
import { TOKEN_MAX_CHARS } from './token-chunks';

// Over a real socket: Node's own header limit (not Fastify's inject) decides whether the longest
// token's cookies reach the gateway at all.
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 30_000);

afterAll(async () => {
  await app.close();
});

describe('request headers', () => {
  it('take the cookies of the longest token the session carries, with room to spare', async () => {
    const cookie = `a=${'x'.repeat(TOKEN_MAX_CHARS + 2_048)}`;
    const res = await fetch(`${base}/healthz`, { headers: { cookie } });
    expect(res.status).toBe(200);
  });

  it('still refuse headers past the limit', async () => {
    const cookie = `a=${'x'.repeat(MAX_HEADER_BYTES)}`;
    const res = await fetch(`${base}/healthz`, { headers: { cookie } });
    expect(res.status).toBe(431);
  });
});
