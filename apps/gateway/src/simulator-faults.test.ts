import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildSimulatorServer,
  createSimulator,
  FAULT_KINDS,
  type FaultKind,
  type Simulator,
} from '@portal/simulator';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessTransport } from './sim/in-process-upstream';
import type { Transport as UpstreamTransport } from './upstream/transport';
import { createUpstreamClient } from './upstream/upstream-client';
import type { UpstreamError } from './upstream/upstream-error';

/*
 * Every fault kind of the simulator, reached through THE upstream client over both transports the
 * gateway uses: the simulator's in-process path in simulator mode and a real socket to `pnpm sim
 * serve`. Each kind must become the typed error a real upstream failing that way would give.
 */

const BASE = `title: Fault
codes: []
steps: [Call GET /clients.]
users:
  - email: ann@example.com
    password: Ann@Pass1
    clients: [one]
clients:
  - client_uuid: one
    name: One
`;

const FAULTS: Record<FaultKind, string> = {
  delay: '{ route: clients, kind: delay, delayMs: 50 }',
  timeout: '{ route: clients, kind: timeout }',
  reset: '{ route: clients, kind: reset }',
  'malformed-json': '{ route: clients, kind: malformed-json }',
  'contract-break': '{ route: clients, kind: contract-break }',
  'http-5xx': '{ route: clients, kind: http-5xx }',
  'slow-drip': '{ route: clients, kind: slow-drip, dripMs: 200 }',
};

/** A generous time-out for replies that must arrive; a short one where a time-out is the point. */
const PATIENT_MS = 10_000;
const IMPATIENT_MS = 300;

let dir: string;
let simulator: Simulator;
let gatewayLike: FastifyInstance;
let inProcess: UpstreamTransport;
let standalone: FastifyInstance;
let standaloneUrl: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gateway-sim-faults-'));
  await writeFile(join(dir, 'default.yaml'), BASE);
  for (const kind of FAULT_KINDS) {
    await writeFile(join(dir, `fault-${kind}.yaml`), `${BASE}faults:\n  - ${FAULTS[kind]}\n`);
  }
  // Reached as the gateway reaches it: the in-process path, under the /__sim/api base URL.
  simulator = await createSimulator({ scenariosDir: dir });
  gatewayLike = Fastify({ logger: false });
  inProcess = inProcessTransport(gatewayLike, simulator, '/__sim/api');
  await gatewayLike.ready();
  standalone = await buildSimulatorServer({ scenariosDir: dir });
  await standalone.listen({ port: 0, host: '127.0.0.1' });
  standaloneUrl = `http://127.0.0.1:${(standalone.server.address() as AddressInfo).port}`;
}, 30_000);

afterAll(async () => {
  await gatewayLike.close();
  await standalone.close();
  await rm(dir, { recursive: true, force: true });
});

interface Transport {
  name: string;
  baseUrl: () => string;
  transport: () => UpstreamTransport | undefined;
  /** A world of the fault's scenario, on this transport's simulator. */
  world: (kind: FaultKind) => Promise<string>;
}

const TRANSPORTS: Transport[] = [
  {
    name: 'in process',
    baseUrl: () => '/__sim/api',
    transport: () => inProcess,
    world: async (kind) => simulator.createWorld(`fault-${kind}`).id,
  },
  {
    name: 'standalone (real socket)',
    baseUrl: () => standaloneUrl,
    transport: () => undefined,
    world: async (kind) => {
      const res = await fetch(`${standaloneUrl}/__sim/worlds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ scenario: `fault-${kind}` }),
      });
      return ((await res.json()) as { id: string }).id;
    },
  },
];

async function callClients(t: Transport, kind: FaultKind, timeoutMs = PATIENT_MS) {
  const transport = t.transport();
  const clientWith = (ms: number) =>
    createUpstreamClient({
      baseUrl: t.baseUrl(),
      timeoutMs: ms,
      ...(transport === undefined ? {} : { transport }),
    });
  const simWorld = await t.world(kind);
  // Signing in is not under test: it gets the patient time-out whatever the case.
  const signIn = await clientWith(PATIENT_MS).call('login', {
    body: { email: 'ann@example.com', password: 'Ann@Pass1' },
    simWorld,
  });
  return clientWith(timeoutMs).call('clients', { simWorld, token: signIn.data.access_token });
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: UpstreamError) => ({ kind: error.kind, status: error.status }),
  );

describe.each(TRANSPORTS)('simulator fault kinds through the upstream client, $name', (t) => {
  it('delay: the world answers after the wait', { timeout: 20_000 }, async () => {
    const reply = await callClients(t, 'delay');
    expect(reply.status).toBe(200);
    expect(reply.data.clients.map((c) => c.client_uuid)).toEqual(['one']);
  });

  it('timeout: never answers before the client gives up', { timeout: 20_000 }, async () => {
    expect(await failure(callClients(t, 'timeout', IMPATIENT_MS))).toEqual({
      kind: 'timeout',
      status: undefined,
    });
  });

  it('reset: the connection drops, which is unreachable', { timeout: 20_000 }, async () => {
    expect(await failure(callClients(t, 'reset'))).toEqual({ kind: 'unreachable', status: undefined });
  });

  it('malformed-json: a 200 that is not JSON is a bad reply', { timeout: 20_000 }, async () => {
    expect(await failure(callClients(t, 'malformed-json'))).toEqual({ kind: 'bad-reply', status: 200 });
  });

  it('contract-break: valid JSON that breaks the schema is a bad reply', { timeout: 20_000 }, async () => {
    expect(await failure(callClients(t, 'contract-break'))).toEqual({ kind: 'bad-reply', status: 200 });
  });

  it('http-5xx: 503 by default is an http error with its status', { timeout: 20_000 }, async () => {
    expect(await failure(callClients(t, 'http-5xx'))).toEqual({ kind: 'http', status: 503 });
  });

  it('slow-drip: a valid reply arrives whole when the client waits', { timeout: 20_000 }, async () => {
    const reply = await callClients(t, 'slow-drip');
    expect(reply.status).toBe(200);
    expect(reply.data.clients.map((c) => c.client_uuid)).toEqual(['one']);
  });

  it('slow-drip: a drip longer than the time-out is a time-out', { timeout: 20_000 }, async () => {
    expect(await failure(callClients(t, 'slow-drip', 50))).toEqual({ kind: 'timeout', status: undefined });
  });
});
