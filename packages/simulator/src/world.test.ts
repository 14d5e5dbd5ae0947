import { ENDPOINTS, SUCCESS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { parseScenario } from './scenario/loader';
import { SMALL_SCENARIO_YAML, smallWorld } from './test-support';
import { World, type WorldSession } from './world';

const ANN = { email: 'ann@example.com', password: 'Ann@Pass1' };
const BOB = { email: 'bob@example.com', password: 'Bob@Pass1' };

function signIn(world: World, who: { email: string; password: string }): WorldSession {
  const reply = world.login(who);
  expect(reply.status).toBe(200);
  const { access_token } = ENDPOINTS.login.response.parse(reply.body);
  const session = world.session(access_token);
  if (!session) throw new Error('no session for the issued token');
  return session;
}

describe('sign-in', () => {
  it('issues a token that the world then recognises', () => {
    const world = smallWorld();
    const session = signIn(world, ANN);
    expect(session.email).toBe('ann@example.com');
    expect(world.session('sim_unknown')).toBeUndefined();
  });

  it('matches the e-mail without regard to case or spaces', () => {
    expect(smallWorld().login({ email: ' Ann@Example.com ', password: 'Ann@Pass1' }).status).toBe(200);
  });

  it('answers INVALID_USER for a wrong password and USER_NOT_FOUND for an unknown e-mail', () => {
    const world = smallWorld();
    expect(world.login({ ...ANN, password: 'nope' })).toEqual({
      status: 401,
      body: { error: 'INVALID_USER' },
    });
    expect(world.login({ email: 'who@example.com', password: 'x' })).toEqual({
      status: 404,
      body: { error: 'USER_NOT_FOUND' },
    });
  });

  it('answers USER_NOT_ACTIVE for a user the scenario made inactive, even with the right password', () => {
    expect(smallWorld().login({ email: 'off@example.com', password: 'Off@Pass1' })).toEqual({
      status: 403,
      body: { error: 'USER_NOT_ACTIVE' },
    });
  });

  it('makes the user inactive after maxLoginAttempts failures', () => {
    const world = smallWorld(); // maxLoginAttempts: 3
    const wrong = { ...ANN, password: 'wrong' };
    expect(world.login(wrong).body).toEqual({ error: 'INVALID_USER' });
    expect(world.login(wrong).body).toEqual({ error: 'INVALID_USER' });
    expect(world.login(wrong)).toEqual({ status: 403, body: { error: 'MAXIMUM_LOGIN_ATTEMPTS' } });
    expect(world.login(ANN)).toEqual({ status: 403, body: { error: 'USER_NOT_ACTIVE' } });
    expect(world.view().users.find((u) => u.email === ANN.email)).toMatchObject({
      active: false,
      failedAttempts: 3,
    });
  });

  it('forgets earlier failures after a good sign-in', () => {
    const world = smallWorld();
    const wrong = { ...ANN, password: 'wrong' };
    world.login(wrong);
    world.login(wrong);
    signIn(world, ANN);
    world.login(wrong);
    expect(world.login(wrong).body).toEqual({ error: 'INVALID_USER' });
  });

  it('ends a session on logout', () => {
    const world = smallWorld();
    const session = signIn(world, ANN);
    world.logout(session);
    expect(world.session(session.token)).toBeUndefined();
    expect(world.tokenValidate(session.token).body).toEqual({ error: 'INVALID_TOKEN' });
  });
});

describe('licences', () => {
  it('lets one active session take the only licence, then answers 202 NO_LICENSE_ENVIRONMENT', () => {
    const world = smallWorld();
    const ann = signIn(world, ANN);
    const bob = signIn(world, BOB);
    expect(world.loginAttempt(ann, 'one').body).toMatchObject({ licenses: SUCCESS, instances: SUCCESS });
    // Ann again keeps her licence rather than taking a second one.
    expect(world.loginAttempt(ann, 'one').status).toBe(200);
    expect(world.loginAttempt(bob, 'one')).toEqual({
      status: 202,
      body: { error: 'NO_LICENSE_ENVIRONMENT' },
    });
    expect(world.userSession(ann, 'one').body).toEqual({ is_active_session: true });
    expect(world.userSession(bob, 'one').body).toEqual({ is_active_session: false });
  });

  it('keeps the licence after sign-out and frees it on disconnect', () => {
    const world = smallWorld();
    const ann = signIn(world, ANN);
    world.loginAttempt(ann, 'one');
    world.logout(ann);
    const bob = signIn(world, BOB);
    expect(world.loginAttempt(bob, 'one').body).toEqual({ error: 'NO_LICENSE_ENVIRONMENT' });
    world.disconnectUser(signIn(world, ANN), 'one');
    expect(world.loginAttempt(bob, 'one').status).toBe(200);
  });

  it('counts licences seeded as taken by outside users and shows them in the client list', () => {
    const text = SMALL_SCENARIO_YAML.replace(
      '        access_group: DESKTOP\n',
      '        access_group: DESKTOP\n        license_count: 1\n',
    );
    const world = new World('w', 'x', parseScenario(text, 'x.yaml'));
    const ann = signIn(world, ANN);
    expect(world.loginAttempt(ann, 'one').body).toEqual({ error: 'NO_LICENSE_ENVIRONMENT' });
    const list = ENDPOINTS.clients.response.parse(world.clientList(ann).body);
    expect(list.clients[0]?.environments[0]?.license_count).toBe(1);
  });
});

describe('instances', () => {
  it('boots an instance that is off as the clock advances', () => {
    const world = smallWorld(); // client "two": off, bootMinutes 2
    const ann = signIn(world, ANN);
    expect(world.loginAttempt(ann, 'two')).toEqual({
      status: 202,
      body: { time: 120, licenses: SUCCESS, pending_connection: SUCCESS },
    });
    world.advanceClock(45_000);
    expect(world.loginAttempt(ann, 'two')).toMatchObject({ status: 202, body: { time: 75 } });
    expect(world.userSession(ann, 'two').body).toEqual({ is_active_session: false });
    world.advanceClock(75_000);
    expect(world.loginAttempt(ann, 'two')).toMatchObject({ status: 200, body: { instances: SUCCESS } });
    expect(world.userSession(ann, 'two').body).toEqual({ is_active_session: true });
  });

  it('starts over from the seed on reset, clock included', () => {
    const world = smallWorld();
    const ann = signIn(world, ANN);
    world.loginAttempt(ann, 'two');
    world.advanceClock(600_000);
    world.reset();
    expect(world.session(ann.token)).toBeUndefined();
    expect(world.view().clockOffsetMs).toBe(0);
    expect(world.loginAttempt(signIn(world, ANN), 'two').body).toMatchObject({ time: 120 });
  });

  it('answers 202 NO_INSTANCE_AVAILABLE for a client without environments', () => {
    const text = SMALL_SCENARIO_YAML.replace(
      /environments:\n {6}- environment_uuid: two-env\n {8}name: Two Desktop\n {8}access_group: DEFAULT\n/,
      'environments: []\n',
    );
    const world = new World('w', 'x', parseScenario(text, 'x.yaml'));
    expect(world.loginAttempt(signIn(world, ANN), 'two')).toEqual({
      status: 202,
      body: { error: 'NO_INSTANCE_AVAILABLE' },
    });
  });
});

describe('clients', () => {
  it('hides clients the user is not given, as if they did not exist', () => {
    const text = SMALL_SCENARIO_YAML.replace(
      '    clients: [one]\n',
      '    clients: [one]\n  - email: cy@example.com\n    password: Cy@Pass1\n    clients: [one]\n',
    );
    const world = new World('w', 'x', parseScenario(text, 'x.yaml'));
    const cy = signIn(world, { email: 'cy@example.com', password: 'Cy@Pass1' });
    expect(world.loginAttempt(cy, 'two')).toEqual({ status: 404, body: { error: 'CLIENT_NOT_FOUND' } });
    expect(world.webClientApps(cy, 'two').body).toEqual({ error: 'CLIENT_NOT_FOUND' });
    const ann = signIn(world, ANN);
    expect(world.loginAttempt(ann, 'nope')).toEqual({ status: 404, body: { error: 'CLIENT_NOT_FOUND' } });
    const list = ENDPOINTS.clients.response.parse(world.clientList(ann).body);
    expect(list.clients.map((c) => c.client_uuid)).toEqual(['one', 'two']);
  });
});

describe('faults', () => {
  it('answers a limited number of times and only for its match', () => {
    const world = smallWorld();
    world.addFault({
      route: 'loginAttempt',
      error: 'NO_LICENSE_CLIENT',
      times: 1,
      match: { cli_uuid: 'two' },
    });
    expect(world.takeFault('loginAttempt', { cliUuid: 'one' })).toBeUndefined();
    expect(world.takeFault('clients', { cliUuid: 'two' })).toBeUndefined();
    expect(world.takeFault('loginAttempt', { cliUuid: 'two' })?.error).toBe('NO_LICENSE_CLIENT');
    expect(world.takeFault('loginAttempt', { cliUuid: 'two' })).toBeUndefined();
    world.reset();
    expect(world.takeFault('loginAttempt', { cliUuid: 'two' })).toBeUndefined();
  });
});
