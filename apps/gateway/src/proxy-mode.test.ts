import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Outcome } from '@portal/contracts/portal';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-support/build-test-app';
import { httpTransport, TrpcTestClient } from './test-support/trpc-http';

/** The bin behind `pnpm sim` (the compiled CLI, rebuilt first when stale). */
const SIM_BIN = fileURLToPath(new URL('../../../packages/simulator/bin/sim.mjs', import.meta.url));

let simulator: ChildProcess;
let gateway: FastifyInstance;
let gatewayUrl: string;

/** Starts `sim serve --port 0` as its own process and resolves with the URL it prints. */
function startSimulator(): Promise<string> {
  simulator = spawn(process.execPath, [SIM_BIN, 'serve', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    simulator.stdout?.on('data', onData);
    simulator.stderr?.on('data', onData);
    simulator.once('exit', (code) => reject(new Error(`simulator exited with ${code}: ${output}`)));
  });
}

beforeAll(async () => {
  const upstreamUrl = await startSimulator();
  gateway = await buildTestApp({ UPSTREAM_URL: upstreamUrl });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  simulator?.kill('SIGTERM');
});

describe('proxy mode against the standalone simulator', () => {
  it('signs in, lists clients and launches Acme Finance over real HTTP', async () => {
    const browser = new TrpcTestClient(httpTransport(gatewayUrl));
    const health = await browser.get('/healthz');
    expect(JSON.parse(health.body)).toEqual({ status: 'ok', mode: 'proxy' });
    expect(browser.csrfToken()).toBeTruthy();

    const login = await browser.mutation<Outcome>('auth.login', {
      email: 'demo@example.com',
      password: 'Demo@Portal2026',
    });
    expect(login.status).toBe(200);
    expect(login.data).toEqual({ next: { kind: 'navigate', to: '/home/environments' } });
    const token = browser.sessionToken();
    expect(token).toBeTruthy();

    const clients = await browser.query<{ clients: { client_uuid: string }[] }>('clients.list');
    expect(clients.data?.clients.map((c) => c.client_uuid)).toContain('acme-finance');

    const launch = await browser.mutation<Outcome>('launch.start', {
      cliUuid: 'acme-finance',
      clientCount: clients.data?.clients.length ?? 0,
      isChrome: true,
      isLinux: false,
      hasPlugin: null,
      customParams: null,
    });
    expect(launch.data).toEqual({
      next: {
        kind: 'open-session',
        url: 'https://erp.acme.example:8443/software/html5.html',
        windowName: 'acme-erp',
      },
    });
    for (const reply of [login, clients, launch]) expect(reply.raw).not.toContain(token);
  }, 30_000);

  it('does not expose the simulator routes through the gateway', async () => {
    const res = await fetch(`${gatewayUrl}/__sim/api/clients`);
    expect(res.status).toBe(404);
  }, 30_000);
});
