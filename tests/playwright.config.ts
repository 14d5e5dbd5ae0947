import { defineConfig, devices } from '@playwright/test';

// Ports kept away from the defaults (8080 start, 8787 dev) so a developer's running portal
// does not collide with the test servers.
// E2E_PORT_OFFSET lets two checkouts run their suites side by side on one machine.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const SIM_PORT = 4010 + offset;
const SIMULATOR_MODE_PORT = 8091 + offset;
const PROXY_MODE_PORT = 8092 + offset;
const repoRoot = '..';
const quiet = { LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_PER_MIN: '1000' };
/** The tag of tests that only simulator mode can run (scenarios, the world clock). */
const SIMULATOR_ONLY = /@simulator-only/;

/**
 * Nothing may download a browser here: both are Debian's Chromium, the same release. The full
 * browser (`chromium`) drives the pages end users get (proxy mode); its headless shell
 * (`chromium-headless-shell`, the build Playwright itself uses for headless runs) drives the
 * simulator-mode matrix: the same tests took a third less time, side by side (decision 029).
 */
const FULL_CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const systemChromium = (executablePath: string) => ({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
});

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Sized for a loaded 2-core CI machine: a slow moment waits, it does not fail. Tests that do
  // much (several sign-ins, browser contexts, launches) add test.slow() on top.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The JSON report feeds `pnpm test:slowest` (scripts/e2e-slowest.mjs): where the time goes.
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/e2e-report.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never', outputFolder: 'playwright-report' }] as const]),
  ],
  use: {
    ...devices['Desktop Chrome'],
    locale: 'en-US',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Recording a trace of every test cost a fifth of the suite's time (measured: 141 s → 110 s on
    // 47 journeys of the error matrix), so it is off; E2E_TRACE=1 keeps one for each failed test.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'simulator-mode',
      use: {
        baseURL: `http://localhost:${SIMULATOR_MODE_PORT}`,
        launchOptions: systemChromium(HEADLESS_SHELL),
      },
      // The real bot-check widget needs ALLOW_RECAPTCHA, which only the proxy-mode gateway has.
      // federated-proxy.spec.ts starts its own proxy-mode gateways; once is enough.
      testIgnore: [/bot-check-widget\.spec\.ts/, /federated-proxy\.spec\.ts/],
    },
    {
      name: 'proxy-mode',
      use: { baseURL: `http://localhost:${PROXY_MODE_PORT}`, launchOptions: systemChromium(FULL_CHROMIUM) },
      // Tests that pick a scenario or move the world clock: an interface of simulator mode only.
      grepInvert: SIMULATOR_ONLY,
      // Only what proxy mode does differently. Simulator mode already goes through the same REST
      // client (the simulator is its upstream, in process), so a screen's behaviour is proven
      // there; here: the gateway in front of a separate upstream process over HTTP, the page end
      // users get (no QA picker, its code not shipped), and a deployment with a reCAPTCHA key.
      testMatch: [
        // The mode itself, a keyboard-only sign-in and launch, axe on the end users' pages.
        /accessibility\.spec\.ts/,
        // The real widget needs ALLOW_RECAPTCHA, which only this gateway has.
        /bot-check-widget\.spec\.ts/,
        // The login route's code, without the picker's.
        /code-splitting\.spec\.ts/,
        // Sign in, environments, a launch and sign out through the separate upstream.
        /sign-in-to-launch\.spec\.ts/,
        // Deep link back after sign-in, logout confirmed, the shell before the list, CLS (issue 22).
        /never-dropped\.spec\.ts/,
        // A signed-in reload draws the list from the page's own first data (issue 23).
        /signed-in-first-data\.spec\.ts/,
        // The first paint reads the proxy gateway's own branding directory.
        /first-paint\.spec\.ts/,
        // A sign-in error stays in the form (its other tests pick scenarios: SIMULATOR_ONLY).
        /errors-stay\.spec\.ts/,
        // The picker's code is not in the page, nor served.
        /sim-picker\/bundle\.spec\.ts/,
        // The page as proxy mode serves it (the build's own compressed files, not rewritten).
        /assets\.spec\.ts/,
        // No console warning or error on the pages proxy mode serves (its own headers and assets).
        /console-clean\.spec\.ts/,
        // Duo and single-sign-on addresses of the upstream followed with default settings (its own
        // simulator and gateway per test).
        /federated-proxy\.spec\.ts/,
      ],
    },
  ],
  webServer: [
    {
      // A separately started simulator process: the "real upstream" of the proxy-mode gateway.
      command: `pnpm sim serve --port ${SIM_PORT}`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${SIM_PORT}/__sim/scenarios`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'pnpm --silent --filter @portal/gateway start',
      cwd: repoRoot,
      url: `http://127.0.0.1:${SIMULATOR_MODE_PORT}/healthz`,
      env: { ...quiet, PORT: String(SIMULATOR_MODE_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'pnpm --silent --filter @portal/gateway start',
      cwd: repoRoot,
      url: `http://127.0.0.1:${PROXY_MODE_PORT}/healthz`,
      env: {
        ...quiet,
        PORT: String(PROXY_MODE_PORT),
        UPSTREAM_URL: `http://127.0.0.1:${SIM_PORT}`,
        // A deployment with a reCAPTCHA site key (bot-check-widget.spec.ts serves Google's part).
        ALLOW_RECAPTCHA: 'true',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
