import { readdir, readFile } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import { type LoadedFixture, mergeScenario } from './merge';
import { ScenarioError, type ScenarioIssue } from './scenario-error';
import { FixtureFileSchema, NAME_SEGMENT, type Scenario, ScenarioFileSchema } from './schema';
import { issueAt, parseYaml, sortIssues, validate } from './yaml-source';

export type { LoadedFixture } from './merge';

export interface LoadedScenario {
  /** Path under the scenarios directory without `.yaml`, with `/` between folders: `launch/pending-connection`. */
  name: string;
  file: string;
  scenario: Scenario;
}

export const SCENARIO_EXTENSION = '.yaml';
/** Shared users and clients; like every folder starting with `_`, not scenarios. */
export const FIXTURES_DIR = '_fixtures';

/** Any YAML file name, `.yml` and upper case included: each is loaded or reported, never skipped. */
const YAML_NAME = /\.ya?ml$/i;

/** Whether a file may hold a scenario or fixture, so the loader (and the watcher) must look at it. */
export const isYamlName = (name: string): boolean => YAML_NAME.test(name);

/** A YAML file's path without its extension, however spelt (`a/x.yml` and `a/x.yaml` both `a/x`). */
export const yamlStem = (file: string): string => file.replace(YAML_NAME, '');

/**
 * Throws for `x.yml` or `x.YAML`: only `.yaml` is loaded (a scenario's name is its path without
 * `.yaml`), and a file skipped in silence looks to its author like a scenario that loaded.
 */
function refuseMisnamed(file: string, what: 'scenario' | 'fixture'): void {
  if (file.endsWith(SCENARIO_EXTENSION)) return;
  const renamed = basename(file).replace(YAML_NAME, SCENARIO_EXTENSION);
  throw new ScenarioError(file, `${what} files end in ${SCENARIO_EXTENSION}: rename it to ${renamed}`);
}

export function parseFixture(text: string, file: string, name: string): LoadedFixture {
  const source = parseYaml(text, file);
  return { name, file, source, fixture: validate(source, FixtureFileSchema, 'fixture') };
}

/**
 * A broken fixture's own problems, each naming the fixture's file. Carried into every scenario
 * that extends it, because a failing default.yaml stops the start and is then the only error
 * `list` and `serve` show: it must say on its own which line of the fixture to fix.
 */
function fixtureIssues(fixture: ScenarioError): ScenarioIssue[] {
  return fixture.issues.map((issue) => ({ ...issue, file: issue.file ?? fixture.file }));
}

/**
 * Parses, validates and merges one scenario's YAML text with the fixtures it extends; `file`
 * only names it in errors. Problems inside a fixture are reported in that fixture's own file.
 */
export function parseScenario(
  text: string,
  file: string,
  fixtures: ReadonlyMap<string, LoadedFixture | ScenarioError> = new Map(),
): Scenario {
  const source = parseYaml(text, file);
  const parsed = validate(source, ScenarioFileSchema, 'scenario');
  const extended: LoadedFixture[] = [];
  const missing: ScenarioIssue[] = [];
  parsed.extends.forEach((name, i) => {
    const fixture = fixtures.get(name);
    if (fixture instanceof ScenarioError) {
      missing.push(
        issueAt(
          source,
          ['extends', i],
          `fixture "${name}" cannot be used: fix ${fixture.file} first (${fixture.summary})`,
        ),
        ...fixtureIssues(fixture),
      );
    } else if (fixture) extended.push(fixture);
    else {
      const known = [...fixtures.keys()].join(', ') || 'none';
      missing.push(
        issueAt(
          source,
          ['extends', i],
          `unknown fixture "${name}": no ${FIXTURES_DIR}/${name}.yaml (known: ${known})`,
        ),
      );
    }
  });
  if (missing.length > 0) throw new ScenarioError(file, 'invalid scenario', missing);
  const { scenario, issues } = mergeScenario(source, parsed, extended);
  if (issues.length > 0) throw new ScenarioError(file, 'invalid scenario', sortIssues(issues));
  return scenario;
}

