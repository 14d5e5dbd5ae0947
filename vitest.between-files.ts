import { afterAll, vi } from 'vitest';

// Test files share their worker's modules (`isolate: false`, vitest.shared.ts): after each file,
// whatever it changed for itself goes back, so the next file starts as it would alone.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
