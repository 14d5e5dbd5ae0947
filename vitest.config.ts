import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BUSY_MACHINE_TIMEOUTS, SHARED_MODULES } from './vitest.shared';

/** A Node package's tests, with the root's time-outs (`extends: true`). */
const nodeProject = (name: string, root: string, globalSetup: string[] = []) => ({
  extends: true,
  test: { name, root, globalSetup, ...SHARED_MODULES },
});

// One vitest run covers every package; e2e (Playwright) lives in tests/e2e and runs separately.
// Child processes (forks) rather than worker threads, two at a time: a loaded machine once could
// not start a thread for a whole file, and more workers than cores only adds contention.
export default defineConfig({
  test: {
    ...BUSY_MACHINE_TIMEOUTS,
    // One temporary folder for the run, removed at its end (scripts/vitest-temp-dir.ts).
    globalSetup: [fileURLToPath(new URL('./scripts/vitest-temp-dir.ts', import.meta.url))],
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      // Prints whether the comparison with the specification's own text ran (it is not in every clone).
      nodeProject('@portal/contracts', 'packages/contracts', ['src/testing/spec-comparison-notice.ts']),
      nodeProject('@portal/simulator', 'packages/simulator'),
      nodeProject('@portal/gateway', 'apps/gateway'),
      // The OpenAPI document, the Pact contract and `pnpm upstream check` (issue 25).
      nodeProject('@portal/conformance', 'packages/conformance'),
      // The repository's own Node scripts (the bundle budget check).
      nodeProject('scripts', 'scripts'),
      'apps/web/vite.config.ts',
      // The web tests that need a document, each file in a fresh one.
      'apps/web/vitest.dom.config.ts',
    ],
  },
});
