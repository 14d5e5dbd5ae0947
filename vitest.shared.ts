import { fileURLToPath } from 'node:url';

/**
 * Time-outs for a busy 2-core CI machine shared with other jobs: a slow moment must never be a
 * failure. Every vitest project spreads these into its `test` options (projects do not inherit
 * the root config). Tests that spawn processes still give their own, larger time-outs.
 */
export const BUSY_MACHINE_TIMEOUTS = {
  testTimeout: 20_000,
  hookTimeout: 60_000,
  teardownTimeout: 30_000,
} as const;

/**
 * Test files run one after another in a worker without a fresh module graph each: importing the
 * same modules again for each of ~200 files was most of the unit tests' time (measured: 67 s →
 * 33 s for the Node packages, 25 s → 10 s for the web). `vitest.between-files.ts` puts back what
 * a file may change for itself (fake timers, stubbed globals and variables); a file that mocks
 * modules or leaves a document behind runs isolated (the web's `*.dom.test.ts(x)`).
 */
export const SHARED_MODULES = {
  isolate: false,
  setupFiles: [fileURLToPath(new URL('./vitest.between-files.ts', import.meta.url))],
};
