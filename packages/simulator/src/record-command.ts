import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadScenarios, parseScenario, SCENARIO_EXTENSION, scenarioName } from './scenario/loader';
import { reportFailures, runScenarioProbes } from './scenario/probes';
import { parseRecording, recordingScenarioYaml, scenarioFromRecording } from './scenario/recording';
import { ScenarioError } from './scenario/scenario-error';
import { buildSimulatorServer } from './simulator';

export interface RecordCommand {
  /** The recording RECORD_DIR wrote (one browser session). */
  file: string;
  /** The scenario's name: its path under the scenarios directory, without .yaml. */
  name: string;
  scenariosDir: string;
  /** Replace a scenario file of that name. */
  force: boolean;
}

export interface RecordResult {
  scenarioFile: string;
  /** What the tester signs in with. */
  accounts: { email: string; password: string }[];
  probes: number;
  /** Recorded calls the scenario does not replay, with the reason. */
  notReplayed: string[];
  /** One line per probe that did not replay as recorded; empty when all did. */
  failures: string;
}

/**
 * `pnpm sim record FILE --name NAME`: the recording as scenarios/NAME.yaml, loaded with every
 * other scenario (so a broken result is named by file and line), then its probes replayed in a
 * fresh world: the tester learns at once whether the world answers as the recorded upstream did.
 */
export async function recordScenario(cmd: RecordCommand): Promise<RecordResult> {
  const scenarioFile = join(cmd.scenariosDir, `${cmd.name}${SCENARIO_EXTENSION}`);
  // Checks the name as the loader will read it back: lower-case letters, digits and dashes (so
  // never a `_` folder, where the fixtures live).
  const name = scenarioName(cmd.scenariosDir, scenarioFile);
  if (existsSync(scenarioFile) && !cmd.force) {
    throw new ScenarioError(
      scenarioFile,
      'a scenario of that name exists; pick another --name or add --force',
    );
  }
  let source: string;
  try {
    source = await readFile(cmd.file, 'utf8');
  } catch (cause) {
    throw new ScenarioError(cmd.file, `cannot read the recording (${(cause as Error).message})`);
  }
  const conversion = scenarioFromRecording(parseRecording(source, cmd.file), name);
  const yaml = recordingScenarioYaml(conversion);
  // Checked before it is written: a file the loader refuses would stop every simulator start.
  parseScenario(yaml, scenarioFile);
  await mkdir(dirname(scenarioFile), { recursive: true });
  await writeFile(scenarioFile, yaml);

  const loaded = (await loadScenarios(cmd.scenariosDir)).get(name);
  if (loaded === undefined) throw new ScenarioError(scenarioFile, 'written, but not found when loaded again');
  const app = await buildSimulatorServer({ scenariosDir: cmd.scenariosDir });
  try {
    const outcomes = await runScenarioProbes(app, name, loaded.scenario);
    return {
      scenarioFile,
      accounts: loaded.scenario.users.map((u) => ({ email: u.email, password: u.password })),
      probes: outcomes.length,
      notReplayed: conversion.notReplayed,
      failures: reportFailures(outcomes),
    };
  } finally {
    await app.close();
  }
}
