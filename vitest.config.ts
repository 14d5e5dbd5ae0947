import { defineConfig } from 'vitest/config';

// One vitest run covers every package; e2e (Playwright) lives in tests/e2e and runs separately.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/gateway', 'apps/web'],
  },
});
