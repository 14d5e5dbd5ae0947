import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadDirectory, parseScenario, SCENARIO_EXTENSION, scenarioName } from './scenario/loader';
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
  /** Other scenario files of the folder that do not load (each its message): not this one's fault. */
  otherFilesBroken: string[];
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

  // The folder's other files load as a server loads them: one broken draft beside it neither
  // hides this scenario's replay nor makes its file look broken.
  const { scenarios, errors } = await loadDirectory(cmd.scenariosDir);
  const loaded = scenarios.get(name);
  if (loaded === undefined) {
    throw (
      errors.find((error) => error.file === scenarioFile) ??
      new ScenarioError(scenarioFile, 'written, but not found when loaded again')
    );
  }
  // Its own scenario as the shared world's: the replay never uses the shared world, and a broken
  // default.yaml must not stop it either.
  const app = await buildSimulatorServer({
    scenariosDir: cmd.scenariosDir,
    scenarioFiles: 'lenient',
    defaultScenario: name,
  });
  try {
    const outcomes = await runScenarioProbes(app, name, loaded.scenario);
    return {
      scenarioFile,
      accounts: loaded.scenario.users.map((u) => ({ email: u.email, password: u.password })),
      probes: outcomes.length,
      notReplayed: conversion.notReplayed,
      failures: reportFailures(outcomes),
      otherFilesBroken: errors.map((error) => error.message),
    };
  } finally {
    await app.close();
  }
}
