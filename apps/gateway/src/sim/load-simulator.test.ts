import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PATHS } from '../config/env';
import { loadSimulator } from './load-simulator';

const BROKEN_YAML = 'title: Broken\ncodes: [NOT_A_CODE]\nsteps: [x]\n';

/** The repository's scenarios copied to a temporary folder, loaded with `onError` as the log's error. */
async function loadCopy(
  watch: boolean,
  onError: (message: string) => void,
  before?: (dir: string) => Promise<void>,
) {
  const dir = await mkdtemp(join(tmpdir(), 'gateway-scenarios-'));
  await cp(DEFAULT_PATHS.scenariosDir, dir, { recursive: true });
  await before?.(dir);
  const logger = { error: onError, info: () => undefined };
  const sim = await loadSimulator({
    scenariosDir: dir,
    watch,
    maxWorlds: 10,
    logger: logger as unknown as FastifyBaseLogger,
  });
  return { dir, sim };
}

describe('loadSimulator with watch (SIM_WATCH, pnpm dev)', () => {
  // File events may be slow on a loaded machine: a generous time-out, no fixed waits.
  it('logs a broken scenario file with its line and keeps serving', { timeout: 60_000 }, async () => {
    let report: (message: string) => void = () => undefined;
    const logged = new Promise<string>((resolve) => {
      report = resolve;
    });
    const { dir, sim } = await loadCopy(true, (message) => report(message));
    try {
      await writeFile(join(dir, 'broken.yaml'), BROKEN_YAML);
      const message = await logged;
      expect(message).toContain(join(dir, 'broken.yaml'));
      expect(message).toMatch(/line 2, column \d+, at codes\[0\]: unknown error code "NOT_A_CODE"/);
      expect(sim.hasScenario('default')).toBe(true);
    } finally {
      await sim.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('loadSimulator at the portal’s start', () => {
  it('starts past a broken scenario file, logs it with its line and serves the others', {
    timeout: 60_000,
  }, async () => {
    const errors: string[] = [];
    const { dir, sim } = await loadCopy(
      false,
      (message) => errors.push(message),
      (copy) => writeFile(join(copy, 'auth', 'broken.yaml'), BROKEN_YAML),
    );
    try {
      expect(sim.hasScenario('auth/lockout')).toBe(true);
      expect(sim.hasScenario('auth/broken')).toBe(false);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(
        /^scenario not loaded: auth\/broken\.yaml: invalid scenario\n {2}- line 2, column \d+, at codes\[0\]: unknown error code "NOT_A_CODE"/,
      );
    } finally {
      await sim.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
