import type { ErrorCode } from '@portal/contracts/errors';
import type { LoadedScenario } from './loader';
import type { BrowserJourney, BrowserlessCode, Probe } from './schema';

/** An account QA can sign in with. */
export interface ScenarioAccount {
  email: string;
  password: string;
  totpSecret?: string;
  pin?: string;
}

/** One entry of `pnpm sim list --json` and of GET /__sim/scenarios (a stable interface). */
export interface ScenarioSummary {
  name: string;
  title: string;
  codes: ErrorCode[];
  accounts: ScenarioAccount[];
  steps: string[];
  /** The upstream calls that prove `codes` (scenario/probes.ts runs them). */
  probes: Probe[];
  /** Journeys in the browser (tests/e2e/error-matrix runs them); `advanceClock` in milliseconds. */
  browser: BrowserJourney[];
  /** Codes no journey shows, each with the reason. */
  browserless: BrowserlessCode[];
}

export function summarise({ name, scenario }: LoadedScenario): ScenarioSummary {
  return {
    name,
    title: scenario.title,
    codes: [...scenario.codes],
    accounts: scenario.users.map((u) => ({
      email: u.email,
      password: u.password,
      ...(u.totpSecret === undefined ? {} : { totpSecret: u.totpSecret }),
      ...(u.pin === undefined ? {} : { pin: u.pin }),
    })),
    steps: [...scenario.steps],
    probes: structuredClone(scenario.probes),
    browser: structuredClone(scenario.browser),
    browserless: structuredClone(scenario.browserless),
  };
}