/** `launch/pending-connection` for `DIR/launch/pending-connection.yaml`; throws for a bad segment. */
export function scenarioName(dir: string, file: string): string {
  const segments = relative(dir, file).slice(0, -SCENARIO_EXTENSION.length).split(sep);
  const bad = segments.find((s) => !NAME_SEGMENT.test(s));
  if (bad !== undefined) {
    throw new ScenarioError(
      file,
      `bad scenario name "${segments.join('/')}": each folder and file name uses lower-case letters, digits and dashes`,
    );
  }
  return segments.join('/');
}

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (cause) {
    throw new ScenarioError(file, `cannot read the file (${(cause as Error).message})`);
  }
}

/**
 * Every YAML file under `dir` (`.yml` and upper case too, for loadDirectory to refuse by name),
 * sorted; folders starting with `_` are skipped.
 */
export async function listScenarioFiles(dir: string): Promise<string[]> {
  let entries: { name: string; isDirectory(): boolean; isFile(): boolean }[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (cause) {
    throw new ScenarioError(dir, `cannot read the scenarios directory (${(cause as Error).message})`);
  }
  const out: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && !entry.name.startsWith('_')) out.push(...(await listScenarioFiles(path)));
    else if (entry.isFile() && isYamlName(entry.name)) out.push(path);
  }
  return out.sort();
}

async function listFixtureFiles(dir: string): Promise<string[]> {
  const fixturesDir = join(dir, FIXTURES_DIR);
  const entries = await readdir(fixturesDir).catch(() => []);
  return entries
    .filter(isYamlName)
    .sort()
    .map((f) => join(fixturesDir, f));
}

/** Everything a scenarios directory holds: what loaded, and each file that did not. */
export interface DirectoryLoad {
  scenarios: Map<string, LoadedScenario>;
  /** A broken fixture maps to its error, so scenarios that extend it say so. */
  fixtures: Map<string, LoadedFixture | ScenarioError>;
  errors: ScenarioError[];
}

/**
 * Loads every fixture and scenario, going on past bad files so a watcher can report them all
 * and keep serving the rest. A scenario that extends a broken fixture fails too.
 */
export async function loadDirectory(dir: string): Promise<DirectoryLoad> {
  const errors: ScenarioError[] = [];
  const attempt = async <T>(run: () => Promise<T>): Promise<T | ScenarioError> => {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof ScenarioError)) throw error;
      errors.push(error);
      return error;
    }
  };
  const [fixtureFiles, scenarioFiles] = await Promise.all([listFixtureFiles(dir), listScenarioFiles(dir)]);
  // Every file is read at once (the reads wait on the disk in parallel); they are parsed in order.
  // A misnamed file is refused by its name alone: no need to read it.
  const loadable = [...fixtureFiles, ...scenarioFiles].filter((file) => file.endsWith(SCENARIO_EXTENSION));
  const texts = new Map(loadable.map((file) => [file, readText(file)]));
  // Awaited one by one below: until then, a failed read must not count as an unhandled rejection.
  for (const text of texts.values()) text.catch(() => undefined);
  const textOf = (file: string) => texts.get(file) ?? readText(file);
  const fixtures = new Map<string, LoadedFixture | ScenarioError>();
  for (const file of fixtureFiles) {
    // Not in `fixtures`: an `acme.yml` beside a good `acme.yaml` must not hide it.
    if ((await attempt(async () => refuseMisnamed(file, 'fixture'))) instanceof ScenarioError) continue;
    const name = file.slice(file.lastIndexOf(sep) + 1, -SCENARIO_EXTENSION.length);
    const fixture = await attempt(async () => {
      if (!NAME_SEGMENT.test(name)) {
        throw new ScenarioError(
          file,
          `bad fixture name "${name}": use lower-case letters, digits and dashes`,
        );
      }
      return parseFixture(await textOf(file), file, name);
    });
    fixtures.set(name, fixture);
  }
  const scenarios = new Map<string, LoadedScenario>();
  for (const file of scenarioFiles) {
    const loaded = await attempt(async () => {
      refuseMisnamed(file, 'scenario');
      const name = scenarioName(dir, file);
      return { name, file, scenario: parseScenario(await textOf(file), file, fixtures) };
    });
    if (!(loaded instanceof ScenarioError)) scenarios.set(loaded.name, loaded);
  }
  return { scenarios, fixtures, errors };
}

/** Loads every scenario of `dir` (sub-folders included), sorted by name; the first bad file throws. */
export async function loadScenarios(dir: string): Promise<Map<string, LoadedScenario>> {
  const { scenarios, errors } = await loadDirectory(dir);
  const [first] = errors;
  if (first) throw first;
  return scenarios;
}
