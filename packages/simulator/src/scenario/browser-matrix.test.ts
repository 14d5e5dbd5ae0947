import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIOS_DIR } from '../paths';
import { SMALL_SCENARIO_YAML } from '../test-support';
import { browserMatrixProblems, codesWithoutJourney, SPEC_CODES } from './browser-matrix';
import { loadScenarios, parseScenario } from './loader';
import { ScenarioError } from './scenario-error';

const scenarios = await loadScenarios(DEFAULT_SCENARIOS_DIR);

const lineOf = (text: string, fragment: string): number => {
  const index = text.split('\n').findIndex((line) => line.includes(fragment));
  if (index < 0) throw new Error(`fragment not in text: ${fragment}`);
  return index + 1;
};

function errorOf(text: string): ScenarioError {
  try {
    parseScenario(text, 'browser.yaml');
  } catch (error) {
    if (error instanceof ScenarioError) return error;
    throw error;
  }
  throw new Error('expected a ScenarioError');
}

/** SMALL_SCENARIO_YAML (codes: [INVALID_USER]) with a browser block appended. */
const withBrowser = (block: string): string => `${SMALL_SCENARIO_YAML}${block}`;

const WRONG_PASSWORD_JOURNEY = `browser:
  - name: a wrong password
    steps:
      - signIn: { as: ann@example.com, password: nope }
      - expectAlert: INVALID_USER
      - expectPath: /
`;

