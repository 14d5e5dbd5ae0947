import { cpSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type RecordedExchange,
  type RecordedExchangeInput,
  RecordedExchangeSchema,
} from '@portal/contracts/recording';
import { ENDPOINTS, type EndpointName } from '@portal/contracts/upstream';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIOS_DIR } from '../paths';
import { recordScenario } from '../record-command';
import { errorOf } from '../test-support';
import { parseScenario } from './loader';
import { parseRecording, recordingScenarioYaml, scenarioFromRecording } from './recording';
import { ScenarioError } from './scenario-error';

// Issue 11, "Record": a RECORD_DIR file read back (parseRecording), turned into a scenario
// (scenarioFromRecording), written as YAML the loader accepts, and `pnpm sim record`'s checks.

const STARTED_AT = '2026-03-02T10:00:00.000Z';
const HEADER = JSON.stringify({ format: 'portal-recording', version: 1, startedAt: STARTED_AT });
const USER = 'user1@recorded.example';
const OTHER = 'user2@recorded.example';

async function rejectionOf(run: () => Promise<unknown>): Promise<ScenarioError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ScenarioError) return error;
    throw error;
  }
  throw new Error('expected a ScenarioError');
}

type Call = { endpoint: EndpointName } & Partial<Omit<RecordedExchangeInput, 'endpoint'>>;

/** Exchanges numbered in order; method and path from ENDPOINTS unless given. */
function exchanges(...calls: Call[]): RecordedExchange[] {
  return calls.map((call, i) =>
    RecordedExchangeSchema.parse({
      seq: i + 1,
      atMs: i * 100,
      method: ENDPOINTS[call.endpoint].method,
      path: ENDPOINTS[call.endpoint].path,
      status: 200,
      ...call,
    }),
  );
}

const convert = (...calls: Call[]) =>
  scenarioFromRecording({ startedAt: STARTED_AT, exchanges: exchanges(...calls) }, 'recorded/test');

const login = (
  email: string,
  password: string,
  status = 200,
  reply: unknown = { access_token: 't' },
): Call => ({
  endpoint: 'login',
  request: { email, password },
  status,
  reply,
});
const signIn = login(USER, 'Recorded@Portal1');

const line = (value: unknown) => JSON.stringify(value);
const clientsCall = line({
  seq: 1,
  atMs: 0,
  endpoint: 'clients',
  method: 'GET',
  path: '/clients',
  status: 200,
  reply: { clients: [] },
});

