import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gracefulShutdown, SHUTTING_DOWN_BODY, watchParent } from './shutdown';

/** A server with a route that answers only when the test lets it (an upstream call in flight). */
async function serverWithHeldRoute() {
  const app = Fastify();
  const events: string[] = [];
  const exit = vi.fn((code: number) => {
    events.push(`exit ${code}`);
  });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived: () => void = () => {};
  const inFlight = new Promise<void>((resolve) => (arrived = resolve));
  const shutdown = gracefulShutdown(app, {
    drainMs: 30_000,
    exit,
    log: { info: (msg) => events.push(msg), warn: (msg) => events.push(msg) },
  });
  app.get('/held', async () => {
    arrived();
    await released;
    return { answered: true };
  });
  app.get('/quick', async () => ({ quick: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, url, shutdown, exit, events, release, inFlight };
}

let open: FastifyInstance | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('graceful shutdown', () => {
  it('finishes the request in flight, answers new ones 503, then closes and exits 0', async () => {
    const server = await serverWithHeldRoute();
    open = server.app;
    const held = fetch(`${server.url}/held`).then(async (res) => ({
      status: res.status,
      body: await res.json(),
    }));
    await server.inFlight;

    server.shutdown('SIGTERM');
    expect(server.events[0]).toContain('finishing 1 request(s) in flight');
    const refused = await fetch(`${server.url}/quick`, { headers: { connection: 'close' } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual(SHUTTING_DOWN_BODY);
    expect(server.exit).not.toHaveBeenCalled();

    server.release();
    expect(await held).toEqual({ status: 200, body: { answered: true } });
    await vi.waitFor(() => expect(server.exit).toHaveBeenCalledWith(0), { timeout: 10_000 });
    expect(server.app.server.listening).toBe(false);
    open = undefined;
  });

  it('exits 1 when a request is still in flight after the drain time', async () => {
    const app = Fastify();
    open = app;
    const exit = vi.fn();
    const shutdown = gracefulShutdown(app, { drainMs: 50, exit, log: { info: () => {}, warn: () => {} } });
    let arrived: () => void = () => {};
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/stuck', async () => {
      arrived();
      await new Promise(() => {});
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const controller = new AbortController();
    fetch(`http://127.0.0.1:${port}/stuck`, { signal: controller.signal }).catch(() => {});
    await inFlight;
    shutdown('SIGTERM');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1), { timeout: 10_000 });
    expect(exit).not.toHaveBeenCalledWith(0);
    controller.abort();
  });

  it('closes at once when nothing is in flight, and a second signal changes nothing', async () => {
    const app = Fastify();
    const exit = vi.fn();
    const info = vi.fn();
    const shutdown = gracefulShutdown(app, { drainMs: 30_000, exit, log: { info, warn: () => {} } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    shutdown('SIGTERM');
    shutdown('SIGINT');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0), { timeout: 10_000 });
    expect(info).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledTimes(1);
  });
});

describe('watchParent', () => {
  it('does not fire while the parent is there', async () => {
    const onLost = vi.fn();
    const stop = watchParent(onLost, 5);
    await new Promise((resolve) => setTimeout(resolve, 30));
    stop();
    expect(onLost).not.toHaveBeenCalled();
  });

  it('fires once when the parent changes (the process was re-parented)', async () => {
    const parent = process.ppid;
    const ppid = vi.spyOn(process, 'ppid', 'get');
    ppid.mockReturnValue(parent);
    const onLost = vi.fn();
    const stop = watchParent(onLost, 5);
    ppid.mockReturnValue(parent + 1);
    await vi.waitFor(() => expect(onLost).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(onLost).toHaveBeenCalledTimes(1);
    stop();
    ppid.mockRestore();
  });
});
