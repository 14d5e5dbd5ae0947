import { afterAll, vi } from 'vitest';

// Test files share their worker's modules (`isolate: false`, vitest.shared.ts): after each file,
// the clock, globals and variables it stubbed go back. Module mocks (`vi.mock`) are not undone
// between files without isolation: a file that needs them runs in an isolated project.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