describe('the error matrix rule on scenarios/', () => {
  it.each([...scenarios.keys()])('%s: each code is seen in a journey or listed browserless', (name) => {
    const { scenario } = scenarios.get(name) ?? expect.unreachable();
    const problems = browserMatrixProblems(name, scenario);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('journeys exist where a screen does (login, environments, launch)', () => {
    const withJourneys = [...scenarios.values()].filter((s) => s.scenario.browser.length > 0);
    expect(withJourneys.map((s) => s.name)).toEqual(
      expect.arrayContaining(['default', 'no-license', 'auth/lockout', 'launch/booting-instance']),
    );
  });
});

describe("every code of the specification's catalogue on screen (issue 24)", () => {
  it('the specification has 71 codes', () => {
    expect(SPEC_CODES).toHaveLength(71);
  });

  it('each is shown by a browser journey of a scenario that proves it', () => {
    const problems = codesWithoutJourney(scenarios.values());
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('counts an alert, an expected absence, or the page of a code that opens one', () => {
    const scenario = (codes: string[], steps: object[]) => ({
      name: 's',
      scenario: { codes, browser: [{ name: 'j', steps }] } as never,
    });
    expect(
      codesWithoutJourney(
        [
          scenario(['INVALID_USER'], [{ expectAlert: 'INVALID_USER' }]),
          scenario(['INVALID_COMPANY'], [{ expectNoAlert: 'INVALID_COMPANY' }]),
          scenario(['HAS_PENDING_CONNECTION'], [{ expectPath: '/pendingConnection' }]),
          scenario(['USER_ACCESS_IS_RESTRICTED'], [{ expectPath: '/' }]),
          scenario(['IS_REQUIRED'], [{ expectText: 'Is required' }]),
        ],
        [
          'INVALID_USER',
          'INVALID_COMPANY',
          'HAS_PENDING_CONNECTION',
          'USER_ACCESS_IS_RESTRICTED',
          'IS_REQUIRED',
        ],
      ).map((problem) => problem.split(':')[0]),
    ).toEqual(['USER_ACCESS_IS_RESTRICTED', 'IS_REQUIRED']);
  });
});

describe('browserMatrixProblems', () => {
  const journey = (codes: string[]) => ({
    name: 'j',
    steps: codes.map((code) => ({ expectAlert: code as 'INVALID_USER' })),
  });

  it('accepts codes seen in a journey or listed browserless with a reason', () => {
    expect(
      browserMatrixProblems('s', {
        codes: ['INVALID_USER', 'NOT_INPUT_DATA'],
        browser: [journey(['INVALID_USER'])],
        browserless: [{ code: 'NOT_INPUT_DATA', reason: 'the form checks first' }],
      }),
    ).toEqual([]);
  });

  it('names a code nobody shows and a code that hides in browserless', () => {
    expect(
      browserMatrixProblems('s', {
        codes: ['INVALID_USER', 'USER_NOT_FOUND'],
        browser: [journey(['INVALID_USER'])],
        browserless: [{ code: 'INVALID_USER', reason: 'no screen' }],
      }),
    ).toEqual([
      's: INVALID_USER is listed under browserless: but the journey "j" shows it: remove it from browserless:',
      expect.stringMatching(/^s: USER_NOT_FOUND is in codes: but no browser journey expects it/),
    ]);
  });
});

describe('expectNoAlert: the browser proof of a silent code', () => {
  it('counts for the matrix rule like expectAlert', () => {
    expect(
      browserMatrixProblems('s', {
        codes: ['INVALID_COMPANY'],
        browser: [{ name: 'j', steps: [{ expectNoAlert: 'INVALID_COMPANY' }] }],
        browserless: [],
      }),
    ).toEqual([]);
  });

  it('is refused for a code whose behaviour shows an alert', () => {
    const text = withBrowser(`browser:
  - name: wrong
    steps:
      - expectNoAlert: INVALID_USER
`);
    expect(errorOf(text).message).toMatch(/INVALID_USER is not a silent code/);
  });
});

describe('the browser: block of the format', () => {
  it('reads journeys; advanceClock is carried in milliseconds', () => {
    const s = parseScenario(
      withBrowser(`${WRONG_PASSWORD_JOURNEY}  - name: later
    steps:
      - signIn: { email: nobody@example.com, password: x }
      - advanceClock: 5m
      - advanceClock: 90s
      - signOut: true
`),
      'ok.yaml',
    );
    expect(s.browser[0]?.steps[0]).toEqual({ signIn: { as: 'ann@example.com', password: 'nope' } });
    expect(s.browser[1]?.steps.slice(1, 3)).toEqual([{ advanceClock: 300_000 }, { advanceClock: 90_000 }]);
    expect(s.browserless).toEqual([]);
  });

  it('a step has exactly one action, and unknown ones are named', () => {
    const text = withBrowser(`browser:
  - name: bad steps
    steps:
      - expectPath: /
        expectHeading: Sign in
      - clickOn: Sign in
      - advanceClock: "5"
      - advanceClock: 31d
`);
    const err = errorOf(text);
    expect(err.issues.map((i) => i.path)).toEqual([
      'browser[0].steps[0]',
      'browser[0].steps[1].clickOn',
      'browser[0].steps[1]',
      'browser[0].steps[2].advanceClock',
      'browser[0].steps[3].advanceClock',
    ]);
    expect(err.issues[0]?.message).toMatch(
      /exactly one of signIn, .*expectSession \(got expectPath, expectHeading\)/,
    );
    expect(err.issues[1]).toMatchObject({
      line: lineOf(text, 'clickOn'),
      message: 'unknown field "clickOn"',
    });
    expect(err.issues[2]?.message).toMatch(/\(got none\)/);
    expect(err.issues[3]?.message).toMatch(/a duration with its unit/);
    expect(err.issues[4]?.message).toMatch(/at most 30 days/);
  });

  it('signs in as a user of the scenario, or with an e-mail nobody has', () => {
    const text = withBrowser(`browser:
  - name: accounts
    steps:
      - signIn: { as: ghost@example.com }
      - signIn: { email: ann@example.com, password: x }
      - signIn: { email: nobody@example.com }
      - signIn: { as: ann@example.com, email: nobody@example.com, password: x }
`);
    const err = errorOf(text);
    expect(err.issues.map((i) => i.path)).toEqual([
      'browser[0].steps[2].signIn.password',
      'browser[0].steps[3].signIn',
    ]);
    // Once the shapes are right, the references are checked against users:.
    const refs = errorOf(
      text
        .replace('      - signIn: { email: nobody@example.com }\n', '')
        .replace('      - signIn: { as: ann@example.com, email: nobody@example.com, password: x }\n', ''),
    );
    expect(refs.issues).toEqual([
      expect.objectContaining({
        path: 'browser[0].steps[0].signIn.as',
        line: lineOf(text, 'ghost@'),
        message: expect.stringContaining('unknown user e-mail "ghost@example.com"'),
      }),
      expect.objectContaining({
        path: 'browser[0].steps[1].signIn.email',
        message: expect.stringContaining('write as: ann@example.com'),
      }),
    ]);
  });

  it("launches only an environment of the scenario's clients, refused at the step's line", () => {
    const text = withBrowser(`browser:
  - name: launches
    steps:
      - signIn: { as: ann@example.com }
      - launch: One Desktop
      - launch: Ghost Desktop
`);
    const err = errorOf(text);
    expect(err.issues).toEqual([
      {
        path: 'browser[0].steps[2].launch',
        line: lineOf(text, 'Ghost Desktop'),
        column: expect.any(Number),
        message: `unknown environment "Ghost Desktop": launch one of the scenario's desktop environments, web ones open their apps instead (One Desktop, Two Desktop)`,
      },
    ]);
    // A web environment has no Launch button: its button opens the apps.
    const web = withBrowser(`browser:
  - name: launches a web environment
    steps:
      - signIn: { as: ann@example.com }
      - launch: One Web
`).replace(
      '        access_group: DESKTOP\n',
      '        access_group: DESKTOP\n      - { environment_uuid: one-web, name: One Web, access_group: WEB }\n',
    );
    expect(errorOf(web).issues).toEqual([
      expect.objectContaining({ path: 'browser[0].steps[1].launch', line: lineOf(web, 'launch: One Web') }),
    ]);
  });

  it('expects and excuses only codes the probes prove', () => {
    const text = withBrowser(`browser:
  - name: codes
    steps:
      - expectAlert: USER_NOT_FOUND
browserless:
  - code: NOT_INPUT_DATA
    reason: the form checks first
  - code: NOPE
    reason: x
  - code: INVALID_USER
`);
    const err = errorOf(text);
    expect(err.issues.map((i) => i.path)).toEqual(['browserless[1].code', 'browserless[2].reason']);
    const refs = errorOf(text.replace(/ {2}- code: NOPE\n.*\n {2}- code: INVALID_USER\n/, ''));
    expect(refs.issues.map((i) => [i.path, i.message])).toEqual([
      ['browser[0].steps[0].expectAlert', expect.stringContaining('USER_NOT_FOUND is not in codes')],
      ['browserless[0].code', 'NOT_INPUT_DATA is not in codes:'],
    ]);
  });
});
