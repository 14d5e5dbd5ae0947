import { ERROR_CATALOGUE } from '@portal/contracts/errors';
import { z } from 'zod';
import { BrowserJourneySchema, BrowserlessCodeSchema } from './browser';
import { type ScenarioClient, ScenarioClientSchema } from './clients';
import { type Fault, FaultSchema } from './faults';
import { ProbeSchema } from './probes';
import { ErrorCodeSchema, FixtureNameSchema, text } from './refs';
import { type ScenarioSettings, SettingsInputSchema } from './settings';
import { type ScenarioUser, ScenarioUserSchema } from './users';

/** `scenarios/_fixtures/NAME.yaml`: users, clients and settings that scenarios extend. */
export const FixtureFileSchema = z.strictObject({
  description: text.optional(),
  settings: SettingsInputSchema.optional(),
  users: z.array(ScenarioUserSchema).default([]),
  clients: z.array(ScenarioClientSchema).default([]),
});
export type Fixture = z.output<typeof FixtureFileSchema>;

/** One scenario file as written, before its fixtures are merged in. */
export const ScenarioFileSchema = z.strictObject({
  title: text,
  description: text.optional(),
  /** Fixtures (file names of _fixtures/ without .yaml) whose users, clients and settings this scenario starts from. */
  extends: z.array(FixtureNameSchema).default([]),
  /** Error codes a tester can reproduce with this scenario: exactly the codes its probes produce. */
  codes: z.array(ErrorCodeSchema),
  /** What a tester does in the browser. */
  steps: z.array(text).min(1),
  settings: SettingsInputSchema.optional(),
  /** Merged over the fixtures' users; a user with a fixture user's e-mail replaces it. */
  users: z.array(ScenarioUserSchema).default([]),
  /** Merged over the fixtures' clients; a client with a fixture client's client_uuid replaces it. */
  clients: z.array(ScenarioClientSchema).default([]),
  faults: z.array(FaultSchema).default([]),
  /** Upstream calls that prove the codes, run in order in one fresh world. */
  probes: z.array(ProbeSchema).default([]),
  /** Journeys in the browser, run by tests/e2e/error-matrix: the probes' counterpart where a screen exists. */
  browser: z.array(BrowserJourneySchema).default([]),
  /** Codes of `codes:` no journey shows (no screen reaches them yet), each with the reason. */
  browserless: z.array(BrowserlessCodeSchema).default([]),
});
export type ScenarioFile = z.output<typeof ScenarioFileSchema>;
export type ScenarioInput = z.input<typeof ScenarioFileSchema>;

/** A scenario with its fixtures merged in: what seeds a world. */
export type Scenario = Omit<ScenarioFile, 'settings' | 'users' | 'clients' | 'faults'> & {
  settings: ScenarioSettings;
  users: ScenarioUser[];
  clients: ScenarioClient[];
  faults: Fault[];
};

export type PathKey = string | number;

export interface CrossIssue {
  /** A path in the merged scenario; the loader maps users[i] and clients[i] back to their file. */
  path: PathKey[];
  message: string;
}

/** Rules that span blocks, checked once fixtures are merged in. */
export function crossCheck(s: Scenario): CrossIssue[] {
  const issues: CrossIssue[] = [];
  if (s.users.length === 0) {
    issues.push({ path: ['users'], message: 'at least one user is needed (here or from extends)' });
  }
  const clientIds = new Set<string>();
  s.clients.forEach((c, i) => {
    if (clientIds.has(c.client_uuid)) {
      issues.push({ path: ['clients', i, 'client_uuid'], message: 'duplicate client_uuid' });
    }
    clientIds.add(c.client_uuid);
    const envIds = new Set<string>();
    c.environments.forEach((env, j) => {
      if (envIds.has(env.environment_uuid)) {
        issues.push({
          path: ['clients', i, 'environments', j, 'environment_uuid'],
          message: 'duplicate environment_uuid in this client',
        });
      }
      envIds.add(env.environment_uuid);
    });
  });
  const emails = new Set<string>();
  s.users.forEach((u, i) => {
    const email = u.email.toLowerCase();
    if (emails.has(email)) issues.push({ path: ['users', i, 'email'], message: 'duplicate user e-mail' });
    emails.add(email);
    u.clients.forEach((id, j) => {
      if (!clientIds.has(id)) {
        issues.push({
          path: ['users', i, 'clients', j],
          message: `unknown client_uuid "${id}": no client in this scenario has it`,
        });
      }
    });
    const sessionClients = new Set<string>();
    u.sessions.forEach((session, j) => {
      if (!u.clients.includes(session.client) || sessionClients.has(session.client)) {
        issues.push({
          path: ['users', i, 'sessions', j, 'client'],
          message: `"${session.client}" must be one of this user's clients, with one session at most`,
        });
      }
      sessionClients.add(session.client);
      if (session.pendingMinutes !== undefined && session.pendingSeconds !== undefined) {
        issues.push({
          path: ['users', i, 'sessions', j, 'pendingSeconds'],
          message: 'pendingMinutes or pendingSeconds, not both',
        });
      }
    });
  });
  s.faults.forEach((f, i) => {
    if (f.match?.cli_uuid !== undefined && !clientIds.has(f.match.cli_uuid)) {
      issues.push({
        path: ['faults', i, 'match', 'cli_uuid'],
        message: `unknown client_uuid "${f.match.cli_uuid}"`,
      });
    }
    if (f.match?.email !== undefined && !emails.has(f.match.email.toLowerCase())) {
      issues.push({
        path: ['faults', i, 'match', 'email'],
        message: `unknown user e-mail "${f.match.email}"`,
      });
    }
  });
  s.probes.forEach((p, i) => {
    if (p.as !== undefined && !emails.has(p.as.toLowerCase())) {
      issues.push({
        path: ['probes', i, 'as'],
        message: `unknown user e-mail "${p.as}": a probe signs in as one of the scenario's users`,
      });
    }
  });
  issues.push(...crossCheckBrowser(s, emails));
  return issues;
}

