import { readFile, writeFile } from 'node:fs/promises';
import { ERROR_CATALOGUE, ERROR_CODES, type ErrorCode } from '@portal/contracts/errors';
import { MINUTE_MS, SECOND_MS } from '../state/time-units';
import { PAGE_OF_BEHAVIOUR } from './browser-matrix';
import { markdownTable, withTable } from './generated';
import type { LoadedScenario } from './loader';
import type { BrowserJourney, BrowserStep, Scenario } from './schema';

/*
 * The QA guide's generated tables (docs/qa-guide.md, written by `pnpm sim:readme`, kept current
 * by scripts/docs.test.mjs): how to put each code of the catalogue on screen, and every
 * scenario's accounts.
 */

export const CODE_TABLE_MARKERS = {
  start: '<!-- code-table:start (pnpm sim:readme writes this table) -->',
  end: '<!-- code-table:end -->',
} as const;
export const ACCOUNTS_TABLE_MARKERS = {
  start: '<!-- accounts-table:start (pnpm sim:readme writes this table) -->',
  end: '<!-- accounts-table:end -->',
} as const;

const cell = (text: string): string => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

const minutes = (ms: number): string =>
  ms % MINUTE_MS === 0 ? `${ms / MINUTE_MS} min` : `${ms / SECOND_MS} s`;

/** A step as a tester reads it in the table. */
export function stepText(step: BrowserStep, scenario: Pick<Scenario, 'users'>): string {
  if (step.signIn) {
    const { as, email, password } = step.signIn;
    const own = scenario.users.find((u) => u.email.toLowerCase() === as?.toLowerCase())?.password;
    return `sign in as ${as ?? email} / ${password === '' ? '(empty)' : (password ?? own)}`;
  }
  if (step.signOut) return 'log out';
  if (step.launch !== undefined) return `launch ${step.launch}`;
  if (step.fill) return `type ${step.fill.value} in ${step.fill.label}`;
  if (step.click !== undefined) return `click ${step.click}`;
  if (step.startSso !== undefined) return `open /sso/${step.startSso}`;
  if (step.goto !== undefined) return `open ${step.goto}`;
  if (step.enterOtp !== undefined) {
    const e = step.enterOtp;
    const code =
      typeof e === 'string'
        ? e
        : 'currentFor' in e
          ? `the current code of ${e.currentFor}`
          : 'the same code again';
    return `enter ${code} on the code page`;
  }
  if (step.advanceClock !== undefined) return `move the world's clock ${minutes(step.advanceClock)}`;
  if (step.resetWorld) return 'reset the world';
  if (step.chooseToken)
    return step.chooseToken === 'email' ? 'choose the e-mail token' : "choose the administrator's token";
  if (step.enterPin !== undefined) return `type the token ${step.enterPin}`;
  if (step.expectAlert) return `the alert shows ${step.expectAlert}`;
  if (step.expectNoAlert) return `no alert shows (${step.expectNoAlert})`;
  if (step.expectPath !== undefined) return `the portal shows ${step.expectPath}`;
  if (step.expectHeading !== undefined) return `the heading says "${step.expectHeading}"`;
  if (step.expectText !== undefined) return `the page says "${step.expectText}"`;
  return `a session opens at ${step.expectSession ?? ''}`;
}

const isExpectation = (step: BrowserStep): boolean => Object.keys(step).some((k) => k.startsWith('expect'));

interface Proof {
  scenario: LoadedScenario;
  journey: BrowserJourney;
  /** Index of the step that shows the code. */
  at: number;
}

/** Where a journey shows the code: its alert, its expected absence, or the page it opens. */
function proofIn(loaded: LoadedScenario, code: ErrorCode): Proof | undefined {
  if (!loaded.scenario.codes.includes(code)) return undefined;
  const page = PAGE_OF_BEHAVIOUR[ERROR_CATALOGUE[code].behaviour];
  for (const journey of loaded.scenario.browser) {
    const at = journey.steps.findIndex(
      (s) =>
        s.expectAlert === code || s.expectNoAlert === code || (page !== undefined && s.expectPath === page),
    );
    if (at >= 0) return { scenario: loaded, journey, at };
  }
  return undefined;
}

const lastIndex = (steps: readonly BrowserStep[], test: (s: BrowserStep) => boolean): number =>
  steps.reduce((last, s, i) => (test(s) ? i : last), -1);

/**
 * The steps from the last sign-in to the one that shows the code; without a sign-in, from the
 * last single sign-on start, else from the last page opened (the journeys before it are other codes').
 */
function stepsOf({ scenario, journey, at }: Proof): { account: string; steps: string } {
  const upTo = journey.steps.slice(0, at + 1);
  const starts = [
    (s: BrowserStep) => s.signIn !== undefined,
    (s: BrowserStep) => s.startSso !== undefined,
    (s: BrowserStep) => s.goto !== undefined,
  ];
  let from = Math.max(0, starts.map((t) => lastIndex(upTo, t)).find((i) => i >= 0) ?? 0);
  // A page opened just before the sign-in is part of it (/?back_url=...).
  while (from > 0 && upTo[from]?.signIn && upTo[from - 1]?.goto !== undefined) from -= 1;
  const signIn = upTo.slice(from).find((s) => s.signIn)?.signIn;
  const account = signIn ? (signIn.as ?? signIn.email ?? '—') : '—';
  const shown = upTo
    .slice(from)
    .filter((s, i, all) => !isExpectation(s) || i === all.length - 1)
    .map((s) => stepText(s, scenario.scenario));
  return { account, steps: shown.join('; ') };
}

/**
 * Markdown table: each catalogue code → the scenario, account and steps that put it on screen.
 * Of the scenarios that prove a code, the one declaring the fewest codes (the most focused; file
 * order breaks ties): a code a form's own field gets (password/field-rules) is shown there rather
 * than through an account's stored record (auth/stored-profile, which declares every data-entry code).
 */
export function codeTable(scenarios: Iterable<LoadedScenario>): string {
  const all = [...scenarios];
  const rows = ERROR_CODES.map((code) => {
    const proof = all
      .map((s) => proofIn(s, code))
      .filter((p) => p !== undefined)
      .sort((a, b) => a.scenario.scenario.codes.length - b.scenario.scenario.codes.length)[0];
    if (proof === undefined) return [`\`${code}\``, '—', '—', 'no browser journey yet'];
    const { account, steps } = stepsOf(proof);
    return [`\`${code}\``, `\`${proof.scenario.name}\``, account, cell(steps)];
  });
  return markdownTable(['code', 'scenario (?scenario=)', 'account', 'steps'], rows);
}

/** Markdown table: every scenario's accounts, with their passwords. */
export function accountsTable(scenarios: Iterable<LoadedScenario>): string {
  const rows = [...scenarios].map(({ name, scenario }) => [
    `\`${name}\``,
    scenario.users.map((u) => `${u.email} / ${u.password}`).join(', '),
  ]);
  return markdownTable(['scenario', 'accounts (e-mail / password)'], rows);
}

/** The QA guide with both tables current. */
export function withQaGuideTables(guide: string, scenarios: Iterable<LoadedScenario>): string {
  const all = [...scenarios];
  return withTable(
    withTable(guide, codeTable(all), CODE_TABLE_MARKERS),
    accountsTable(all),
    ACCOUNTS_TABLE_MARKERS,
  );
}

export async function writeQaGuideTables(file: string, scenarios: Iterable<LoadedScenario>): Promise<void> {
  await writeFile(file, withQaGuideTables(await readFile(file, 'utf8'), scenarios));
}
