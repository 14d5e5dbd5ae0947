import { configDefaults, defineConfig } from 'vitest/config';
import webConfig, { DOM_TESTS } from './vite.config';

// The web tests that render or touch the document (`*.dom.test.ts(x)`): jsdom, and a fresh
// module graph and document for each file (Vitest's default isolation), so a file's mocks, mounted
// tree, storage and cookies never reach the next one.
export default defineConfig({
  ...webConfig,
  test: {
    ...webConfig.test,
    name: '@portal/web-dom',
    environment: 'jsdom',
    isolate: true,
    setupFiles: [],
    include: [DOM_TESTS],
    exclude: configDefaults.exclude,
  },
});
