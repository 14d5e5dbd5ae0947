import {
  ERROR_CATALOGUE,
  ERROR_CODES,
  type ErrorBehaviour,
  type ErrorCode,
  type ErrorSpec,
} from '@portal/contracts/errors';
import type { Scenario } from './schema';

/** The codes each of the scenario's browser journeys expects to see in an alert (or, silent ones, not to see). */
export function codesShownInBrowser(scenario: Pick<Scenario, 'browser'>): Map<ErrorCode, string> {
  const shown = new Map<ErrorCode, string>();
  for (const journey of scenario.browser) {
    for (const step of journey.steps) {
      const code = step.expectAlert ?? step.expectNoAlert;
      if (code !== undefined && !shown.has(code)) shown.set(code, journey.name);
    }
  }
  return shown;
}

/**
 * The rule that keeps the error matrix honest: each code of `codes:` is either expected in an
 * alert by one of the scenario's browser journeys, or listed under `browserless:` with the reason
 * no screen shows it yet. Never both, so a code that reaches a screen cannot hide in that list.
 * One sentence per problem, written for whoever edits the scenario.
 */
export function browserMatrixProblems(
  name: string,
  scenario: Pick<Scenario, 'codes' | 'browser' | 'browserless'>,
): string[] {
  const shown = codesShownInBrowser(scenario);
  const browserless = new Set(scenario.browserless.map((b) => b.code));
  const problems: string[] = [];
  for (const code of scenario.codes) {
    const journey = shown.get(code);
    if (journey !== undefined && browserless.has(code)) {
      problems.push(
        `${name}: ${code} is listed under browserless: but the journey "${journey}" shows it: remove it from browserless:`,
      );
    } else if (journey === undefined && !browserless.has(code)) {
      problems.push(
        `${name}: ${code} is in codes: but no browser journey expects it (expectAlert: ${code}); ` +
          'add a journey that shows it, or list it under browserless: with the reason no screen shows it yet',
      );
    }
  }
  return problems;
}

/** Behaviours whose proof on screen is a page of its own rather than an alert. */
export const PAGE_OF_BEHAVIOUR: Partial<Record<ErrorBehaviour, string>> = {
  'access-restricted': '/accessRestricted',
  'pending-connection': '/pendingConnection',
  'go-messages': '/messages',
  // A 401 signs out without an alert: the sign-in page is the proof (auth/invalid-token).
  logout: '/',
};

/** The specification's codes: the catalogue without the ones the project named itself. */
export const SPEC_CODES: readonly ErrorCode[] = ERROR_CODES.filter(
  (code) => (ERROR_CATALOGUE[code] as ErrorSpec).named !== true,
);

/**
 * Issue 24 item 1: every code of `codes` must reach the portal's screen in some scenario's
 * browser journey, from a scenario that proves it: an alert the journey expects (or, for a silent
 * code, the absence it expects), or, for a code whose behaviour is a page, a journey of that
 * scenario that arrives on the page. Returns the codes no journey shows, each with a sentence.
 */
export function codesWithoutJourney(
  scenarios: Iterable<{ name: string; scenario: Pick<Scenario, 'codes' | 'browser'> }>,
  codes: readonly ErrorCode[] = SPEC_CODES,
): string[] {
  const shown = new Set<ErrorCode>();
  for (const { scenario } of scenarios) {
    for (const code of codesShownInBrowser(scenario).keys()) shown.add(code);
    const paths = new Set(scenario.browser.flatMap((j) => j.steps.map((s) => s.expectPath)));
    for (const code of scenario.codes) {
      const page = PAGE_OF_BEHAVIOUR[ERROR_CATALOGUE[code].behaviour];
      if (page !== undefined && paths.has(page)) shown.add(code);
    }
  }
  return codes
    .filter((code) => !shown.has(code))
    .map(
      (code) =>
        `${code}: no scenario's browser journey shows it (expectAlert: ${code}, or its page for a code that opens one); ` +
        'add a scenario whose state makes the portal show it (scenarios/README.md)',
    );
}
