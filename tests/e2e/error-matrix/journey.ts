import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import type { BrowserJourney, BrowserStep, ScenarioSummary } from '@portal/simulator';
import { REPO_ROOT } from '@portal/simulator/paths';
import { Secret, TOTP } from 'otpauth';
import { catalogueMessage } from '../demo-account';
import { answerSessionWindows } from '../fixtures';
import { signOut } from '../portal';

/**
 * The scenario catalogue as `pnpm sim list --json` prints it (the bundled CLI: no TypeScript to
 * load here, and the same interface QA uses). Read when Playwright collects the tests.
 */
export function loadCatalogue(): ScenarioSummary[] {
  const stdout = execFileSync('pnpm', ['sim', 'list', '--json'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    // A cold bundle build on a loaded machine takes a while; a stuck one must not hang collection.
    timeout: 120_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(stdout) as ScenarioSummary[];
}

type Action = keyof BrowserStep;

/** The step's one action and its argument (the format allows exactly one per step). */
function actionOf(step: BrowserStep): [Action, unknown] {
  const entries = Object.entries(step).filter(([, value]) => value !== undefined);
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined) {
    throw new Error(`a step needs exactly one action: ${JSON.stringify(step)}`);
  }
  return entry as [Action, unknown];
}

/** How a step reads in the report: `expectAlert: INVALID_USER`. */
export const describeStep = (step: BrowserStep): string => {
  const [action, value] = actionOf(step);
  return `${action}: ${typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value)}`;
};

/**
 * Closes the alerts showing, as a tester does before trying again: the portal shows a message
 * only once while it is open, so a repeated error (a second wrong password) would otherwise be
 * "seen" in the old alert.
 */
async function closeAlerts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Close message' });
  for (let round = 0; (await close.count()) > 0; round++) {
    if (round === 20) throw new Error('alerts keep showing: cannot close them before the next step');
    // An alert may hide itself (8 s) between counting and clicking; the next count tells.
    await close
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  }
}

interface JourneyContext {
  page: Page;
  scenario: ScenarioSummary;
  /** URLs of the session windows opened since the last launch. */
  sessions: string[];
  /** The one-time code typed last (enterOtp: { sameAsLast: true } replays it). */
  lastOtp?: string;
  /** Whether a launch ran, so pages outside the portal are answered (the first launch sets it up). */
  answersSessionWindows: boolean;
}

type StepRunner<A extends Action> = (
  value: NonNullable<BrowserStep[A]>,
  ctx: JourneyContext,
) => Promise<void>;

function passwordOf(scenario: ScenarioSummary, email: string): string {
  const account = scenario.accounts.find((a) => a.email.toLowerCase() === email.toLowerCase());
  if (account === undefined) throw new Error(`${scenario.name} has no account ${email}`);
  return account.password;
}

async function controlCall(page: Page, path: string, data: unknown): Promise<void> {
  // page.request shares the context's cookies, so `current` is this browser's world.
  const reply = await page.request.post(`/__sim/worlds/current/${path}`, { data });
  expect(reply.ok(), `POST /__sim/worlds/current/${path}: ${reply.status()} ${await reply.text()}`).toBe(
    true,
  );
}

/** The code an authenticator app shows now for the user's secret, at the world's clock (not the test's). */
async function currentOtp(page: Page, scenario: ScenarioSummary, email: string): Promise<string> {
  const account = scenario.accounts.find((a) => a.email.toLowerCase() === email.toLowerCase());
  if (account?.totpSecret === undefined) throw new Error(`${scenario.name} has no totpSecret for ${email}`);
  const reply = await page.request.get('/__sim/worlds/current/clock');
  expect(reply.ok(), `GET /__sim/worlds/current/clock: ${reply.status()}`).toBe(true);
  const { nowMs } = (await reply.json()) as { nowMs: number };
  return new TOTP({ secret: Secret.fromBase32(account.totpSecret) }).generate({ timestamp: nowMs });
}

const signInHeading = (page: Page) => page.getByRole('heading', { name: 'Sign in', exact: true });

