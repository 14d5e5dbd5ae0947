import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEFAULT_SCENARIOS_DIR } from './paths';
import type { ScenarioSummary } from './scenario/catalogue';
import { loadScenarios } from './scenario/loader';
import { buildSimulatorServer } from './simulator';
import { SMALL_SCENARIO_YAML, scenarioDir } from './test-support';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
/** Spawned processes on a busy 2-core machine: generous, never vitest's default 5 s. */
const SPAWN_TIMEOUT_MS = 60_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI the way `pnpm sim` does: the bin (compiled bundle), cwd packages/simulator. */
function cli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/sim.mjs', ...args], {
      cwd: PACKAGE_DIR,
      // PORT and SIM_URL of whoever runs the tests must not steer the control commands.
      env: { ...process.env, SIM_CONTROL_TOKEN: '', PORT: '', SIM_URL: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

// The first run may (re)build the bundle; after it every run starts from compiled JavaScript.
beforeAll(async () => {
  const { code, stderr } = await cli(['help']);
  expect(code, stderr).toBe(0);
}, 120_000);

describe('pnpm sim list and validate', () => {
  it(
    'list --json prints the catalogue as JSON and nothing else',
    async () => {
      const { code, stdout } = await cli(['list', '--json']);
      expect(code).toBe(0);
      const catalogue = JSON.parse(stdout) as ScenarioSummary[];
      expect(catalogue.find((s) => s.name === 'default')).toMatchObject({
        codes: ['INVALID_USER', 'USER_NOT_FOUND'],
        accounts: [{ email: 'demo@example.com', password: 'Demo@Portal2026' }],
      });
      for (const entry of catalogue) {
        expect(Object.keys(entry).sort()).toEqual([
          'accounts',
          'browser',
          'browserless',
          'codes',
          'name',
          'probes',
          'steps',
          'title',
        ]);
        expect(entry.steps.length).toBeGreaterThan(0);
      }
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'list --json keeps its output for the next run and answers the same from it',
    async () => {
      const first = await cli(['list', '--json']);
      const second = await cli(['list', '--json']);
      expect(second).toEqual(first);
      const cache = JSON.parse(readFileSync(join(PACKAGE_DIR, 'dist', 'cli.mjs.list-cache.json'), 'utf8'));
      expect(cache.output).toBe(first.stdout);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'list prints a table; bad arguments print usage and exit 2',
    async () => {
      const [table, badPort, noPort, unknown, badFlag, strayOption, noWorld, badAdvance] = await Promise.all([
        cli(['list']),
        cli(['serve', '--port', 'abc']),
        cli(['serve']),
        cli(['frobnicate']),
        cli(['list', '--bogus']),
        cli(['list', '--port', '1']),
        cli(['reset']),
        cli(['clock', '--world', 'w', '--advance', 'soon']),
      ]);
      expect(table.stdout).toMatch(/^NAME\s+TITLE/);
      for (const run of [badPort, noPort, unknown, badFlag, strayOption, noWorld, badAdvance]) {
        expect(run.code).toBe(2);
        expect(run.stdout).toBe('');
        expect(run.stderr).toContain('usage: pnpm sim');
      }
      expect(strayOption.stderr).toContain('list takes no --port');
      expect(noWorld.stderr).toContain('reset needs --world ID');
      expect(badAdvance.stderr).toContain('--advance must be like 8m');
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'validate counts the scenarios it loaded',
    async () => {
      const { dir, cleanup } = await scenarioDir({ 'default.yaml': SMALL_SCENARIO_YAML });
      try {
        const [repo, one] = await Promise.all([cli(['validate']), cli(['validate'], { SCENARIOS_DIR: dir })]);
        const { size } = await loadScenarios(DEFAULT_SCENARIOS_DIR);
        expect(repo).toMatchObject({ code: 0, stdout: `${size} scenarios OK\n`, stderr: '' });
        expect(one).toMatchObject({ code: 0, stdout: '1 scenario OK\n' });
      } finally {
        await cleanup();
      }
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'list and validate exit 1 with the file, line and problem of a bad scenario file',
    async () => {
      const broken = SMALL_SCENARIO_YAML.replace('access_group: DESKTOP', 'access_group: DESK');
      const { dir, cleanup } = await scenarioDir({ 'default.yaml': broken });
      try {
        const runs = await Promise.all([
          cli(['list', '--json'], { SCENARIOS_DIR: dir }),
          cli(['validate'], { SCENARIOS_DIR: dir }),
        ]);
        for (const { code, stdout, stderr } of runs) {
          expect(code).toBe(1);
          expect(stdout).toBe('');
          expect(stderr).toContain('default.yaml');
          expect(stderr).toMatch(/line \d+, column \d+, at clients\[0\]\.environments\[0\]\.access_group/);
        }
      } finally {
        await cleanup();
      }
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'list shows the scenarios that load and says which file did not; validate refuses the directory',
    async () => {
      const broken = SMALL_SCENARIO_YAML.replace('access_group: DESKTOP', 'access_group: DESK');
      const { dir, cleanup } = await scenarioDir({
        'default.yaml': SMALL_SCENARIO_YAML,
        'auth/broken.yaml': broken,
      });
      try {
        const [table, json, validate] = await Promise.all([
          cli(['list'], { SCENARIOS_DIR: dir }),
          cli(['list', '--json'], { SCENARIOS_DIR: dir }),
          cli(['validate'], { SCENARIOS_DIR: dir }),
        ]);
        for (const run of [table, json]) {
          expect(run.code).toBe(1);
          expect(run.stderr).toMatch(
            /^1 scenario file did not load:\nauth\/broken\.yaml: invalid scenario\n {2}- line \d+, column \d+, at clients\[0\]\.environments\[0\]\.access_group: /,
          );
        }
        expect(table.stdout).toMatch(/^NAME .*\ndefault /);
        expect((JSON.parse(json.stdout) as ScenarioSummary[]).map((s) => s.name)).toEqual(['default']);
        expect(validate).toMatchObject({ code: 1, stdout: '' });
        expect(validate.stderr).toContain('broken.yaml');
      } finally {
        await cleanup();
      }
    },
    SPAWN_TIMEOUT_MS,
  );
});

describe('pnpm sim serve', () => {
  it.each([[[]], [['--watch']]])(
    'serve %j listens and says where',
    async (flags) => {
      const child = spawn(process.execPath, ['bin/sim.mjs', 'serve', '--port', '0', ...flags], {
        cwd: PACKAGE_DIR,
      });
      try {
        const line = await new Promise<string>((resolve, reject) => {
          child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()));
          child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
        });
        const match = line.match(/^simulator listening on (http:\/\/127\.0\.0\.1:\d+)\n$/);
        expect(match).not.toBeNull();
        const res = await fetch(`${match?.[1]}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'demo@example.com', password: 'wrong' }),
        });
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ error: 'INVALID_USER' });
      } finally {
        child.kill('SIGTERM');
      }
    },
    SPAWN_TIMEOUT_MS,
  );
});

describe('pnpm sim serve --max-worlds', () => {
  it(
    'keeps only that many worlds, dropping the least recently used',
    async () => {
      const child = spawn(process.execPath, ['bin/sim.mjs', 'serve', '--port', '0', '--max-worlds', '2'], {
        cwd: PACKAGE_DIR,
      });
      try {
        const base = await new Promise<string>((resolve, reject) => {
          child.stdout.once('data', (chunk: Buffer) =>
            resolve(/(http:\S+)/.exec(chunk.toString())?.[1] ?? ''),
          );
          child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
        });
        const ids: string[] = [];
        for (let i = 0; i < 3; i++) {
          const res = await fetch(`${base}/__sim/worlds`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ scenario: 'default' }),
          });
          ids.push(((await res.json()) as { id: string }).id);
        }
        const statuses = await Promise.all(
          ids.map(async (id) => (await fetch(`${base}/__sim/worlds/${id}`)).status),
        );
        expect(statuses).toEqual([404, 200, 200]);
      } finally {
        child.kill('SIGTERM');
      }
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'refuses a max-worlds that is not a whole number of at least 1',
    async () => {
      const run = await cli(['serve', '--port', '0', '--max-worlds', '0']);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('--max-worlds must be a whole number of at least 1');
    },
    SPAWN_TIMEOUT_MS,
  );
});

describe('pnpm sim clock and reset', () => {
  let sim: FastifyInstance;
  let controlUrl: string;
  const startMs = Date.UTC(2026, 0, 1);

  beforeAll(async () => {
    sim = await buildSimulatorServer({ scenariosDir: DEFAULT_SCENARIOS_DIR, baseNow: () => startMs });
    await sim.listen({ port: 0, host: '127.0.0.1' });
    controlUrl = `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}/__sim`;
  }, SPAWN_TIMEOUT_MS);
  afterAll(() => sim?.close());

  const newWorld = async (): Promise<string> => {
    const res = await sim.inject({ method: 'POST', url: '/__sim/worlds', payload: { scenario: 'default' } });
    return (res.json() as { id: string }).id;
  };

  it(
    'clock --advance moves the world clock by 8m, 90s or a number of ms and prints the reply',
    async () => {
      const world = await newWorld();
      const advance = (by: string) => cli(['clock', '--world', world, '--advance', by, '--url', controlUrl]);
      const eight = await advance('8m');
      expect(eight.code, eight.stderr).toBe(0);
      expect(JSON.parse(eight.stdout)).toEqual({
        id: world,
        scenario: 'default',
        nowMs: startMs + 480_000,
        now: new Date(startMs + 480_000).toISOString(),
        offsetMs: 480_000,
      });
      await advance('90s');
      const last = await advance('60m');
      // A bare number could mean anything: refused, not guessed.
      expect((await advance('3600000')).code).toBe(2);
      expect(JSON.parse(last.stdout)).toMatchObject({ nowMs: startMs + 480_000 + 90_000 + 3_600_000 });
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'coverage prints which catalogue codes were shown and which not yet, as JSON',
    async () => {
      const run = await cli(['coverage', '--url', controlUrl]);
      expect(run.code, run.stderr).toBe(0);
      const report = JSON.parse(run.stdout) as {
        notShown: string[];
        spec: { total: number };
        portal: { total: number };
      };
      expect(report).toMatchObject({
        since: expect.any(String),
        shown: [],
        spec: { total: 71, shown: 0 },
        portal: { shown: 0 },
      });
      expect(report.notShown).toContain('INVALID_USER');
      expect(report.notShown).toHaveLength(report.spec.total + report.portal.total);
      expect((await cli(['coverage', '--world', 'w', '--url', controlUrl])).code).toBe(2);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'override adds, lists and clears run-time overrides; journal shows and empties the calls',
    async () => {
      const world = await newWorld();
      const target = ['--world', world, '--url', controlUrl];
      const added = await cli([
        'override',
        ...target,
        '--route',
        'login',
        '--error',
        'INVALID_RECAPTCHA',
        '--times',
        '1',
        '--email',
        'DEMO@example.com',
      ]);
      expect(added.code, added.stderr).toBe(0);
      expect(JSON.parse(added.stdout)).toMatchObject({
        override: { route: 'login', error: 'INVALID_RECAPTCHA' },
      });
      const login = await sim.inject({
        method: 'POST',
        url: '/login',
        headers: { 'x-sim-world': world },
        payload: { email: 'demo@example.com', password: 'Demo@Portal2026' },
      });
      expect(login.json()).toEqual({ error: 'INVALID_RECAPTCHA' });

      const journal = await cli(['journal', ...target]);
      expect(JSON.parse(journal.stdout)).toMatchObject({
        entries: [{ path: '/login', code: 'INVALID_RECAPTCHA' }],
      });
      expect((await cli(['journal', ...target, '--clear'])).code).toBe(0);
      expect(JSON.parse((await cli(['journal', ...target])).stdout)).toMatchObject({ entries: [] });

      await cli(['override', ...target, '--route', 'clients', '--kind', 'timeout']);
      const listed = JSON.parse((await cli(['override', ...target, '--list'])).stdout) as Array<{
        route: string;
      }>;
      expect(listed.map((o) => o.route)).toContain('clients');
      const cleared = JSON.parse((await cli(['override', ...target, '--clear'])).stdout) as unknown[];
      expect(cleared).toEqual([]);

      const bad = await cli(['override', ...target, '--route', 'login', '--kind', 'earthquake']);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('400');
      const noRoute = await cli(['override', ...target]);
      expect(noRoute.code).toBe(2);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'reset puts the world back to its start and prints the reply',
    async () => {
      const world = await newWorld();
      await cli(['clock', '--world', world, '--advance', '1h', '--url', `${controlUrl}/`]);
      const { code, stdout, stderr } = await cli(['reset', '--world', world, '--url', controlUrl]);
      expect(code, stderr).toBe(0);
      expect(JSON.parse(stdout)).toMatchObject({ id: world, scenario: 'default', nowMs: startMs });
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'an unknown world or an unreachable URL exits 1 with the reason on stderr',
    async () => {
      const [unknown, unreachable] = await Promise.all([
        cli(['reset', '--world', 'no-such-world', '--url', controlUrl]),
        cli(['reset', '--world', 'w', '--url', 'http://127.0.0.1:1/__sim']),
      ]);
      expect(unknown).toMatchObject({ code: 1, stdout: '' });
      expect(unknown.stderr).toContain('answered 404');
      expect(unknown.stderr).toContain('WORLD_NOT_FOUND');
      expect(unreachable).toMatchObject({ code: 1, stdout: '' });
      expect(unreachable.stderr).toContain('cannot reach http://127.0.0.1:1/__sim/worlds/w/reset');
    },
    SPAWN_TIMEOUT_MS,
  );
});

describe('pnpm sim control requests on the wire', () => {
  interface Seen {
    method?: string | undefined;
    url?: string | undefined;
    headers: IncomingHttpHeaders;
    body: string;
  }
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  let url: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__sim`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it(
    'clock without --advance GETs the clock; --token or SIM_CONTROL_TOKEN goes as a bearer',
    async () => {
      const read = await cli(['clock', '--world', 'w 1', '--url', url, '--token', 'from-flag']);
      expect(read).toMatchObject({ code: 0, stdout: '{\n  "ok": true\n}\n' });
      await cli(['clock', '--world', 'w1', '--advance', '2h', '--url', url], {
        SIM_CONTROL_TOKEN: 'from-env',
      });
      await cli(['reset', '--world', 'w1', '--url', url]);
      expect(seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
        { method: 'GET', url: '/__sim/worlds/w%201/clock', body: '' },
        { method: 'POST', url: '/__sim/worlds/w1/clock', body: '{"advanceMs":7200000}' },
        { method: 'POST', url: '/__sim/worlds/w1/reset', body: '{}' },
      ]);
      expect(seen.map((s) => s.headers.authorization)).toEqual([
        'Bearer from-flag',
        'Bearer from-env',
        undefined,
      ]);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'without --url follows SIM_URL, else PORT, and says on stderr which portal it talks to',
    async () => {
      seen.length = 0;
      const port = new URL(url).port;
      const byPort = await cli(['reset', '--world', 'p'], { PORT: port, SIM_URL: '' });
      const bySimUrl = await cli(['coverage'], { PORT: '1', SIM_URL: `http://127.0.0.1:${port}` });
      expect(byPort).toMatchObject({ code: 0, stdout: '{\n  "ok": true\n}\n' });
      expect(byPort.stderr).toBe(`portal control API: http://127.0.0.1:${port}/__sim (from PORT)\n`);
      expect(bySimUrl.code, bySimUrl.stderr).toBe(0);
      expect(bySimUrl.stderr).toBe(`portal control API: http://127.0.0.1:${port}/__sim (from SIM_URL)\n`);
      expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
        'POST /__sim/worlds/p/reset',
        'GET /__sim/coverage',
      ]);
      const badPort = await cli(['clock', '--world', 'p'], { PORT: 'eighty', SIM_URL: '' });
      expect(badPort.code).toBe(2);
      expect(badPort.stderr).toContain('PORT must be a port number');
    },
    SPAWN_TIMEOUT_MS,
  );
});

describe('pnpm sim serve --scenario', () => {
  it(
    'seeds the shared world from that scenario',
    async () => {
      const child = spawn(
        process.execPath,
        ['bin/sim.mjs', 'serve', '--port', '0', '--scenario', 'launch/active-session'],
        { cwd: PACKAGE_DIR },
      );
      try {
        const base = await new Promise<string>((resolve, reject) => {
          child.stdout.once('data', (chunk: Buffer) =>
            resolve(/(http:\S+)/.exec(chunk.toString())?.[1] ?? ''),
          );
          child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
        });
        const login = (email: string, password: string) =>
          fetch(`${base}/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          });
        // An account only that scenario has (the default scenario answers it USER_NOT_FOUND).
        expect((await login('active@example.com', 'Active@Portal2026')).status).toBe(200);
      } finally {
        child.kill('SIGTERM');
      }
    },
    SPAWN_TIMEOUT_MS,
  );
});

describe('pnpm sim record', () => {
  const RECORDING = [
    { format: 'portal-recording', version: 1, startedAt: '2026-11-24T10:00:00.000Z' },
    {
      seq: 1,
      atMs: 0,
      endpoint: 'login',
      method: 'POST',
      path: '/login',
      request: { email: 'user1@recorded.example', password: 'Recorded@Portal1' },
      status: 200,
      reply: { access_token: 'redacted-token-1', mfa_required: false },
    },
    {
      seq: 2,
      atMs: 40,
      endpoint: 'clients',
      method: 'GET',
      path: '/clients',
      status: 200,
      reply: {
        clients: [
          {
            client_uuid: 'rec-client',
            name: 'Recorded Client',
            environments: [
              { environment_uuid: 'rec-env', name: 'Recorded Desktop', access_group: 'DESKTOP' },
            ],
          },
        ],
      },
    },
  ]
    .map((line) => JSON.stringify(line))
    .join('\n');

  it(
    'writes the scenario, names the account and says the probes replay',
    async () => {
      const { dir, cleanup } = await scenarioDir({ 'default.yaml': SMALL_SCENARIO_YAML });
      onTestFinished(cleanup);
      const file = join(dir, 'session.jsonl');
      writeFileSync(file, `${RECORDING}\n`);
      const run = await cli(['record', file, '--name', 'recorded/first'], { SCENARIOS_DIR: dir });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`wrote ${join(dir, 'recorded/first.yaml')}`);
      expect(run.stdout).toContain('sign in as user1@recorded.example / Recorded@Portal1');
      expect(run.stdout).toContain('2 probes replay as recorded');
      expect(readFileSync(join(dir, 'recorded/first.yaml'), 'utf8')).toContain('client_uuid: rec-client');

      // Once written, the same name is refused unless --force.
      const again = await cli(['record', file, '--name', 'recorded/first'], { SCENARIOS_DIR: dir });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('add --force');
      expect(
        (await cli(['record', file, '--name', 'recorded/first', '--force'], { SCENARIOS_DIR: dir })).code,
      ).toBe(0);

      // A broken draft beside it: written and replayed all the same, the draft named on stderr.
      writeFileSync(join(dir, 'draft.yaml'), 'title: [unclosed\n');
      const beside = await cli(['record', file, '--name', 'recorded/second'], { SCENARIOS_DIR: dir });
      expect(beside.code).toBe(0);
      expect(beside.stdout).toContain('2 probes replay as recorded');
      expect(beside.stderr).toContain('other scenario files of the folder do not load (the new one does)');
      expect(beside.stderr).toContain(join(dir, 'draft.yaml'));
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'needs a file and a name',
    async () => {
      const noFile = await cli(['record', '--name', 'x']);
      expect(noFile.code).toBe(2);
      expect(noFile.stderr).toContain('record needs the recording FILE');
      const noName = await cli(['record', 'some.jsonl']);
      expect(noName.code).toBe(2);
      expect(noName.stderr).toContain('record needs --name NAME');
    },
    SPAWN_TIMEOUT_MS,
  );
});

describe('pnpm sim list --json | head', () => {
  it(
    'ends quietly with 0 when the reader stops early',
    async () => {
      const child = spawn(process.execPath, ['bin/sim.mjs', 'list', '--json'], {
        cwd: PACKAGE_DIR,
        // Not the cached path: that one answers in a single write.
        env: { ...process.env, SCENARIOS_DIR: DEFAULT_SCENARIOS_DIR },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      // Like `| head` once it has read enough: the pipe is closed before the list is written.
      child.stdout.destroy();
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(stderr).not.toContain('EPIPE');
      expect(code).toBe(0);
    },
    SPAWN_TIMEOUT_MS,
  );
});
