import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NOT_MODELLED_ENDPOINTS } from '../domains';
import { DEFAULT_SCENARIOS_DIR } from '../paths';
import { buildSimulatorServer } from '../simulator';
import { provenCodes, ratchetProblems, runAllProbes, scriptedOnlyCodes, unprovenCodes } from './coverage';
import { loadScenarios } from './loader';

const UNPROVEN_FILE = 'scenarios/_ratchets/unproven-codes.json';
const NOT_MODELLED_FILE = 'scenarios/_ratchets/not-modelled-endpoints.json';
const SCRIPTED_ONLY_FILE = 'scenarios/_ratchets/scripted-only-codes.json';

async function listed(file: string): Promise<string[]> {
  const text = await readFile(join(DEFAULT_SCENARIOS_DIR, '..', file), 'utf8');
  return JSON.parse(text) as string[];
}

/** A list whose every code says why it stays: `{ "CODE": "reason" }`, read in file order. */
async function listedWithReasons(file: string): Promise<{ codes: string[]; unexplained: string[] }> {
  const text = await readFile(join(DEFAULT_SCENARIOS_DIR, '..', file), 'utf8');
  const entries = Object.entries(JSON.parse(text) as Record<string, unknown>);
  return {
    codes: entries.map(([code]) => code),
    unexplained: entries
      .filter(([, reason]) => typeof reason !== 'string' || reason.trim().length < 20)
      .map(([code]) => `${code} in ${file} needs a written reason why no state of the world can produce it`),
  };
}

const scenarios = await loadScenarios(DEFAULT_SCENARIOS_DIR);
const app = await buildSimulatorServer({ scenariosDir: DEFAULT_SCENARIOS_DIR });
afterAll(() => app.close());

describe('ratchets: checked-in lists that may only shrink', () => {
  it(`${UNPROVEN_FILE} lists exactly the catalogue codes no scenario's probes reproduce`, async () => {
    const proven = provenCodes(await runAllProbes(app, scenarios.values()));
    const provenBy = new Map<string, string>(proven);
    const problems = ratchetProblems({
      file: UNPROVEN_FILE,
      listed: await listed(UNPROVEN_FILE),
      actual: unprovenCodes(proven),
      gone: (code) => `is proven now by ${provenBy.get(code) ?? 'a probe'}`,
      missing: () =>
        `is in ERROR_CATALOGUE but no scenario's probes reproduce it: add a probe that does ` +
        `(scenarios/README.md); only a brand-new code that cannot be proven yet may be added to ${UNPROVEN_FILE}`,
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it(`${SCRIPTED_ONLY_FILE} lists exactly the codes proven only by scripted overrides, each with its reason`, async () => {
    const { codes, unexplained } = await listedWithReasons(SCRIPTED_ONLY_FILE);
    const problems = ratchetProblems({
      file: SCRIPTED_ONLY_FILE,
      listed: codes,
      actual: scriptedOnlyCodes(await runAllProbes(app, scenarios.values())),
      gone: () => "is reproduced by the world's own state now (or no longer proven at all)",
      missing: () =>
        `is proven only by a scripted override: model it in the simulator's state; only a code the ` +
        `upstream's logic does not show may be added to ${SCRIPTED_ONLY_FILE}, with the reason`,
    });
    expect([...unexplained, ...problems], [...unexplained, ...problems].join('\n')).toEqual([]);
  });

  it(`${NOT_MODELLED_FILE} lists exactly the endpoints still 'not-modelled'`, async () => {
    const problems = ratchetProblems({
      file: NOT_MODELLED_FILE,
      listed: await listed(NOT_MODELLED_FILE),
      // The total HANDLERS record says which endpoints are 'not-modelled'; domains/index.test.ts
      // proves each of them answers 501 SIMULATOR_NOT_IMPLEMENTED.
      actual: [...NOT_MODELLED_ENDPOINTS].sort(),
      gone: () => 'is modelled now (domains/index.ts gives it a handler)',
      missing: () =>
        `is 'not-modelled' in domains/index.ts: model it in the simulator; a new endpoint that ` +
        `cannot be modelled yet may be added to ${NOT_MODELLED_FILE}`,
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('explains each kind of problem', () => {
    expect(
      ratchetProblems({
        file: 'list.json',
        listed: ['B', 'A', 'A'],
        actual: ['C'],
        gone: (x) => `is fine now (${x})`,
        missing: () => 'is missing',
      }),
    ).toEqual([
      'list.json lists an item twice',
      'list.json must be sorted',
      'B is fine now (B): remove it from list.json',
      'A is fine now (A): remove it from list.json',
      'A is fine now (A): remove it from list.json',
      'C is missing',
    ]);
  });
});