/**
 * `launch: NAME` clicks the button "Launch NAME" of an environment card: a NAME no environment of
 * the scenario has would only fail in the browser test, long after validate said the file was fine.
 */
function launchIssues(
  name: string | undefined,
  at: PathKey[],
  environments: ReadonlySet<string>,
): CrossIssue[] {
  if (name === undefined || environments.has(name)) return [];
  return [
    {
      path: [...at, 'launch'],
      message: `unknown environment "${name}": launch one of the scenario's desktop environments, web ones open their apps instead (${[...environments].join(', ') || 'none'})`,
    },
  ];
}

/** The browser block names only the scenario's users, environments and codes. */
function crossCheckBrowser(s: Scenario, emails: ReadonlySet<string>): CrossIssue[] {
  const issues: CrossIssue[] = [];
  // Only what a Launch button opens: a web environment's button opens its apps instead.
  const environments = new Set(
    s.clients.flatMap((c) => c.environments.filter((e) => e.access_group !== 'WEB').map((e) => e.name)),
  );
  const codes = new Set<string>(s.codes);
  const secrets = new Set(
    s.users.filter((u) => u.totpSecret !== undefined).map((u) => u.email.toLowerCase()),
  );
  s.browser.forEach((journey, i) => {
    journey.steps.forEach((step, j) => {
      const at = ['browser', i, 'steps', j];
      const { as, email } = step.signIn ?? {};
      if (as !== undefined && !emails.has(as.toLowerCase())) {
        issues.push({
          path: [...at, 'signIn', 'as'],
          message: `unknown user e-mail "${as}": sign in as one of the scenario's users (or use email: for an unknown one)`,
        });
      }
      if (email !== undefined && emails.has(email.toLowerCase())) {
        issues.push({
          path: [...at, 'signIn', 'email'],
          message: `"${email}" is a user of the scenario: write as: ${email} (the password then comes from users:)`,
        });
      }
      issues.push(...launchIssues(step.launch, at, environments));
      const otp = step.enterOtp;
      if (typeof otp === 'object' && 'currentFor' in otp && !secrets.has(otp.currentFor.toLowerCase())) {
        issues.push({
          path: [...at, 'enterOtp', 'currentFor'],
          message: `"${otp.currentFor}" is not a user of the scenario with a totpSecret: the code is computed from it`,
        });
      }
      if (step.expectAlert !== undefined && !codes.has(step.expectAlert)) {
        issues.push({
          path: [...at, 'expectAlert'],
          message: `${step.expectAlert} is not in codes: a journey shows only codes the probes prove`,
        });
      }
      if (step.expectNoAlert !== undefined && ERROR_CATALOGUE[step.expectNoAlert].behaviour !== 'silent') {
        issues.push({
          path: [...at, 'expectNoAlert'],
          message: `${step.expectNoAlert} is not a silent code: its catalogue behaviour shows an alert`,
        });
      } else if (step.expectNoAlert !== undefined && !codes.has(step.expectNoAlert)) {
        issues.push({
          path: [...at, 'expectNoAlert'],
          message: `${step.expectNoAlert} is not in codes: a journey shows only codes the probes prove`,
        });
      }
    });
  });
  const browserless = new Set<string>();
  s.browserless.forEach(({ code }, i) => {
    if (!codes.has(code)) {
      issues.push({ path: ['browserless', i, 'code'], message: `${code} is not in codes:` });
    }
    if (browserless.has(code)) {
      issues.push({ path: ['browserless', i, 'code'], message: `${code} is listed twice` });
    }
    browserless.add(code);
  });
  return issues;
}