describe('parseRecording', () => {
  it('reads the header and every exchange, with their defaults', () => {
    const source = `${HEADER}\n${line({ seq: 1, atMs: 0, endpoint: 'login', method: 'POST', path: '/login', request: { email: USER, password: 'Recorded@Portal1' }, status: 401, reply: { error: 'INVALID_USER' } })}\n\n${line({ seq: 2, atMs: 15, endpoint: 'callPlugin', method: 'GET', path: '/call_plugin', query: { cli_uuid: 'acme' }, status: null, failure: 'timeout' })}\n`;
    const parsed = parseRecording(source, 'rec.jsonl');
    expect(parsed.startedAt).toBe(STARTED_AT);
    expect(parsed.exchanges).toHaveLength(2);
    expect(parsed.exchanges[0]).toMatchObject({
      seq: 1,
      endpoint: 'login',
      query: {},
      status: 401,
      request: { email: USER, password: 'Recorded@Portal1' },
      reply: { error: 'INVALID_USER' },
    });
    expect(parsed.exchanges[1]).toMatchObject({
      seq: 2,
      atMs: 15,
      endpoint: 'callPlugin',
      query: { cli_uuid: 'acme' },
      request: null,
      reply: null,
      status: null,
      failure: 'timeout',
    });
  });

  it('names the file and line 1 when the header is missing', () => {
    const err = errorOf(() => parseRecording(`${clientsCall}\n`, 'missing-header.jsonl'));
    expect(err.file).toBe('missing-header.jsonl');
    expect(err.message).toMatch(/^missing-header\.jsonl: /);
    expect(err.message).toContain('line 1, column 1, at (header)');
    expect(err.issues.map((i) => i.line)).toEqual([1]);
  });

  it('names the file and line 1 when the header is of another format or version', () => {
    const wrongVersion = line({ format: 'portal-recording', version: 2, startedAt: STARTED_AT });
    const err = errorOf(() => parseRecording(`${wrongVersion}\n${clientsCall}\n`, 'old.jsonl'));
    expect(err.message).toMatch(/^old\.jsonl: /);
    expect(err.message).toContain('line 1, column 1, at (header)');
    expect(err.issues.map((i) => i.line)).toEqual([1]);
  });

  it('names a broken JSON line and an exchange with an unknown endpoint by their line numbers', () => {
    const unknown = line({
      seq: 3,
      atMs: 9,
      endpoint: 'launchRocket',
      method: 'GET',
      path: '/x',
      status: 200,
    });
    const source = [HEADER, clientsCall, '{"seq": 2, "atMs": ', unknown, ''].join('\n');
    const err = errorOf(() => parseRecording(source, 'broken.jsonl'));
    expect(err.message).toMatch(/^broken\.jsonl: invalid recording/);
    expect(err.issues.map((i) => [i.line, i.path])).toEqual([
      [3, '(line)'],
      [4, 'endpoint'],
    ]);
    expect(err.message).toContain('line 3, column 1, at (line): not a JSON object');
    expect(err.message).toContain('line 4, column 1, at endpoint');
  });

  it('refuses an empty file, naming it', () => {
    for (const source of ['', '\n  \n']) {
      const err = errorOf(() => parseRecording(source, 'empty.jsonl'));
      expect(err.file).toBe('empty.jsonl');
      expect(err.message).toContain('empty.jsonl: empty recording');
    }
  });
});