/** What each step does: a total record, so a step added to the format is a compile error here. */
const STEPS: { [A in Action]: StepRunner<A> } = {
  signIn: async ({ as, email, password }, { page, scenario }) => {
    const address = as ?? email ?? '';
    await closeAlerts(page);
    await page.getByLabel('E-mail').fill(address);
    await page.getByLabel(/^Password/).fill(password ?? passwordOf(scenario, address));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  },
  signOut: async (_, { page }) => {
    await closeAlerts(page);
    await signOut(page);
  },
  launch: async (name, ctx) => {
    const { page, sessions } = ctx;
    await closeAlerts(page);
    sessions.length = 0;
    if (!ctx.answersSessionWindows) {
      await answerSessionWindows(page);
      ctx.answersSessionWindows = true;
    }
    // A session the last launch opened turned the list into its "session opened" card: back to the list.
    const back = page.getByRole('button', { name: 'Back to environments', exact: true });
    if (await back.isVisible()) await back.click();
    await page.getByRole('button', { name: `Launch ${name}`, exact: true }).click();
  },
  enterOtp: async (entry, ctx) => {
    const { page, scenario } = ctx;
    await closeAlerts(page);
    let code: string;
    if (typeof entry === 'string') code = entry;
    else if ('currentFor' in entry) code = await currentOtp(page, scenario, entry.currentFor);
    else if (ctx.lastOtp === undefined) throw new Error('enterOtp sameAsLast: no code was typed before');
    else code = ctx.lastOtp;
    ctx.lastOtp = code;
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: /^Verify/ }).click();
  },
  fill: async ({ label, value }, { page }) => {
    // By the input's accessible name: a label's text also holds the required-field star.
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  },
  click: async (name, { page }) => {
    await closeAlerts(page);
    const target = page
      .getByRole('button', { name, exact: true })
      .or(page.getByRole('link', { name, exact: true }));
    await target.first().click();
  },
  startSso: async (code, { page }) => {
    await closeAlerts(page);
    await page.goto(`/sso/${encodeURIComponent(code)}`);
    await expect(page, 'the identity provider page').toHaveURL(/\/__sim\/pages\/idp\?request=/);
  },
  goto: async (path, { page }) => {
    await page.goto(path);
  },
  chooseToken: async (method, { page }) => {
    await closeAlerts(page);
    const name = method === 'email' ? /^Send a code to my e-mail/ : /^Use a code from my administrator/;
    await page.getByRole('button', { name }).click();
  },
  enterPin: async (pin, { page }) => {
    await closeAlerts(page);
    await page.getByLabel('Code', { exact: true }).fill(pin);
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
  },
  advanceClock: async (advanceMs, { page }) => {
    // A page's own calls still in flight would land after the move and count as activity then
    // (or end the session on the page the test is about to leave): move once the page has settled.
    await page.waitForLoadState('networkidle');
    await controlCall(page, 'clock', { advanceMs });
  },
  resetWorld: (_, { page }) => controlCall(page, 'reset', {}),
  expectAlert: async (code, { page }) => {
    const text = catalogueMessage('en-US', code);
    // Errors are role=alert; info messages (PASSWORD_EXPIRED) are role=status.
    const alert = page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });
    await expect(alert.first(), `an alert saying "${text}" (${code})`).toBeVisible();
  },
  expectNoAlert: async (code, { page }) => {
    // Absence can only be checked once the reply has arrived and been acted on.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(catalogueMessage('en-US', code)), `no alert saying ${code}`).toHaveCount(0);
    await expect(page.getByRole('alert'), 'no alert at all').toHaveCount(0);
  },
  expectPath: async (path, { page }) => {
    await expect.poll(() => new URL(page.url()).pathname, { message: 'the URL path' }).toBe(path);
  },
  expectHeading: async (name, { page }) => {
    await expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible();
  },
  expectText: async (text, { page }) => {
    await expect(page.getByText(text).first()).toBeVisible();
  },
  expectSession: async (url, { sessions }) => {
    const wanted = new URL(url).href;
    await expect
      .poll(() => sessions, { message: `a session window at ${wanted} after the last launch` })
      .toContain(wanted);
  },
};

/**
 * Follows one journey of `scenario` in `page`, a browser with no cookies: so, a world of its own.
 * Session windows open only after a launch, which first has them answered (`../fixtures.ts`).
 */
export async function followJourney(
  page: Page,
  scenario: ScenarioSummary,
  journey: BrowserJourney,
): Promise<void> {
  const ctx: JourneyContext = { page, scenario, sessions: [], answersSessionWindows: false };
  const onPopup = (popup: Page) => ctx.sessions.push(popup.url());
  page.on('popup', onPopup);
  try {
    await followSteps(ctx, journey);
  } finally {
    page.off('popup', onPopup);
    // The tab serves the worker's next test, unless a launch may have handed a session to the
    // plugin: the full headless Chromium (not its shell) then keeps an invisible "open this app?"
    // question in the tab that takes its clicks. The next test gets a new tab.
    if (ctx.answersSessionWindows) await page.close();
  }
}

async function followSteps(ctx: JourneyContext, journey: BrowserJourney): Promise<void> {
  const { page, scenario } = ctx;

  const query = new URLSearchParams({ scenario: scenario.name, lng: 'en-US' });
  await page.goto(`/?${query.toString()}`);
  await expect(signInHeading(page)).toBeVisible();

  for (const step of journey.steps) {
    const [action, value] = actionOf(step);
    // The record is keyed by action, so value has that action's type; TS cannot pair them up.
    const run = STEPS[action] as StepRunner<Action>;
    await test.step(describeStep(step), () => run(value as never, ctx));
  }
}
