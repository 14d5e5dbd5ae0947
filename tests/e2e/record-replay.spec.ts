import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { COOKIES, gatewayCookieName } from '@portal/contracts/portal';
import { signInAs } from './login-form';
import { signOut } from './portal';
import { REPO_ROOT, runSim, type Spawned, startGateway, startSimulator } from './spawned';

// Issue 11, "Record": a journey recorded in proxy mode, in front of a separately started upstream
// (the standalone simulator serving another scenario than the default), turned into a scenario
// by `pnpm sim record`, replays in simulator mode to the same screens. No secret of the recorded
// session may appear in the recording or in the scenario.

const UPSTREAM_SCENARIO = 'launch/active-session';
const REAL = { email: 'active@example.com', password: 'Active@Portal2026' };
const WRONG_PASSWORD = 'Wrong@Portal2026';
const SESSION_HOST = 'https://erp.acme.example:8443/**';

interface Account {
  email: string;
  password: string;
  wrongPassword: string;
}

/** What a person sees on one screen: where, the headings, the alerts and the open dialog. */
interface Screen {
  step: string;
  path: string;
  headings: string[];
  alerts: string[];
  dialog: string | null;
}

async function screen(page: Page, step: string): Promise<Screen> {
  const dialog = page.getByRole('alertdialog');
  return {
    step,
    path: new URL(page.url()).pathname,
    headings: (await page.getByRole('heading').allInnerTexts()).map((t) => t.trim()),
    alerts: (await page.getByRole('alert').allInnerTexts()).map((t) => t.trim()).filter(Boolean),
    dialog: (await dialog.count()) > 0 ? ((await dialog.textContent())?.trim() ?? '') : null,
  };
}

/**
 * The journey, the same keys pressed in both modes: a wrong password, the right one, the
 * environments, a launch that finds a session already open, Continue, the session window, and
 * sign out. Returns the screens seen and the session windows opened.
 */
async function journey(browser: Browser, baseURL: string, start: string, account: Account) {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  await context.route(SESSION_HOST, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>session</title>' }),
  );
  const page = await context.newPage();
  const windows: string[] = [];
  page.on('popup', (popup) => windows.push(popup.url()));
  const screens: Screen[] = [];
  try {
    await page.goto(start);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    screens.push(await screen(page, 'sign-in page'));

    await signInAs(page, 'en-US', account.email, account.wrongPassword);
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
    screens.push(await screen(page, 'wrong password'));

    await signInAs(page, 'en-US', account.email, account.password);
    await expect(page).toHaveURL(/\/home\/environments$/);
    await expect(page.getByRole('button', { name: 'Launch ERP Desktop', exact: true })).toBeVisible();
    screens.push(await screen(page, 'environments'));

    await page.getByRole('button', { name: 'Launch ERP Desktop', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    screens.push(await screen(page, 'launch finds an open session'));

    await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => windows.length).toBe(1);
    await expect(page.getByRole('alertdialog')).toBeHidden();
    screens.push(await screen(page, 'after Continue'));

    const cookies = await context.cookies();
    const signed = cookies.find((c) => c.name === gatewayCookieName(COOKIES.token, true))?.value ?? '';
    // The cookie holds the upstream token and the gateway's signature after the last dot.
    const token = signed.slice(0, signed.lastIndexOf('.'));

    await signOut(page);
    screens.push(await screen(page, 'signed out'));
    return { screens, windows, token };
  } finally {
    await context.close();
  }
}

test.describe('record in proxy mode, replay in simulator mode', () => {
  const started: Spawned[] = [];
  test.afterAll(async () => {
    await Promise.all(started.map((s) => s.stop()));
  });

  test('the recorded journey replays to the same screens, and no secret is written', async ({ browser }) => {
    test.setTimeout(240_000);
    const recordDir = mkdtempSync(join(tmpdir(), 'e2e-recording-'));
    const scenariosDir = mkdtempSync(join(tmpdir(), 'e2e-scenarios-'));
    cpSync(join(REPO_ROOT, 'scenarios'), scenariosDir, { recursive: true });

    // 1. Record: proxy mode in front of the standalone simulator.
    const upstream = await startSimulator(['--scenario', UPSTREAM_SCENARIO]);
    started.push(upstream);
    const proxy = await startGateway({ UPSTREAM_URL: upstream.url, RECORD_DIR: recordDir });
    started.push(proxy);
    const recorded = await journey(browser, proxy.url, '/?lng=en-US', {
      ...REAL,
      wrongPassword: WRONG_PASSWORD,
    });
    expect(recorded.token.length).toBeGreaterThan(8);
    expect(recorded.windows).toEqual(['https://erp.acme.example:8443/software/html5.html']);
    // Stopped, the gateway has written every line.
    await proxy.stop();

    const files = readdirSync(recordDir);
    expect(files).toHaveLength(1);
    const recording = join(recordDir, files[0] ?? '');

    // 2. Turn it into a scenario.
    const made = await runSim(['record', recording, '--name', 'recorded/e2e-journey'], {
      SCENARIOS_DIR: scenariosDir,
    });
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('replay as recorded');
    const scenarioFile = join(scenariosDir, 'recorded/e2e-journey.yaml');

    // No secret of the recorded session in either file.
    for (const file of [recording, scenarioFile]) {
      const text = readFileSync(file, 'utf8');
      for (const secret of [REAL.email, REAL.password, WRONG_PASSWORD, recorded.token]) {
        expect(text, `${file} holds a secret of the recorded session`).not.toContain(secret);
      }
    }
    const account = /sign in as (\S+) \/ (\S+)/.exec(made.stdout);
    expect(account).not.toBeNull();
    // The wrong password was the first one typed: the first fake.
    const fake = {
      email: account?.[1] ?? '',
      password: account?.[2] ?? '',
      wrongPassword: 'Recorded@Portal1',
    };
    expect(fake.password).toBe('Recorded@Portal2');

    // 3. Replay: simulator mode, the recorded scenario, the same keys with the fake account.
    const simulator = await startGateway({ SCENARIOS_DIR: scenariosDir });
    started.push(simulator);
    const replayed = await journey(browser, simulator.url, '/?scenario=recorded/e2e-journey&lng=en-US', fake);
    await test.info().attach('screens.json', {
      body: JSON.stringify({ recorded: recorded.screens, replayed: replayed.screens }, null, 2),
      contentType: 'application/json',
    });
    await test.info().attach('scenario.yaml', { body: readFileSync(scenarioFile), contentType: 'text/yaml' });
    expect(replayed.windows).toEqual(recorded.windows);
    expect(replayed.screens).toEqual(recorded.screens);
  });
});
