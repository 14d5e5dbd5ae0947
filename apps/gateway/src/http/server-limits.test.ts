import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import { DEFAULT_SERVER_LIMITS, type ServerLimits } from './server-limits';

// Slow clients against a listening gateway with the limits shortened, so each case ends in well
// under a second on an idle machine; the assertions wait for what happens, never for a time.

let app: FastifyInstance | undefined;
const opened: Socket[] = [];
afterEach(async () => {
  for (const socket of opened.splice(0)) socket.destroy();
  await app?.close();
  app = undefined;
});

async function listening(limits: Partial<ServerLimits>): Promise<number> {
  app = await buildTestApp({}, { serverLimits: limits });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** Opens a connection, writes `first`, then stays silent; resolves with what the server said before it closed. */
function stall(port: number, first: string): Promise<string> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(first));
    opened.push(socket);
    let heard = '';
    socket.on('data', (chunk) => {
      heard += chunk.toString();
    });
    // A reset is the server closing too.
    socket.on('error', () => {});
    socket.on('close', () => resolve(heard));
  });
}

const shortLimits = { headersTimeoutMs: 300, requestTimeoutMs: 600, checkEveryMs: 50 };

describe('slow clients', () => {
  it('cuts a client whose headers never end (408, then the connection closes)', async () => {
    const port = await listening(shortLimits);
    const heard = await stall(port, 'GET /healthz HTTP/1.1\r\nHost: portal\r\nX-Slow: a');
    expect(heard).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts a client that drips its body', async () => {
    const port = await listening(shortLimits);
    const heard = await stall(
      port,
      'POST /trpc/auth.login HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"em',
    );
    expect(heard).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes connections past the cap as they arrive, and serves the ones it holds', async () => {
    const port = await listening({ maxConnections: 2 });
    const held = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(port, '127.0.0.1', () => resolve(socket));
            opened.push(socket);
          }),
      ),
    );
    const refused = await stall(port, 'GET /healthz HTTP/1.1\r\nHost: portal\r\n\r\n');
    expect(refused).toBe('');
    const first = held[0] as Socket;
    const answer = new Promise<string>((resolve) => first.once('data', (chunk) => resolve(chunk.toString())));
    first.write('GET /healthz HTTP/1.1\r\nHost: portal\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 200/);
  });

  it('uses seconds, not minutes, by default', () => {
    expect(DEFAULT_SERVER_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(10_000);
    expect(DEFAULT_SERVER_LIMITS.requestTimeoutMs).toBeLessThanOrEqual(30_000);
    expect(DEFAULT_SERVER_LIMITS.checkEveryMs).toBeLessThanOrEqual(1_000);
  });
});
