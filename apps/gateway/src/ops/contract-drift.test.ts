import type { Outcome } from '@portal/contracts/portal';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import { type FakeUpstream, startFakeUpstream } from '../test-support/fake-upstream';
import { injectTransport, TrpcTestClient } from '../test-support/trpc-http';
import type { DriftSummary } from './drift-ledger';

// Issue 11 item 2: an upstream that breaks three contracts in three ways (a field of the wrong
// type, a field the contract does not know, a required field missing) is counted per endpoint
// and field, with the assumptions each touches; only the operator's token reads the summary.

const OPS_TOKEN = 'operator-token-0123456789-abcdefghij';
const environment = { environment_uuid: 'e1', name: 'ERP', access_group: 'DESKTOP' };

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream((fake) => {
    fake.post('/login', async () => ({ access_token: 'tok', mfa_required: false }));
    // 1. A field of the wrong type, two arrays down (A-02's EnvironmentSchema).
    fake.get('/clients', async () => ({
      clients: [{ client_uuid: 'c1', name: 'Acme', environments: [{ ...environment, name: 42 }] }],
    }));
    // 2. A field the contract does not know, on a reply that is otherwise fine.
    fake.get('/web_client_apps', async () => ({ web_client_apps: [], total_pages: 3 }));
    // 3. A required field missing.
    fake.post('/login_otp', async () => ({ device_validation_code: null }));
  });
  app = await buildTestApp({ UPSTREAM_URL: upstream.url, OPS_TOKEN });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

const readDrift = (authorization?: string) =>
  app.inject({
    method: 'GET',
    url: '/__ops/drift',
    headers: authorization === undefined ? {} : { authorization },
  });

describe('contract drift in proxy mode', () => {
  it('counts three broken contracts with their fields, kinds and assumptions', async () => {
    const browser = new TrpcTestClient(injectTransport(app));
    await browser.get('/healthz');
    await browser.mutation<Outcome>('auth.login', { email: 'a@example.com', password: 'Some@Password1' });
    await browser.query('clients.list');
    await browser.query('clients.list');
    await browser.query('webApps.list', { cliUuid: 'c1' });
    await browser.mutation('mfa.submitCode', { otp: '123456' });

    const res = await readDrift(`Bearer ${OPS_TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const summary = res.json<DriftSummary>();
    expect(summary.drift).toEqual([
      expect.objectContaining({
        endpoint: 'clients',
        field: 'clients[].environments[].name',
        kind: 'invalid',
        code: 'invalid_type',
        count: 2,
        assumptions: expect.arrayContaining(['A-01', 'A-02']),
      }),
      expect.objectContaining({
        endpoint: 'loginOtp',
        field: 'access_token',
        kind: 'invalid',
        count: 1,
        assumptions: expect.arrayContaining(['A-10']),
      }),
      expect.objectContaining({
        endpoint: 'webClientApps',
        field: 'total_pages',
        kind: 'unknown-field',
        count: 1,
      }),
    ]);
    const unknown = summary.drift[2];
    expect(unknown?.assumptions.length).toBeGreaterThan(0);
    expect(summary.replies).toMatchObject({ login: 1, clients: 2, webClientApps: 1, loginOtp: 1 });
    // Names only: no value of any reply is kept.
    expect(res.body).not.toContain('tok"');
    expect(res.body).not.toContain('Acme');
  });

  it('answers only the operator’s token', async () => {
    for (const header of [undefined, 'Bearer wrong', `Basic ${OPS_TOKEN}`, OPS_TOKEN]) {
      const res = await readDrift(header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.body).not.toContain('drift');
    }
  });

  it('does not exist without OPS_TOKEN, nor in simulator mode', async () => {
    const plain = await buildTestApp({ UPSTREAM_URL: upstream.url });
    const simulator = await buildTestApp({ OPS_TOKEN });
    try {
      for (const one of [plain, simulator]) {
        const res = await one.inject({
          method: 'GET',
          url: '/__ops/drift',
          headers: { authorization: `Bearer ${OPS_TOKEN}` },
        });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await plain.close();
      await simulator.close();
    }
  });
});
