import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import { rawExchange } from '../test-support/raw-exchange';
import { MAX_HEADER_BYTES } from './server-limits';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await buildTestApp({});
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** Writes `text` as it is (no HTTP client would send these) and reads the answer to the end. */
const exchange = (text: string): Promise<string> => rawExchange(port, text, { halfClose: true });

const parse = (answer: string) => {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Map(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
};

// OWASP ASVS 5.0 3.4.3, 3.4.4 and 3.4.6 ask for the headers on every response.
describe('the answers Fastify gives before any hook', () => {
  it.each([
    [
      'a path that cannot be decoded',
      'GET /%E0%A4%A HTTP/1.1\r\nHost: portal\r\nConnection: close\r\n\r\n',
      400,
    ],
    ['a request line that is not HTTP', 'GARBAGE\r\n\r\n', 400],
    [
      'headers too large',
      `GET / HTTP/1.1\r\nHost: portal\r\nX-Big: ${'a'.repeat(MAX_HEADER_BYTES + 1)}\r\n\r\n`,
      431,
    ],
  ])('%s carries the security headers', async (_name, request, status) => {
    const answer = parse(await exchange(request));
    expect(answer.status).toBe(status);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: status });
  });

  // Found by `pnpm fuzz`: the JSON body after a HEAD's answer read as garbage (Node's client failed
  // with HPE_CLOSED_CONNECTION), as RFC 9110 9.3.2 says it would.
  it('answers a HEAD with headers too large without a body', async () => {
    const answer = await exchange(
      `HEAD / HTTP/1.1\r\nHost: portal\r\nX-Big: ${'a'.repeat(MAX_HEADER_BYTES + 1)}\r\n\r\n`,
    );
    expect(parse(answer).status).toBe(431);
    expect(answer.endsWith('\r\n\r\n')).toBe(true);
    expect(parse(answer).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('does not echo the path it could not decode', async () => {
    const answer = parse(
      await exchange('GET /%3Cb%3E%E0%A4%A HTTP/1.1\r\nHost: portal\r\nConnection: close\r\n\r\n'),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).not.toMatch(/%3C|<b>|E0/);
  });
});
