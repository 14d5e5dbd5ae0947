import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HEADERS } from '@portal/contracts/portal';
import { describe, expect, it } from 'vitest';
import { buildSimulatorServer, createSimulator } from '../simulator';
import { SMALL_SCENARIO_YAML, scenarioDir } from '../test-support';
import type { ScenarioProblem } from './scenario-error';

/** File events can take a while on a loaded machine: waited on generously, never for a fixed time. */
const EVENT_TIMEOUT_MS = 20_000;
const TEST_TIMEOUT_MS = 60_000;

const BROKEN = SMALL_SCENARIO_YAML.replace('access_group: DESKTOP', 'access_group: DESK');
const titled = (title: string) => SMALL_SCENARIO_YAML.replace('title: Small', `title: ${title}`);

/** What a tester is shown for BROKEN in auth/broken.yaml: file under scenarios/, line, column, field. */
const BROKEN_PROBLEM = {
  file: 'auth/broken.yaml',
  summary: 'invalid scenario',
  issues: [
    {
      path: 'clients[0].environments[0].access_group',
      line: expect.any(Number),
      column: expect.any(Number),
      message: expect.any(String),
    },
  ],
};

describe('a scenario file that does not load', () => {
  it(
    'stops nothing else when lenient, and is listed with its file, line, column and field',
    async () => {
      const { dir, cleanup } = await scenarioDir({
        'default.yaml': SMALL_SCENARIO_YAML,
        'good.yaml': titled('Good'),
        'auth/broken.yaml': BROKEN,
      });
      try {
        const sim = await createSimulator({ scenariosDir: dir, scenarioFiles: 'lenient' });
        expect(sim.catalogue().map((s) => s.name)).toEqual(['default', 'good']);
        const [problem] = sim.scenarioErrors();
        expect(sim.scenarioErrors()).toEqual([BROKEN_PROBLEM]);
        expect(problem?.issues[0]?.line).toBeGreaterThan(1);
        // Strict, as `pnpm sim validate` and CI load: the same file throws.
        await expect(createSimulator({ scenariosDir: dir })).rejects.toThrow(/auth\/broken\.yaml/);
      } finally {
        await cleanup();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a broken default scenario still stops the start, with its own error',
    async () => {
      const { dir, cleanup } = await scenarioDir({ 'default.yaml': BROKEN });
      try {
        await expect(createSimulator({ scenariosDir: dir, scenarioFiles: 'lenient' })).rejects.toThrow(
          /default\.yaml: invalid scenario\n.*access_group/,
        );
      } finally {
        await cleanup();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a .yml file is listed at /__sim/scenario-errors with the name to use',
    async () => {
      const { dir, cleanup } = await scenarioDir({
        'default.yaml': SMALL_SCENARIO_YAML,
        'auth/lockout.yml': SMALL_SCENARIO_YAML,
      });
      const app = await buildSimulatorServer({ scenariosDir: dir, scenarioFiles: 'lenient' });
      try {
        const res = await app.inject({ url: '/__sim/scenario-errors' });
        expect(res.json()).toEqual({
          errors: [
            {
              file: 'auth/lockout.yml',
              summary: 'scenario files end in .yaml: rename it to lockout.yaml',
              issues: [],
            },
          ],
        });
      } finally {
        await app.close();
        await cleanup();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "a default scenario that extends a broken fixture stops the start with the fixture's line",
    async () => {
      // The fixture's unknown field sits on line 2; default.yaml's error is all `list` and `serve` show.
      const { dir, cleanup } = await scenarioDir({
        '_fixtures/acme.yaml': 'users: []\nbogus: 1\n',
        'default.yaml': SMALL_SCENARIO_YAML.replace('codes:', 'extends: [acme]\ncodes:'),
      });
      try {
        await expect(createSimulator({ scenariosDir: dir, scenarioFiles: 'lenient' })).rejects.toThrow(
          /default\.yaml: invalid scenario\n.*fixture "acme" cannot be used.*\n.*_fixtures\/acme\.yaml line 2, column 1, at bogus: unknown field "bogus"/,
        );
      } finally {
        await cleanup();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'asked for by name, it is refused as not loaded, with the problem /__sim/scenario-errors lists, never as unknown',
    async () => {
      const { dir, cleanup } = await scenarioDir({
        'default.yaml': SMALL_SCENARIO_YAML,
        // A YAML syntax error: an unclosed flow sequence.
        'broken/syntax.yaml': `${SMALL_SCENARIO_YAML}probes: [\n`,
      });
      const app = await buildSimulatorServer({ scenariosDir: dir, scenarioFiles: 'lenient' });
      try {
        const { errors } = (await app.inject({ url: '/__sim/scenario-errors' })).json<{
          errors: ScenarioProblem[];
        }>();
        const [problem] = errors;
        expect(problem).toMatchObject({ file: 'broken/syntax.yaml', summary: 'invalid YAML' });
        const refusals = [
          await app.inject({ method: 'POST', url: '/__sim/worlds', payload: { scenario: 'broken/syntax' } }),
          await app.inject({ url: '/clients', headers: { [HEADERS.simScenario]: 'broken/syntax' } }),
          await app.inject({ url: '/clients?scenario=broken/syntax' }),
        ];
        for (const res of refusals) {
          expect(res.statusCode, res.body).toBe(404);
          const body = res.json<{ error: string; message: string; problem: ScenarioProblem }>();
          expect(body).toMatchObject({ error: 'SCENARIO_NOT_LOADED', problem });
          const line = problem?.issues[0]?.line;
          expect(body.message).toContain('scenario "broken/syntax" did not load');
          expect(body.message).toContain(`broken/syntax.yaml: ${problem?.summary}; line ${line}, column`);
        }
        // A name with no file is still unknown, with the known scenarios.
        const unknown = await app.inject({
          method: 'POST',
          url: '/__sim/worlds',
          payload: { scenario: 'nope' },
        });
        expect(unknown.json()).toMatchObject({ error: 'SCENARIO_NOT_FOUND' });
      } finally {
        await app.close();
        await cleanup();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it('createWorld says why a scenario whose file did not load cannot start a world', async () => {
    const { dir, cleanup } = await scenarioDir({
      'default.yaml': SMALL_SCENARIO_YAML,
      'auth/broken.yaml': BROKEN,
      'auth/misnamed.yml': SMALL_SCENARIO_YAML,
    });
    try {
      const sim = await createSimulator({ scenariosDir: dir, scenarioFiles: 'lenient' });
      expect(sim.scenarioProblem('auth/broken')).toEqual(BROKEN_PROBLEM);
      // A name whose file is misspelt is not unknown: its problem says to rename the file.
      expect(sim.scenarioProblem('auth/misnamed')?.summary).toBe(
        'scenario files end in .yaml: rename it to misnamed.yaml',
      );
      expect(sim.scenarioProblem('nope')).toBeUndefined();
      expect(sim.scenarioProblem('default')).toBeUndefined();
      expect(() => sim.createWorld('auth/broken')).toThrow(/"auth\/broken" did not load.*access_group/);
    } finally {
      await cleanup();
    }
  });

  it(
    'GET /__sim/scenario-errors follows a watched file: broken (last good version kept), then fixed',
    async () => {
      const { dir, cleanup } = await scenarioDir({
        'default.yaml': SMALL_SCENARIO_YAML,
        'auth/broken.yaml': titled('Was good'),
      });
      const app = await buildSimulatorServer({
        scenariosDir: dir,
        scenarioFiles: 'lenient',
        watch: true,
        onScenarioReload: () => undefined,
      });
      const errors = async () =>
        (
          (await app.inject({ method: 'GET', url: '/__sim/scenario-errors' })).json() as {
            errors: ScenarioProblem[];
          }
        ).errors;
      /** Polls the route until it says what is expected: file events take their time. */
      const until = async (ok: (e: ScenarioProblem[]) => boolean) => {
        const deadline = Date.now() + EVENT_TIMEOUT_MS;
        for (;;) {
          const now = await errors();
          if (ok(now)) return now;
          if (Date.now() > deadline) throw new Error(`scenario errors stayed ${JSON.stringify(now)}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      try {
        expect(await errors()).toEqual([]);
        await writeFile(join(dir, 'auth/broken.yaml'), BROKEN);
        // A reload may catch the file half written: wait for the complete file's error.
        const broken = await until((e) => e[0]?.issues[0]?.path === BROKEN_PROBLEM.issues[0]?.path);
        expect(broken).toEqual([BROKEN_PROBLEM]);
        const catalogue = (await app.inject({ method: 'GET', url: '/__sim/scenarios' })).json() as {
          name: string;
          title: string;
        }[];
        expect(catalogue.find((s) => s.name === 'auth/broken')?.title).toBe('Was good');
        await writeFile(join(dir, 'auth/broken.yaml'), titled('Fixed'));
        expect(await until((e) => e.length === 0)).toEqual([]);
      } finally {
        await app.close();
        await cleanup();
      }
    },
    TEST_TIMEOUT_MS,
  );
});
