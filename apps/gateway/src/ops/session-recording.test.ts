import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Outcome } from '@portal/contracts/portal';
import { buildSimulatorServer } from '@portal/simulator';
import { DEFAULT_SCENARIOS_DIR } from '@portal/simulator/paths';
import { recordScenario } from '@portal/simulator/record';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import { httpTransport, injectTransport, TrpcTestClient } from '../test-support/trpc-http';

// Issue 11, "Record": a proxy-mode gateway with RECORD_DIR writes each browser session's
// upstream exchanges, redacted, and `pnpm sim record` turns the file into a scenario whose
// probes replay the same answers. The upstream is a simulator serving another scenario than the
// default one, so the scenario can only come from what was recorded.

const UPSTREAM_SCENARIO = 'launch/active-session';
const ACCOUNT = { email: 'active@example.com', password: 'Active@Portal2026' };
const WRONG_PASSWORD = 'Wrong@Portal999';

let upstream: FastifyInstance;
let upstreamUrl: string;

beforeAll(async () => {
  upstream = await buildSimulatorServer({
    scenariosDir: DEFAULT_SCENARIOS_DIR,
    defaultScenario: UPSTREAM_SCENARIO,
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await upstream?.close();
});

async function recordJourney(recordDir: string): Promise<{ secrets: string[] }> {
  const gateway = await buildTestApp({ UPSTREAM_URL: upstreamUrl, RECORD_DIR: recordDir });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  const secrets: string[] = [ACCOUNT.email, ACCOUNT.password, WRONG_PASSWORD];
  try {
    const browser = new TrpcTestClient(httpTransport(url));
    await browser.get('/healthz');
    const wrong = await browser.mutation<Outcome>('auth.login', { ...ACCOUNT, password: WRONG_PASSWORD });
    expect(wrong.status).toBe(200);
    const login = await browser.mutation<Outcome>('auth.login', ACCOUNT);
    expect(login.data).toEqual({ next: { kind: 'navigate', to: '/home/environments' } });
    secrets.push(browser.sessionToken() ?? 'no token');
    const clients = await browser.query<{ clients: { client_uuid: string }[] }>('clients.list');
    expect(clients.data?.clients.length).toBeGreaterThan(0);
    const logout = await browser.mutation('auth.logout');
    expect(logout.status).toBe(200);
  } finally {
    // Closing flushes the recording.
    await gateway.close();
  }
  return { secrets };
}

describe('RECORD_DIR', () => {
  it('writes one redacted file per browser session, and the scenario made from it replays', async () => {
    const recordDir = mkdtempSync(join(tmpdir(), 'portal-recording-'));
    const { secrets } = await recordJourney(recordDir);

    const files = readdirSync(recordDir);
    expect(files).toHaveLength(1);
    const file = join(recordDir, files[0] ?? '');
    const text = readFileSync(file, 'utf8');
    for (const secret of secrets) expect(text).not.toContain(secret);
    const lines = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0]).toMatchObject({ format: 'portal-recording', version: 1 });
    expect(lines.slice(1).map((l) => `${l.endpoint} ${l.status}`)).toEqual([
      'login 401',
      'login 200',
      'clients 200',
      'logout 200',
    ]);
    expect(lines[1].request).toEqual({ email: 'user1@recorded.example', password: 'Recorded@Portal1' });
    expect(lines[2].request).toEqual({ email: 'user1@recorded.example', password: 'Recorded@Portal2' });
    expect(lines[2].reply.access_token).toBe('redacted-token-1');

    // A copy of the scenarios, so the test never writes into the repository's.
    const scenariosDir = mkdtempSync(join(tmpdir(), 'portal-scenarios-'));
    cpSync(DEFAULT_SCENARIOS_DIR, scenariosDir, { recursive: true });
    const result = await recordScenario({ file, name: 'recorded/unit-journey', scenariosDir, force: false });
    expect(result.failures).toBe('');
    expect(result.accounts).toEqual([{ email: 'user1@recorded.example', password: 'Recorded@Portal2' }]);
    const yaml = readFileSync(result.scenarioFile, 'utf8');
    for (const secret of secrets) expect(yaml).not.toContain(secret);
    // Inferred, not copied from the upstream's scenario: the clients the recorded reply listed.
    expect(yaml).toContain('client_uuid: acme-finance');
    expect(result.probes).toBe(3);
  }, 60_000);

  it('is off without RECORD_DIR and in simulator mode', async () => {
    const recordDir = mkdtempSync(join(tmpdir(), 'portal-recording-off-'));
    const gateway = await buildTestApp({ RECORD_DIR: recordDir });
    const browser = new TrpcTestClient(injectTransport(gateway));
    await browser.mutation('auth.login', { email: 'demo@example.com', password: 'Demo@Portal2026' });
    await gateway.close();
    expect(readdirSync(recordDir)).toEqual([]);
  }, 30_000);
});