describe('scenarioFromRecording', () => {
  it('infers a user with the password that worked; the world refuses the other sign-ins by itself', () => {
    const { scenario } = convert(
      login(USER, 'Recorded@Portal1', 401, { error: 'INVALID_USER' }),
      login(USER, 'Recorded@Portal2'),
      login(OTHER, 'Recorded@Portal3', 401, { error: 'INVALID_USER' }),
      login(OTHER, 'Recorded@Portal4', 401, { error: 'INVALID_USER' }),
      login('user3@recorded.example', 'Recorded@Portal5', 404, { error: 'USER_NOT_FOUND' }),
    );
    // A user only refused keeps a password nobody typed; an unknown e-mail stays unknown.
    expect(scenario.users?.map((u) => [u.email, u.password])).toEqual([
      [USER, 'Recorded@Portal2'],
      [OTHER, 'Recorded@Portal0'],
    ]);
    // No override: none could be taken by another sign-in than the one recorded.
    expect(scenario.faults).toEqual([]);
    expect(scenario.probes?.map((p) => p.expect)).toEqual([
      { status: 401, code: 'INVALID_USER' },
      { status: 200 },
      { status: 401, code: 'INVALID_USER' },
      { status: 401, code: 'INVALID_USER' },
      { status: 404, code: 'USER_NOT_FOUND' },
    ]);
  });

  it('lists overrides in reverse, so that the world (which answers the last listed first) answers them in the recorded order', () => {
    const { scenario } = convert(
      login(USER, 'Recorded@Portal1'),
      {
        endpoint: 'loginAttempt',
        query: { cli_uuid: 'acme' },
        status: 202,
        reply: { error: 'INSTANCE_TURNING_ON' },
      },
      {
        endpoint: 'loginAttempt',
        query: { cli_uuid: 'acme' },
        status: 206,
        reply: { error: 'HAS_PENDING_CONNECTION', time: 30 },
      },
    );
    expect(scenario.faults?.map((f) => f.status)).toEqual([206, 202]);
  });

  it('keeps an override fit for the loader: no match on an unknown client, no body too big', () => {
    const { scenario } = convert(login(USER, 'Recorded@Portal1'), {
      endpoint: 'selectClient',
      request: { cli_uuid: 'nowhere' },
      status: 500,
      reply: { error: 'SOMETHING_WENT_WRONG', detail: 'x'.repeat(20_000) },
    });
    expect(scenario.faults).toEqual([
      { route: 'selectClient', times: 1, match: { email: USER }, status: 500, error: 'SOMETHING_WENT_WRONG' },
    ]);
  });

  it('takes a success status carrying an error for the error it is', () => {
    const { scenario } = convert(
      login(USER, 'Recorded@Portal1', 200, { error: 'INVALID_USER' }),
      login(USER, 'Recorded@Portal2'),
    );
    expect(scenario.users?.map((u) => u.password)).toEqual(['Recorded@Portal2']);
    expect(scenario.probes?.[0]?.expect).toEqual({ status: 200, code: 'INVALID_USER' });
  });

  it('leaves out blank messages of an environment (the scenario format needs text)', () => {
    const { scenario } = convert(login(USER, 'Recorded@Portal1'), {
      endpoint: 'clients',
      reply: {
        clients: [
          {
            client_uuid: 'acme',
            name: 'Acme',
            environments: [
              {
                environment_uuid: 'e',
                name: 'ERP',
                access_group: 'DESKTOP',
                maintenance_message: '',
                warning_message: ' ',
              },
            ],
          },
        ],
      },
    });
    expect(scenario.clients?.[0]?.environments).toEqual([
      { environment_uuid: 'e', name: 'ERP', access_group: 'DESKTOP' },
    ]);
  });

  it('keeps the multi-factor and plugin-update flags of the login reply', () => {
    const { scenario } = convert(
      login(USER, 'Recorded@Portal1', 200, {
        access_token: 't',
        mfa_required: true,
        mfa_type: 'duo',
        should_update_plugin: true,
      }),
      login(OTHER, 'Recorded@Portal2', 200, {
        access_token: 't2',
        mfa_required: true,
        mfa_type: 'totp',
        mfa_configured: true,
        should_update_plugin: false,
      }),
    );
    const [duo, totp] = scenario.users ?? [];
    expect(duo).toMatchObject({ email: USER, mfa: 'duo', shouldUpdatePlugin: true });
    expect(totp).toMatchObject({ email: OTHER, mfa: 'default', mfaConfigured: true });
    expect(totp).not.toHaveProperty('shouldUpdatePlugin');

    const plain = convert(signIn).scenario.users?.[0];
    expect(plain).not.toHaveProperty('mfa');
    expect(plain).not.toHaveProperty('shouldUpdatePlugin');
  });

  it('infers clients with their environments and instance state, given to the signed-in user', () => {
    const { scenario } = convert(signIn, {
      endpoint: 'clients',
      reply: {
        clients: [
          {
            client_uuid: 'acme',
            name: 'Acme',
            license_limit: 2,
            instance_state: 'off',
            environments: [
              {
                environment_uuid: 'acme-erp',
                name: 'ERP',
                access_group: 'DESKTOP',
                warning_message: 'Slow today',
                maintenance_message: null,
              },
            ],
          },
          { client_uuid: 'beta', name: 'Beta', instance_state: 'starting', environments: [] },
          { client_uuid: 'gamma', name: 'Gamma', instance_state: 'on' },
        ],
      },
    });
    const [acme, beta, gamma] = scenario.clients ?? [];
    expect(acme).toMatchObject({
      client_uuid: 'acme',
      name: 'Acme',
      license_limit: 2,
      environments: [
        { environment_uuid: 'acme-erp', name: 'ERP', access_group: 'DESKTOP', warning_message: 'Slow today' },
      ],
      instance: { state: 'off' },
      web_apps: [],
    });
    expect(acme?.environments?.[0]).not.toHaveProperty('maintenance_message');
    expect(beta?.instance).toMatchObject({ state: 'booting' });
    expect(gamma?.instance).toEqual({ state: 'on' });
    expect(scenario.users?.[0]?.clients).toEqual(['acme', 'beta', 'gamma']);
  });

  const acmeListed: Call = {
    endpoint: 'clients',
    reply: { clients: [{ client_uuid: 'acme', name: 'Acme', environments: [] }] },
  };
  const plugin = (reply: unknown): Call => ({ endpoint: 'callPlugin', query: { cli_uuid: 'acme' }, reply });

  it('takes a TSPLUS call_plugin reply as the client’s virtualizer, from top-level fields or its block', () => {
    const topLevel = convert(
      signIn,
      acmeListed,
      plugin({
        virtualizer: 'TSPLUS',
        instance: 'rdp.acme.example',
        webport: 8443,
        window_name: 'acme',
        use_dns: true,
      }),
    );
    expect(topLevel.scenario.clients?.[0]?.virtualizer).toEqual({
      virtualizer: 'TSPLUS',
      instance: 'rdp.acme.example',
      webport: 8443,
      window_name: 'acme',
      use_dns: true,
    });
    expect(topLevel.scenario.faults).toEqual([]);

    const block = convert(
      signIn,
      acmeListed,
      plugin({
        virtualizer: 'TSPLUS',
        TSPLUS: { instance: 'block.acme.example', webport: '9443', window_name: 'blk', use_dns: false },
      }),
    );
    expect(block.scenario.clients?.[0]?.virtualizer).toEqual({
      virtualizer: 'TSPLUS',
      instance: 'block.acme.example',
      webport: '9443',
      window_name: 'blk',
      use_dns: false,
    });
    expect(block.scenario.faults).toEqual([]);
    // Replayed by the world itself: still probed, as the signed-in user.
    expect(block.scenario.probes?.map((p) => p.call)).toEqual(['login', 'clients', 'callPlugin']);
  });

  it('makes an incomplete TSPLUS reply (no webport) a callPlugin override matched by cli_uuid', () => {
    const reply = {
      virtualizer: 'TSPLUS',
      TSPLUS: { instance: 'rdp.acme.example', window_name: 'acme', use_dns: true },
    };
    const { scenario } = convert(signIn, acmeListed, plugin(reply));
    expect(scenario.clients?.[0]).not.toHaveProperty('virtualizer');
    expect(scenario.faults).toEqual([
      { route: 'callPlugin', times: 1, match: { cli_uuid: 'acme', email: USER }, status: 200, body: reply },
    ]);
  });

  it('takes web_client_apps as the client’s web apps, dropping an app whose url is no URL', () => {
    const { scenario } = convert(signIn, acmeListed, {
      endpoint: 'webClientApps',
      query: { cli_uuid: 'acme' },
      reply: {
        web_client_apps: [
          { name: 'Mail', url: 'https://mail.acme.example/' },
          { name: 'Broken', url: 'not a url' },
          { name: 'Wiki', url: 'https://wiki.acme.example/start' },
        ],
      },
    });
    expect(scenario.clients?.[0]?.web_apps).toEqual([
      { name: 'Mail', url: 'https://mail.acme.example/' },
      { name: 'Wiki', url: 'https://wiki.acme.example/start' },
    ]);
    expect(scenario.faults).toEqual([]);
  });

  it('makes a 206 HAS_PENDING_CONNECTION login attempt an override with its status, code and body', () => {
    const { scenario } = convert(signIn, acmeListed, {
      endpoint: 'loginAttempt',
      query: { cli_uuid: 'acme' },
      status: 206,
      reply: { error: 'HAS_PENDING_CONNECTION', time: 594 },
    });
    expect(scenario.faults).toEqual([
      {
        route: 'loginAttempt',
        times: 1,
        match: { cli_uuid: 'acme', email: USER },
        status: 206,
        error: 'HAS_PENDING_CONNECTION',
        body: { time: 594 },
      },
    ]);
    expect(scenario.probes?.at(-1)).toEqual({
      name: '#3 GET /login_attempt',
      as: USER,
      call: 'loginAttempt',
      query: { cli_uuid: 'acme' },
      expect: { status: 206, code: 'HAS_PENDING_CONNECTION' },
    });
  });

  it('makes a login attempt with an error in a 200 reply an override too', () => {
    const { scenario } = convert(signIn, acmeListed, {
      endpoint: 'loginAttempt',
      query: { cli_uuid: 'acme' },
      status: 200,
      reply: { error: 'NO_LICENSE_ENVIRONMENT' },
    });
    expect(scenario.faults).toEqual([
      {
        route: 'loginAttempt',
        times: 1,
        match: { cli_uuid: 'acme', email: USER },
        status: 200,
        error: 'NO_LICENSE_ENVIRONMENT',
      },
    ]);
    expect(scenario.probes?.at(-1)?.expect).toEqual({ status: 200, code: 'NO_LICENSE_ENVIRONMENT' });
  });

  it('makes a time-out an override of kind timeout, and does not probe it', () => {
    const { scenario } = convert(signIn, acmeListed, {
      endpoint: 'callPlugin',
      query: { cli_uuid: 'acme' },
      status: null,
      failure: 'timeout',
    });
    expect(scenario.faults).toEqual([
      { route: 'callPlugin', times: 1, match: { cli_uuid: 'acme', email: USER }, kind: 'timeout' },
    ]);
    expect(scenario.probes?.map((p) => p.call)).toEqual(['login', 'clients']);

    // A failure is never probed, even when the line also carries a status.
    const badReply = convert(signIn, acmeListed, {
      endpoint: 'webClientApps',
      query: { cli_uuid: 'acme' },
      status: 200,
      failure: 'bad-reply',
    });
    expect(badReply.scenario.faults).toEqual([
      { route: 'webClientApps', times: 1, match: { cli_uuid: 'acme', email: USER }, kind: 'malformed-json' },
    ]);
    expect(badReply.scenario.probes?.map((p) => p.call)).toEqual(['login', 'clients']);
  });

  it('does not probe logout, and probes after it are not run as the signed-out user', () => {
    const { scenario, notReplayed } = convert(
      signIn,
      { endpoint: 'logout', reply: {} },
      { endpoint: 'clients', status: 401, reply: { error: 'INVALID_TOKEN' } },
    );
    expect(scenario.probes?.map((p) => p.call)).toEqual(['login']);
    expect(notReplayed).toEqual(['#3 GET /clients (401): called without a signed-in user of the recording']);
  });

  it('never makes a call without a signed-in user an override (it would answer the replay’s first signed-in call)', () => {
    const { scenario, notReplayed } = convert(
      signIn,
      acmeListed,
      { endpoint: 'logout', reply: {} },
      { endpoint: 'clients', status: 401, reply: { error: 'INVALID_ACCESS_TOKEN' } },
      { endpoint: 'callPlugin', query: { cli_uuid: 'acme' }, status: null, failure: 'timeout' },
    );
    expect(scenario.faults).toEqual([]);
    expect(notReplayed).toEqual([
      '#4 GET /clients (401): called without a signed-in user of the recording',
      '#5 GET /call_plugin (timeout): called without a signed-in user of the recording',
    ]);
  });

  it('takes each client’s initial state from its first listing, not from lists the journey already changed', () => {
    const listed = (licences: number, instance: string, extra: unknown[] = []): Call => ({
      endpoint: 'clients',
      reply: {
        clients: [
          {
            client_uuid: 'acme',
            name: 'Acme',
            license_limit: 1,
            instance_state: instance,
            environments: [
              { environment_uuid: 'acme-erp', name: 'ERP', access_group: 'DESKTOP', license_count: licences },
            ],
          },
          ...extra,
        ],
      },
    });
    const { scenario } = convert(
      signIn,
      listed(0, 'off'),
      plugin({
        virtualizer: 'TSPLUS',
        TSPLUS: { instance: 'rdp.acme.example', webport: 8443, window_name: 'acme', use_dns: true },
      }),
      { endpoint: 'loginAttempt', query: { cli_uuid: 'acme' }, reply: {} },
      // The recorded user's own session now counts, and the launch started the instance.
      listed(1, 'on', [{ client_uuid: 'beta', name: 'Beta', environments: [] }]),
    );
    const [acme, beta] = scenario.clients ?? [];
    expect(acme?.environments?.[0]?.license_count).toBe(0);
    expect(acme?.instance).toMatchObject({ state: 'off' });
    expect(acme?.virtualizer?.instance).toBe('rdp.acme.example');
    // A client first seen in a later list is still known, as that list showed it.
    expect(beta?.client_uuid).toBe('beta');
    expect(scenario.users?.[0]?.clients).toEqual(['acme', 'beta']);
  });

  it('lists a successful loginOtp in notReplayed and does not probe it', () => {
    const { scenario, notReplayed } = convert(
      login(USER, 'Recorded@Portal1', 200, { access_token: 't', mfa_required: true, mfa_configured: true }),
      { endpoint: 'loginOtp', request: { otp: '000001' }, reply: { access_token: 't2' } },
      acmeListed,
    );
    expect(scenario.probes?.map((p) => p.call)).toEqual(['login', 'clients']);
    expect(notReplayed).toHaveLength(1);
    expect(notReplayed[0]).toMatch(/^#2 POST \/login_otp \(200\): .*secret/);
    expect(scenario.description).toContain('Not replayed: #2 POST /login_otp (200)');
  });

  it('signs bearer probes in as the recorded e-mail; public ones carry no `as`', () => {
    const { scenario } = convert(signIn, acmeListed, login(OTHER, 'Recorded@Portal2'), acmeListed);
    expect(scenario.probes?.map((p) => [p.call, p.as])).toEqual([
      ['login', undefined],
      ['clients', USER],
      ['login', undefined],
      ['clients', OTHER],
    ]);
    expect(scenario.probes?.[0]).toMatchObject({
      body: { email: USER, password: 'Recorded@Portal1' },
      expect: { status: 200 },
    });
  });

  it('lists as codes exactly the codes its probes expect', () => {
    const { scenario } = convert(
      login(USER, 'Recorded@Portal9', 401, { error: 'INVALID_USER' }),
      signIn,
      acmeListed,
      {
        endpoint: 'loginAttempt',
        query: { cli_uuid: 'acme' },
        status: 206,
        reply: { error: 'HAS_PENDING_CONNECTION', time: 594 },
      },
      // Not probed: its code is not one the scenario proves.
      { endpoint: 'logout', status: 401, reply: { error: 'INVALID_TOKEN' } },
    );
    const probeCodes = scenario.probes?.flatMap((p) => (p.expect.code ? [p.expect.code] : []));
    expect(probeCodes).toEqual(['INVALID_USER', 'HAS_PENDING_CONNECTION']);
    expect(scenario.codes).toEqual(probeCodes);
    expect(scenario.faults?.map((f) => f.error)).toContain('INVALID_TOKEN');
  });

  it('throws a ScenarioError naming the scenario when nobody signed in', () => {
    const err = errorOf(() => convert(acmeListed, { endpoint: 'logout', reply: {} }));
    expect(err.file).toBe('recorded/test');
    expect(err.message).toContain('no sign-in');
  });

  it('writes YAML the scenario loader accepts as it is', () => {
    const conversion = convert(
      login(USER, 'Recorded@Portal1', 401, { error: 'INVALID_USER' }),
      login(USER, 'Recorded@Portal2', 200, { access_token: 't', should_update_plugin: true }),
      login(OTHER, 'Recorded@Portal3', 401, { error: 'INVALID_USER' }),
      {
        endpoint: 'clients',
        reply: {
          clients: [
            {
              client_uuid: 'acme',
              name: 'Acme',
              instance_state: 'off',
              environments: [{ environment_uuid: 'acme-erp', name: 'ERP', access_group: 'DESKTOP' }],
            },
            { client_uuid: 'beta', name: 'Beta', instance_state: 'starting' },
          ],
        },
      },
      plugin({
        virtualizer: 'TSPLUS',
        TSPLUS: { instance: 'rdp.acme.example', webport: 8443, window_name: 'acme', use_dns: true },
      }),
      {
        endpoint: 'callPlugin',
        query: { cli_uuid: 'beta' },
        reply: { virtualizer: 'TSPLUS', TSPLUS: { instance: 'b', window_name: 'b', use_dns: true } },
      },
      {
        endpoint: 'webClientApps',
        query: { cli_uuid: 'acme' },
        reply: { web_client_apps: [{ name: 'Mail', url: 'https://mail.acme.example/' }] },
      },
      {
        endpoint: 'loginAttempt',
        query: { cli_uuid: 'acme' },
        status: 206,
        reply: { error: 'HAS_PENDING_CONNECTION', time: 594 },
      },
      { endpoint: 'userSession', query: { cli_uuid: 'beta' }, status: null, failure: 'timeout' },
      { endpoint: 'loginOtp', request: { otp: '000001' }, reply: { access_token: 't2' } },
      { endpoint: 'logout', reply: {} },
    );
    const yaml = recordingScenarioYaml(conversion);
    expect(yaml.startsWith('# Made from a recorded proxy-mode session')).toBe(true);
    const loaded = parseScenario(yaml, 'recorded/test.yaml');
    expect(loaded.users.map((u) => [u.email, u.password, u.shouldUpdatePlugin])).toEqual([
      [USER, 'Recorded@Portal2', true],
      [OTHER, 'Recorded@Portal0', false],
    ]);
    expect(loaded.clients.map((c) => [c.client_uuid, c.instance.state])).toEqual([
      ['acme', 'off'],
      ['beta', 'booting'],
    ]);
    expect(loaded.clients[0]?.virtualizer?.webport).toBe(8443);
    expect(loaded.clients[0]?.web_apps).toEqual([{ name: 'Mail', url: 'https://mail.acme.example/' }]);
    // Reversed: the world answers the last listed first. Wrong passwords need no override.
    expect(loaded.faults.map((f) => f.route)).toEqual(['userSession', 'loginAttempt', 'callPlugin']);
    expect(loaded.codes).toEqual(['INVALID_USER', 'HAS_PENDING_CONNECTION']);
    expect(loaded.probes).toHaveLength(conversion.scenario.probes?.length ?? -1);
    expect(loaded.settings.clockAt).toBe(STARTED_AT);
  });
});

describe('recordScenario (pnpm sim record) refuses', () => {
  const setup = () => {
    const scenariosDir = mkdtempSync(join(tmpdir(), 'portal-record-scenarios-'));
    cpSync(DEFAULT_SCENARIOS_DIR, scenariosDir, { recursive: true });
    const file = join(mkdtempSync(join(tmpdir(), 'portal-record-file-')), 'session.jsonl');
    const signInLine = line({
      seq: 1,
      atMs: 0,
      endpoint: 'login',
      method: 'POST',
      path: '/login',
      request: { email: USER, password: 'Recorded@Portal1' },
      status: 200,
      reply: { access_token: 't' },
    });
    writeFileSync(file, `${HEADER}\n${signInLine}\n`);
    return { scenariosDir, file };
  };

  it('an existing name without --force', async () => {
    const { scenariosDir, file } = setup();
    expect(existsSync(join(scenariosDir, 'default.yaml'))).toBe(true);
    const err = await rejectionOf(() =>
      recordScenario({ file, name: 'default', scenariosDir, force: false }),
    );
    expect(err.file).toBe(join(scenariosDir, 'default.yaml'));
    expect(err.message).toContain('a scenario of that name exists');
  });

  it('a name with a `_` folder', async () => {
    const { scenariosDir, file } = setup();
    const err = await rejectionOf(() =>
      recordScenario({ file, name: '_fixtures/recorded', scenariosDir, force: true }),
    );
    // NAME_SEGMENT already refuses a leading `_`, before record-command's own `_` folder check.
    expect(err.message).toContain('"_fixtures/recorded"');
    expect(err.message).toMatch(/bad scenario name|cannot start a folder with _/);
    expect(existsSync(join(scenariosDir, '_fixtures', 'recorded.yaml'))).toBe(false);
  });

  it('a name with upper-case letters', async () => {
    const { scenariosDir, file } = setup();
    const err = await rejectionOf(() =>
      recordScenario({ file, name: 'recorded/MySession', scenariosDir, force: true }),
    );
    expect(err.message).toContain('bad scenario name "recorded/MySession"');
    expect(existsSync(join(scenariosDir, 'recorded', 'MySession.yaml'))).toBe(false);
  });

  it('a recording it cannot read, naming the file', async () => {
    const { scenariosDir } = setup();
    const missing = join(tmpdir(), 'portal-no-such-dir', 'gone.jsonl');
    const err = await rejectionOf(() =>
      recordScenario({ file: missing, name: 'recorded/gone', scenariosDir, force: false }),
    );
    expect(err.file).toBe(missing);
    expect(err.message).toContain(`${missing}: cannot read the recording`);
    expect(existsSync(join(scenariosDir, 'recorded', 'gone.yaml'))).toBe(false);
  });
});

describe('recordScenario (pnpm sim record) replays', () => {
  const recordingOf = (...calls: Call[]) => {
    const scenariosDir = mkdtempSync(join(tmpdir(), 'portal-record-scenarios-'));
    cpSync(DEFAULT_SCENARIOS_DIR, scenariosDir, { recursive: true });
    const file = join(mkdtempSync(join(tmpdir(), 'portal-record-file-')), 'session.jsonl');
    writeFileSync(file, [HEADER, ...exchanges(...calls).map(line)].join('\n'));
    return { scenariosDir, file };
  };
  const labs: Call = {
    endpoint: 'clients',
    reply: {
      clients: [
        {
          client_uuid: 'labs',
          name: 'Labs',
          environments: [{ environment_uuid: 'labs-desktop', name: 'Desktop', access_group: 'DESKTOP' }],
        },
      ],
    },
  };
  const launch = (status: number, reply: unknown): Call => ({
    endpoint: 'loginAttempt',
    query: { cli_uuid: 'labs' },
    status,
    reply,
  });

  it("one user's refusal for that user only: another user's launch of the same client comes first and opens", async () => {
    const { scenariosDir, file } = recordingOf(
      login(USER, 'Recorded@Portal1'),
      labs,
      launch(200, {}),
      { endpoint: 'logout', reply: {} },
      login(OTHER, 'Recorded@Portal2'),
      labs,
      launch(202, { error: 'NO_LICENSE_ENVIRONMENT' }),
    );
    const result = await recordScenario({ file, name: 'recorded/two-users', scenariosDir, force: false });
    expect(result.failures).toBe('');
    expect(result.probes).toBe(6);
  });

  it('beside another scenario file that does not load, and names that file', async () => {
    const { scenariosDir, file } = recordingOf(login(USER, 'Recorded@Portal1'), labs);
    writeFileSync(join(scenariosDir, 'draft.yaml'), 'title: [unclosed\n');
    const result = await recordScenario({
      file,
      name: 'recorded/beside-a-draft',
      scenariosDir,
      force: false,
    });
    expect(result.failures).toBe('');
    expect(result.otherFilesBroken).toHaveLength(1);
    expect(result.otherFilesBroken[0]).toContain(join(scenariosDir, 'draft.yaml'));
  });

  it('beside a broken default.yaml (the replay never uses the shared world)', async () => {
    const { scenariosDir, file } = recordingOf(login(USER, 'Recorded@Portal1'), labs);
    writeFileSync(join(scenariosDir, 'default.yaml'), 'title: [unclosed\n');
    const result = await recordScenario({
      file,
      name: 'recorded/beside-no-default',
      scenariosDir,
      force: false,
    });
    expect(result.failures).toBe('');
    expect(result.otherFilesBroken[0]).toContain(join(scenariosDir, 'default.yaml'));
  });
});

describe('parseRecording, a broken first line', () => {
  it('is named as the broken header, and the next line is read as an exchange', () => {
    expect(() => parseRecording('{broken\n', 'f.jsonl')).toThrow(
      /f\.jsonl: invalid recording[\s\S]*line 1, column 1, at \(line\): not a JSON object/,
    );
    const exchange = JSON.stringify({
      seq: 1,
      atMs: 0,
      endpoint: 'clients',
      method: 'GET',
      path: '/clients',
      status: 200,
    });
    const { message } = errorOf(() => parseRecording(`{broken\n${exchange}\n`, 'f.jsonl'));
    expect(message).toContain('line 1, column 1');
    expect(message).not.toContain('line 2');
  });
});
