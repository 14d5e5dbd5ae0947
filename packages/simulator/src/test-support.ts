import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseScenario } from './scenario/loader';
import { ScenarioError } from './scenario/scenario-error';
import type { Scenario } from './scenario/schema';
import { World } from './state/world';

/** A small valid scenario; tests patch it through YAML text to keep line numbers meaningful. */
export const SMALL_SCENARIO_YAML = `title: Small
codes: [INVALID_USER]
steps:
  - Sign in.
settings:
  maxLoginAttempts: 3
users:
  - email: ann@example.com
    password: Ann@Pass1
    clients: [one, two]
  - email: bob@example.com
    password: Bob@Pass1
    clients: [one, two]
  - email: off@example.com
    password: Off@Pass1
    active: false
    clients: [one]
clients:
  - client_uuid: one
    name: One
    license_limit: 1
    environments:
      - environment_uuid: one-env
        name: One Desktop
        access_group: DESKTOP
    virtualizer:
      virtualizer: TSPLUS
      instance: one.example
      webport: 8443
      window_name: one-win
      use_dns: true
    web_apps:
      - { name: Mail, url: https://mail.one.example }
  - client_uuid: two
    name: Two
    environments:
      - environment_uuid: two-env
        name: Two Desktop
        access_group: DEFAULT
    virtualizer:
      virtualizer: TSPLUS
      instance: two.example
      webport: 443
      window_name: two-win
      use_dns: false
    instance: { state: off, bootMinutes: 2 }
`;

export const smallScenario = (): Scenario => parseScenario(SMALL_SCENARIO_YAML, 'small.yaml');

/** A world on a pinned clock, so boot times are exact. */
export function smallWorld(start = Date.UTC(2026, 0, 1)): World {
  return new World('w1', 'small', smallScenario, { baseNow: () => start });
}

/** A temporary scenarios directory holding these files (names may hold folders: `_fixtures/a.yaml`); remove it with the returned cleanup. */
export async function scenarioDir(
  files: Record<string, string>,
): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'sim-scenarios-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** The ScenarioError `run` throws; anything else it throws, or nothing, fails the test. */
export function errorOf(run: () => unknown): ScenarioError {
  try {
    run();
  } catch (error) {
    if (error instanceof ScenarioError) return error;
    throw error;
  }
  throw new Error('expected a ScenarioError');
}
