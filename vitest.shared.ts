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
