import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSimulatorServer, DEFAULT_SCENARIOS_DIR } from '@portal/simulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { CheckReport } from './check';
import { parseAccount, runCheckCommand } from './check-command';

const PASSWORD = 'Demo@Portal2026';
const ACCOUNT = `demo@example.com:${PASSWORD}`;

const servers: FastifyInstance[] = [];
afterAll(() => Promise.all(servers.map((app) => app.close())));

/** A simulator whose shared world is that scenario, listening on a free port. */
async function simulatorOf(defaultScenario: string): Promise<string> {
  const app = await buildSimulatorServer({ scenariosDir: DEFAULT_SCENARIOS_DIR, defaultScenario });
  servers.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Runs the command as an operator would, keeping what it printed and every token it was given. */
async function check(url: string, extra: string[] = [], env: Record<string, string> = {}) {
  const out = mkdtempSync(join(tmpdir(), 'upstream-check-'));
  const printed: string[] = [];
  const tokens: string[] = [];
  const recording: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    const token = (
      (await res
        .clone()
        .json()
        .catch(() => ({}))) as { access_token?: unknown }
    ).access_token;
    if (typeof token === 'string') tokens.push(token);
    return res;
  };
  const code = await runCheckCommand(['--url', url, '--out', out, ...extra], env, {
    print: (line) => printed.push(line),
    fetch: recording,
  });
  const markdown = readFileSync(join(out, 'upstream-check.md'), 'utf8');
  const jsonText = readFileSync(join(out, 'upstream-check.json'), 'utf8');
  return {
    code,
    printed: printed.join('\n'),
    markdown,
    jsonText,
    report: JSON.parse(jsonText) as CheckReport,
    tokens,
  };
}

describe('pnpm upstream check', () => {
  it('against the simulator: every call it makes holds, so does every assumption they rest on', async () => {
    const run = await check(await simulatorOf('default'), ['--account', ACCOUNT, '--allow-writes']);
    expect(run.printed).toContain('0 broken');
    expect(run.code).toBe(0);
    const checked = run.report.endpoints.filter((e) => e.result !== 'not checked').map((e) => e.endpoint);
    expect(checked).toEqual([
      'login',
      'checkPasswordRestrictions',
      'logout',
      'disconnectUser',
      'clients',
      'selectClient',
      'clientSelected',
      'loginAttempt',
      'userSession',
      'webClientApps',
    ]);
    expect(run.report.endpoints.filter((e) => e.result === 'broken')).toEqual([]);
    const held = run.report.assumptions.filter((a) => a.result === 'held').map((a) => a.id);
    expect(held).toEqual(expect.arrayContaining(['A-01', 'A-02', 'A-04', 'A-05', 'A-07', 'A-08', 'A-18']));
    expect(run.report.assumptions.filter((a) => a.result === 'broken')).toEqual([]);
  });

  it('without --allow-writes it makes only the read-only calls (the account from UPSTREAM_ACCOUNT)', async () => {
    const run = await check(await simulatorOf('default'), [], { UPSTREAM_ACCOUNT: ACCOUNT });
    expect(run.code).toBe(0);
    const skipped = run.report.endpoints
      .filter((e) => e.note?.includes('--allow-writes'))
      .map((e) => e.endpoint);
    expect(skipped.sort()).toEqual(['disconnectUser', 'loginAttempt', 'selectClient']);
  });

  it('against upstream/contract-breaks: exactly the three broken contracts, with field, zod code and assumption IDs', async () => {
    const run = await check(await simulatorOf('upstream/contract-breaks'), ['--account', ACCOUNT]);
    expect(run.code).toBe(1);
    const broken = run.report.endpoints
      .filter((e) => e.result === 'broken')
      .map((e) => ({ endpoint: e.endpoint, findings: e.findings }));
    expect(broken).toEqual([
      {
        endpoint: 'logout',
        findings: [{ field: 'status', code: 'invalid_type', assumptions: ['A-07', 'A-08'] }],
      },
      {
        endpoint: 'clientSelected',
        findings: [{ field: 'warning_message', code: 'invalid_type', assumptions: ['A-04', 'A-18'] }],
      },
      {
        endpoint: 'userSession',
        findings: [{ field: 'is_active_session', code: 'invalid_type', assumptions: ['A-18'] }],
      },
    ]);
    const brokenIds = run.report.assumptions.filter((a) => a.result === 'broken').map((a) => a.id);
    expect(brokenIds).toEqual(['A-04', 'A-07', 'A-08', 'A-18']);
    expect(run.markdown).toContain(
      '| clientSelected | `GET /client_selected` | broken | 200 | `warning_message` invalid_type (A-04, A-18) |',
    );
  });

  it('never shows the password, the token or a value of a reply', async () => {
    const run = await check(await simulatorOf('upstream/contract-breaks'), ['--account', ACCOUNT]);
    expect(run.tokens.length).toBeGreaterThan(0);
    for (const secret of [PASSWORD, ...run.tokens, 'Planned maintenance tonight']) {
      for (const text of [run.printed, run.markdown, run.jsonText]) expect(text).not.toContain(secret);
    }
  });

  it('says why it cannot sign in, without the password', async () => {
    const out = mkdtempSync(join(tmpdir(), 'upstream-check-'));
    const printed: string[] = [];
    const code = await runCheckCommand(
      ['--url', await simulatorOf('default'), '--out', out, '--account', 'demo@example.com:Wrong@Pass1'],
      {},
      { print: (line) => printed.push(line) },
    );
    expect(code).toBe(1);
    expect(printed.join('\n')).toBe(
      'upstream check: could not sign in: the upstream answered 401 INVALID_USER',
    );
  });

  it('needs a URL and an account', async () => {
    const printed: string[] = [];
    expect(await runCheckCommand(['--url', 'http://x.invalid'], {}, { print: (l) => printed.push(l) })).toBe(
      2,
    );
    expect(printed[0]).toContain('--account');
  });
});

describe('parseAccount', () => {
  it('splits at the first colon: a password may hold colons', () => {
    expect(parseAccount('a@b.c:pa:ss')).toEqual({ email: 'a@b.c', password: 'pa:ss' });
    expect(parseAccount('a@b.c')).toBeUndefined();
    expect(parseAccount(':x')).toBeUndefined();
    expect(parseAccount('a@b.c:')).toBeUndefined();
  });
});
