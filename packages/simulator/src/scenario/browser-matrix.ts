import type { ErrorCode } from '@portal/contracts/errors';
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
