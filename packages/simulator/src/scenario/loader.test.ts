import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIOS_DIR } from '../paths';
import { errorOf, SMALL_SCENARIO_YAML, scenarioDir } from '../test-support';
import { loadDirectory, loadScenarios, parseScenario, scenarioName } from './loader';
import { formatPath } from './yaml-source';

const lineOf = (text: string, fragment: string): number => {
  const index = text.split('\n').findIndex((line) => line.includes(fragment));
  if (index < 0) throw new Error(`fragment not in text: ${fragment}`);
  return index + 1;
};

const TWO_ENVS = SMALL_SCENARIO_YAML.replace(
  '        access_group: DESKTOP\n',
  '        access_group: DESKTOP\n      - environment_uuid: one-env-2\n        name: Second\n        access_group: DESK\n',
);

describe('parseScenario', () => {
  it('reads a good file with its defaults', () => {
    const s = parseScenario(SMALL_SCENARIO_YAML, 'small.yaml');
    expect(s.settings.maxLoginAttempts).toBe(3);
    expect(s.users[0]).toMatchObject({ email: 'ann@example.com', active: true, external: false });
    expect(s.users[2]?.active).toBe(false);
    expect(s.clients[0]?.instance).toEqual({ state: 'on' });
    expect(s.clients[1]?.instance).toEqual({ state: 'off', bootMinutes: 2 });
    expect(s.clients[1]?.web_apps).toEqual([]);
    expect(s.faults).toEqual([]);
  });

  it('defaults maxLoginAttempts to 5 and an off instance to a 5-minute boot', () => {
    const text = SMALL_SCENARIO_YAML.replace('settings:\n  maxLoginAttempts: 3\n', '').replace(
      '{ state: off, bootMinutes: 2 }',
      '{ state: off }',
    );
    const s = parseScenario(text, 'x.yaml');
    expect(s.settings.maxLoginAttempts).toBe(5);
    expect(s.clients[1]?.instance).toEqual({ state: 'off', bootMinutes: 5 });
  });

  it('names file, YAML path, line and problem for a bad value', () => {
    const err = errorOf(() => parseScenario(TWO_ENVS, 'bad-env.yaml'));
    const line = TWO_ENVS.split('\n').findIndex((l) => l.endsWith('access_group: DESK')) + 1;
    expect(err.issues).toEqual([
      expect.objectContaining({ path: 'clients[0].environments[1].access_group', line, column: 23 }),
    ]);
    expect(err.message).toContain('bad-env.yaml');
    expect(err.message).toContain(`line ${line}, column 23, at clients[0].environments[1].access_group`);
    expect(err.message).toMatch(/DESKTOP/);
  });

  it('points a misspelt field at the key itself', () => {
    const text = SMALL_SCENARIO_YAML.replace('    license_limit: 1\n', '    licence_limit: 1\n');
    const err = errorOf(() => parseScenario(text, 'typo.yaml'));
    expect(err.issues).toEqual([
      expect.objectContaining({
        path: 'clients[0].licence_limit',
        line: lineOf(text, 'licence_limit'),
        message: 'unknown field "licence_limit"',
      }),
    ]);
  });

  it('points a missing field at its parent', () => {
    const text = SMALL_SCENARIO_YAML.replace('    name: Two\n', '');
    const err = errorOf(() => parseScenario(text, 'missing.yaml'));
    expect(err.issues[0]).toMatchObject({ path: 'clients[1].name', line: lineOf(text, 'client_uuid: two') });
    expect(err.issues[0]?.message).toMatch(/required field is missing/);
  });

  it('names the line of a YAML syntax error', () => {
    const text = 'title: Broken\ncodes: [INVALID_USER\nsteps:\n  - x\n';
    const err = errorOf(() => parseScenario(text, 'broken.yaml'));
    expect(err.message).toContain('broken.yaml');
    expect(err.message).toContain('invalid YAML');
    expect(err.issues[0]?.line).toBeGreaterThanOrEqual(2);
    expect(err.message).toMatch(/line \d+, column \d+/);
  });

  it('refuses an alias bomb ("billion laughs") with the file and the line of its first alias', () => {
    const text = [
      'title: Bomb',
      'a: &a [x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'd: [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
      '',
    ].join('\n');
    const err = errorOf(() => parseScenario(text, 'bomb.yaml'));
    expect(err.message).toContain('bomb.yaml');
    expect(err.message).toContain('invalid YAML');
    expect(err.issues[0]).toMatchObject({ path: '(yaml aliases)', line: lineOf(text, '*a') });
    expect(err.issues[0]?.message).toContain('aliases expand too many times');
  });

  it('names the line of an alias to no anchor', () => {
    const text = 'title: A\na: &x 1\nb: *x\nc: *nope\n';
    const err = errorOf(() => parseScenario(text, 'alias.yaml'));
    expect(err.issues[0]).toMatchObject({ path: '(yaml aliases)', line: 4 });
    expect(err.issues[0]?.message).toContain('names no anchor');
  });

  it('still reads a file with a few aliases', () => {
    const text = SMALL_SCENARIO_YAML.replace(
      '    password: Ann@Pass1\n',
      '    password: &pw Ann@Pass1\n',
    ).replace('    password: Bob@Pass1\n', '    password: *pw\n');
    expect(parseScenario(text, 'aliases.yaml').users[1]?.password).toBe('Ann@Pass1');
  });

  it('rejects duplicate keys as a syntax error with their line', () => {
    const text = 'title: A\ntitle: B\n';
    const err = errorOf(() => parseScenario(text, 'dup.yaml'));
    expect(err.issues[0]?.line).toBe(2);
  });

  it('rejects a code that is not in the error catalogue', () => {
    const text = SMALL_SCENARIO_YAML.replace('codes: [INVALID_USER]', 'codes: [INVALID_USER, NOT_A_CODE]');
    const err = errorOf(() => parseScenario(text, 'codes.yaml'));
    expect(err.issues[0]).toMatchObject({ path: 'codes[1]', line: 2 });
    expect(err.message).toContain('unknown error code "NOT_A_CODE"');
  });

  it('checks that a user only names clients of the scenario', () => {
    const text = SMALL_SCENARIO_YAML.replace('clients: [one, two]', 'clients: [one, ghost]');
    const err = errorOf(() => parseScenario(text, 'ref.yaml'));
    expect(err.issues[0]).toMatchObject({ path: 'users[0].clients[1]', line: lineOf(text, '[one, ghost]') });
    expect(err.message).toContain('unknown client_uuid "ghost"');
  });

  it('checks faults: route name, error code and that they do something', () => {
    const text = `${SMALL_SCENARIO_YAML}faults:
  - route: loginAtempt
    error: NO_LICENSE_CLIENT
  - route: loginAttempt
    error: NOPE
  - route: clients
    times: 2
`;
    const err = errorOf(() => parseScenario(text, 'faults.yaml'));
    const paths = err.issues.map((i) => i.path);
    expect(paths).toEqual(['faults[0].route', 'faults[1].error', 'faults[2]']);
    expect(err.issues[0]?.line).toBe(lineOf(text, 'loginAtempt'));
    expect(err.issues[0]?.message).toContain('loginAttempt');
  });

  it('checks that a fault matches a client and user of the scenario', () => {
    const text = `${SMALL_SCENARIO_YAML}faults:
  - route: clients
    status: 503
    match: { cli_uuid: nowhere, email: nobody@example.com }
`;
    const err = errorOf(() => parseScenario(text, 'faults.yaml'));
    expect(err.issues.map((i) => i.path)).toEqual(['faults[0].match.cli_uuid', 'faults[0].match.email']);
    expect(err.issues[0]?.line).toBe(lineOf(text, 'nowhere'));
  });

  it('requires the TSPLUS block fields', () => {
    const text = SMALL_SCENARIO_YAML.replace('      window_name: one-win\n', '');
    const err = errorOf(() => parseScenario(text, 'tsplus.yaml'));
    expect(err.issues[0]).toMatchObject({ path: 'clients[0].virtualizer.window_name' });
  });

  it('reports an empty file at the root', () => {
    const err = errorOf(() => parseScenario('', 'empty.yaml'));
    expect(err.issues[0]).toMatchObject({ path: '(root)', line: 1 });
  });
});

describe('formatPath', () => {
  it('writes paths the way people read them', () => {
    expect(formatPath(['clients', 0, 'environments', 1, 'access_group'])).toBe(
      'clients[0].environments[1].access_group',
    );
    expect(formatPath([])).toBe('(root)');
  });
});

describe('loading files', () => {
  it('loads the repo scenarios, default first among them', async () => {
    const all = await loadScenarios(DEFAULT_SCENARIOS_DIR);
    expect([...all.keys()]).toEqual(expect.arrayContaining(['default', 'no-license']));
    const def = all.get('default')?.scenario;
    expect(def?.users).toEqual([
      expect.objectContaining({
        email: 'demo@example.com',
        password: 'Demo@Portal2026',
        clients: ['acme-finance', 'acme-web', 'contoso-labs'],
      }),
    ]);
    expect(def?.codes).toEqual(['INVALID_USER', 'USER_NOT_FOUND']);
    const web = def?.clients.find((c) => c.client_uuid === 'acme-web');
    expect(web).toMatchObject({
      name: 'Acme Web',
      environments: [expect.objectContaining({ name: 'Web Portal', access_group: 'WEB' })],
      virtualizer: {
        virtualizer: 'TSPLUS',
        instance: '10.0.0.12',
        webport: 8080,
        window_name: 'acme-web',
        use_dns: false,
      },
    });
    expect(web?.web_apps.length).toBeGreaterThanOrEqual(3);
  });

  it('names the bad file of a directory', async () => {
    const { dir, cleanup } = await scenarioDir({ 'good.yaml': SMALL_SCENARIO_YAML, 'bad.yaml': 'title: [' });
    try {
      await expect(loadScenarios(dir)).rejects.toThrow(join(dir, 'bad.yaml'));
    } finally {
      await cleanup();
    }
  });

  it('reports a .yml or upper-case .YAML file as not loaded, with the name to use, never skips it', async () => {
    const { dir, cleanup } = await scenarioDir({
      'good.yaml': SMALL_SCENARIO_YAML,
      'auth/lockout.yml': SMALL_SCENARIO_YAML,
      'shouty.YAML': SMALL_SCENARIO_YAML,
      '_fixtures/acme.yaml': FIXTURE_YAML,
      '_fixtures/acme.yml': FIXTURE_YAML,
      'notes.txt': 'not YAML: still ignored',
    });
    try {
      const { scenarios, fixtures, errors } = await loadDirectory(dir);
      expect([...scenarios.keys()]).toEqual(['good']);
      // The misnamed fixture does not hide the good one of the same name.
      expect(fixtures.get('acme')).not.toBeInstanceOf(Error);
      expect(errors.map((e) => [e.file, e.summary])).toEqual([
        [join(dir, '_fixtures', 'acme.yml'), 'fixture files end in .yaml: rename it to acme.yaml'],
        [join(dir, 'auth', 'lockout.yml'), 'scenario files end in .yaml: rename it to lockout.yaml'],
        [join(dir, 'shouty.YAML'), 'scenario files end in .yaml: rename it to shouty.yaml'],
      ]);
      // Strict, as `pnpm sim validate` loads: the directory fails.
      await expect(loadScenarios(dir)).rejects.toThrow(/acme\.yml: fixture files end in \.yaml/);
    } finally {
      await cleanup();
    }
  });

  it('refuses file and folder names that are not kebab-case', async () => {
    expect(() => scenarioName('/s', '/s/Bad_Name.yaml')).toThrow(/bad scenario name "Bad_Name"/);
    expect(() => scenarioName('/s', '/s/Launch/x.yaml')).toThrow(/bad scenario name "Launch\/x"/);
    expect(scenarioName('/s', '/s/launch/pending-connection.yaml')).toBe('launch/pending-connection');
  });
});

const FIXTURE_YAML = `users:
  - email: ann@example.com
    password: Fixture@Pass1
    clients: [one]
  - email: zed@example.com
    password: Zed@Pass1
    clients: [one]
clients:
  - client_uuid: one
    name: From the fixture
settings:
  maxLoginAttempts: 7
`;

const EXTENDING_YAML = `title: Extends
extends: [acme]
codes: []
steps:
  - Sign in.
users:
  - email: ann@example.com
    password: Scenario@Pass1
    clients: [one, two]
clients:
  - client_uuid: two
    name: Two
`;

describe('sub-folders and fixtures', () => {
  it('names scenarios by their path, skips _folders and merges fixtures by key', async () => {
    const { dir, cleanup } = await scenarioDir({
      '_fixtures/acme.yaml': FIXTURE_YAML,
      '_drafts/ignored.yaml': 'not: a scenario',
      'launch/extends.yaml': EXTENDING_YAML,
      'small.yaml': SMALL_SCENARIO_YAML,
    });
    try {
      const all = await loadScenarios(dir);
      expect([...all.keys()]).toEqual(['launch/extends', 'small']);
      const s = all.get('launch/extends')?.scenario;
      // The scenario's ann replaces the fixture's ann in place; zed comes from the fixture.
      expect(s?.users.map((u) => [u.email, u.password])).toEqual([
        ['ann@example.com', 'Scenario@Pass1'],
        ['zed@example.com', 'Zed@Pass1'],
      ]);
      expect(s?.clients.map((c) => c.client_uuid)).toEqual(['one', 'two']);
      expect(s?.settings.maxLoginAttempts).toBe(7);
    } finally {
      await cleanup();
    }
  });

  it('reports an unknown fixture at the extends line', async () => {
    const { dir, cleanup } = await scenarioDir({
      '_fixtures/acme.yaml': FIXTURE_YAML,
      'x.yaml': EXTENDING_YAML.replace('extends: [acme]', 'extends: [acme, nope]'),
    });
    try {
      const { errors } = await loadDirectory(dir);
      expect(errors).toHaveLength(1);
      expect(errors[0]?.issues[0]).toMatchObject({ path: 'extends[1]', line: 2 });
      expect(errors[0]?.message).toContain('unknown fixture "nope"');
      expect(errors[0]?.message).toContain('(known: acme)');
    } finally {
      await cleanup();
    }
  });

  it('names the fixture file and line for a problem inside a fixture', async () => {
    const broken = FIXTURE_YAML.replace(
      '    name: From the fixture\n',
      '    name: From the fixture\n    colour: red\n',
    );
    const { dir, cleanup } = await scenarioDir({ '_fixtures/acme.yaml': broken, 'x.yaml': EXTENDING_YAML });
    try {
      const { errors } = await loadDirectory(dir);
      const fixtureFile = join(dir, '_fixtures', 'acme.yaml');
      expect(errors.map((e) => e.file)).toEqual([fixtureFile, join(dir, 'x.yaml')]);
      expect(errors[0]?.issues[0]).toMatchObject({
        path: 'clients[0].colour',
        line: lineOf(broken, 'colour'),
      });
      expect(errors[1]?.message).toContain(`fixture "acme" cannot be used: fix ${fixtureFile} first`);
      // The fixture's own problems come with the scenario's error, each with the fixture's file and
      // line: a broken default.yaml stops the start and is then the only error shown.
      expect(errors[1]?.issues).toEqual([
        expect.objectContaining({ path: 'extends[0]' }),
        expect.objectContaining({
          file: fixtureFile,
          path: 'clients[0].colour',
          line: lineOf(broken, 'colour'),
          message: 'unknown field "colour"',
        }),
      ]);
      expect(errors[1]?.message).toContain('first (invalid fixture)');
      expect(errors[1]?.message).toContain(`${fixtureFile} line ${lineOf(broken, 'colour')}`);
      await expect(loadScenarios(dir)).rejects.toThrow(fixtureFile);
    } finally {
      await cleanup();
    }
  });

  it('locates a cross-file problem in the fixture that holds it', async () => {
    // zed comes from the fixture, so its unknown client is the fixture's line, not the scenario's.
    const fixture = FIXTURE_YAML.replace(
      '    clients: [one]\nclients:',
      '    clients: [one, ghost]\nclients:',
    );
    const { dir, cleanup } = await scenarioDir({ '_fixtures/acme.yaml': fixture, 'x.yaml': EXTENDING_YAML });
    try {
      const { errors } = await loadDirectory(dir);
      expect(errors).toHaveLength(1);
      expect(errors[0]?.file).toBe(join(dir, 'x.yaml'));
      expect(errors[0]?.issues[0]).toMatchObject({
        file: join(dir, '_fixtures', 'acme.yaml'),
        path: 'users[1].clients[1]',
        line: lineOf(fixture, '[one, ghost]'),
      });
      expect(errors[0]?.message).toContain(`${join(dir, '_fixtures', 'acme.yaml')} line`);
    } finally {
      await cleanup();
    }
  });

  it('needs a user from somewhere and a probe account among them', () => {
    const text = `title: Empty
codes: []
steps: [x]
probes:
  - as: ghost@example.com
    call: clients
    expect: { status: 200 }
`;
    const err = errorOf(() => parseScenario(text, 'empty.yaml'));
    expect(err.issues.map((i) => i.path)).toEqual(['users', 'probes[0].as']);
  });
});
