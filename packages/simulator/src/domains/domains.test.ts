import { ENDPOINTS, SUCCESS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario-loader';
import type { WorldSession } from '../state/sessions';
import { World } from '../state/world';
import { SMALL_SCENARIO_YAML, smallScenario, smallWorld } from '../test-support';
import { login, logout, tokenValidate } from './auth';
import { clientList } from './clients';
import { disconnectUser, loginAttempt, userSession } from './launch';
import { webClientApps } from './web-apps';

const ANN = { email: 'ann@example.com', password: 'Ann@Pass1' };
const BOB = { email: 'bob@example.com', password: 'Bob@Pass1' };

function signIn(world: World, who: { email: string; password: string }): WorldSession {
  const reply = login(world.state, who);
  expect(reply.status).toBe(200);
  const { access_token } = ENDPOINTS.login.response.parse(reply.body);
  const session = world.state.sessions.get(access_token);
  if (!session) throw new Error('no session for the issued token');
  return session;
}

describe('sign-in', () => {
  it('issues a token that the world then recognises', () => {
    const world = smallWorld();
    const session = signIn(world, ANN);
    expect(session.email).toBe('ann@example.com');
    expect(world.state.sessions.get('sim_unknown')).toBeUndefined();
  });

  it('matches the e-mail without regard to case or spaces', () => {
    expect(login(smallWorld().state, { email: ' Ann@Example.com ', password: 'Ann@Pass1' }).status).toBe(200);
  });

  it('answers INVALID_USER for a wrong password and USER_NOT_FOUND for an unknown e-mail', () => {
    const world = smallWorld();
    expect(login(world.state, { ...ANN, password: 'nope' })).toEqual({
      status: 401,
      body: { error: 'INVALID_USER' },
    });
    expect(login(world.state, { email: 'who@example.com', password: 'x' })).toEqual({
      status: 404,
      body: { error: 'USER_NOT_FOUND' },
    });
  });

  it('answers USER_NOT_ACTIVE for a user the scenario made inactive, even with the right password', () => {
    expect(login(smallWorld().state, { email: 'off@example.com', password: 'Off@Pass1' })).toEqual({
      status: 403,
      body: { error: 'USER_NOT_ACTIVE' },
    });
  });

  it('makes the user inactive after maxLoginAttempts failures', () => {
    const world = smallWorld(); // maxLoginAttempts: 3
    const wrong = { ...ANN, password: 'wrong' };
    expect(login(world.state, wrong).body).toEqual({ error: 'INVALID_USER' });
    expect(login(world.state, wrong).body).toEqual({ error: 'INVALID_USER' });
    expect(login(world.state, wrong)).toEqual({ status: 403, body: { error: 'MAXIMUM_LOGIN_ATTEMPTS' } });
    expect(login(world.state, ANN)).toEqual({ status: 403, body: { error: 'USER_NOT_ACTIVE' } });
    expect(world.view().users.find((u) => u.email === ANN.email)).toMatchObject({
      active: false,
      failedAttempts: 3,
    });
  });

  it('forgets earlier failures after a good sign-in', () => {
    const world = smallWorld();
    const wrong = { ...ANN, password: 'wrong' };
    login(world.state, wrong);
    login(world.state, wrong);
    signIn(world, ANN);
    login(world.state, wrong);
    expect(login(world.state, wrong).body).toEqual({ error: 'INVALID_USER' });
  });

  it('ends a session on logout', () => {
    const world = smallWorld();
    const session = signIn(world, ANN);
    logout(world.state, session);
    expect(world.state.sessions.get(session.token)).toBeUndefined();
    expect(tokenValidate(world.state, session.token).body).toEqual({ error: 'INVALID_TOKEN' });
  });
});

describe('licences', () => {
  it('lets one active session take the only licence, then answers 202 NO_LICENSE_ENVIRONMENT', () => {
    const world = smallWorld();
    const ann = signIn(world, ANN);
    const bob = signIn(world, BOB);
    expect(loginAttempt(world.state, ann, 'one').body).toMatchObject({
      licenses: SUCCESS,
      instances: SUCCESS,
    });
    // Ann again keeps her licence rather than taking a second one.
    expect(loginAttempt(world.state, ann, 'one').status).toBe(200);
    expect(loginAttempt(world.state, bob, 'one')).toEqual({
      status: 202,
      body: { error: 'NO_LICENSE_ENVIRONMENT' },
    });
    expect(userSession(world.state, ann, 'one').body).toEqual({ is_active_session: true });
    expect(userSession(world.state, bob, 'one').body).toEqual({ is_active_session: false });
  });

  it('keeps the licence after sign-out and frees it on disconnect', () => {
    const world = smallWorld();
    const ann = signIn(world, ANN);
    loginAttempt(world.state, ann, 'one');
    logout(world.state, ann);
    const bob = signIn(world, BOB);
    expect(loginAttempt(world.state, bob, 'one').body).toEqual({ error: 'NO_LICENSE_ENVIRONMENT' });
    disconnectUser(world.state, signIn(world, ANN), 'one');
    expect(loginAttempt(world.state, bob, 'one').status).toBe(200);
  });

  it('counts licences seeded as taken by outside users and shows them in the client list', () => {
    const text = SMALL_SCENARIO_YAML.replace(
      '        access_group: DESKTOP\n',
      '        access_group: DESKTOP\n        license_count: 1\n',
    );
    const world = new World('w', 'x', parseScenario(text, 'x.yaml'));
    const ann = signIn(world, ANN);
    expect(loginAttempt(world.state, ann, 'one').body).toEqual({ error: 'NO_LICENSE_ENVIRONMENT' });
    const list = ENDPOINTS.clients.response.parse(clientList(world.state, ann).body);
    expect(list.clients[0]?.environments[0]?.license_count).toBe(1);
  });
});

describe('instances', () => {
  it('boots an instance that is off as the clock advances', () => {
    const world = smallWorld(); // client "two": off, bootMinutes 2
    const ann = signIn(world, ANN);
    expect(loginAttempt(world.state, ann, 'two')).toEqual({
      status: 202,
      body: { time: 120, licenses: SUCCESS, pending_connection: SUCCESS },
    });
    world.advanceClock(45_000);
    expect(loginAttempt(world.state, ann, 'two')).toMatchObject({ status: 202, body: { time: 75 } });
    expect(userSession(world.state, ann, 'two').body).toEqual({ is_active_session: false });
    world.advanceClock(75_000);
    expect(loginAttempt(world.state, ann, 'two')).toMatchObject({
      status: 200,
      body: { instances: SUCCESS },
    });
    expect(userSession(world.state, ann, 'two').body).toEqual({ is_active_session: true });
  });

  it('starts over from the seed on reset, clock included', () => {
    const world = smallWorld();
    const ann = signIn(world, ANN);
    loginAttempt(world.state, ann, 'two');
    world.advanceClock(600_000);
    world.reset();
    expect(world.state.sessions.get(ann.token)).toBeUndefined();
    expect(world.view().clockOffsetMs).toBe(0);
    expect(loginAttempt(world.state, signIn(world, ANN), 'two').body).toMatchObject({ time: 120 });
  });

  it('answers 202 NO_INSTANCE_AVAILABLE for a client without environments', () => {
    const text = SMALL_SCENARIO_YAML.replace(
      /environments:\n {6}- environment_uuid: two-env\n {8}name: Two Desktop\n {8}access_group: DEFAULT\n/,
      'environments: []\n',
    );
    const world = new World('w', 'x', parseScenario(text, 'x.yaml'));
    expect(loginAttempt(world.state, signIn(world, ANN), 'two')).toEqual({
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
    expect(loginAttempt(world.state, cy, 'two')).toEqual({
      status: 404,
      body: { error: 'CLIENT_NOT_FOUND' },
    });
    expect(webClientApps(world.state, cy, 'two').body).toEqual({ error: 'CLIENT_NOT_FOUND' });
    const ann = signIn(world, ANN);
    expect(loginAttempt(world.state, ann, 'nope')).toEqual({
      status: 404,
      body: { error: 'CLIENT_NOT_FOUND' },
    });
    const list = ENDPOINTS.clients.response.parse(clientList(world.state, ann).body);
    expect(list.clients.map((c) => c.client_uuid)).toEqual(['one', 'two']);
  });
});

describe('bounds and ownership (issue 5, item 12)', () => {
  it('keeps at most maxSessions tokens per world, dropping the oldest', () => {
    const world = new World('w', 'small', smallScenario(), { maxSessions: 2 });
    const first = signIn(world, ANN);
    const second = signIn(world, BOB);
    const third = signIn(world, ANN);
    expect(world.state.sessions.size).toBe(2);
    expect(world.state.sessions.get(first.token)).toBeUndefined();
    expect(world.state.sessions.get(second.token)).toBeDefined();
    expect(world.state.sessions.get(third.token)).toBeDefined();
  });

  it('keeps 1000 tokens per world unless told otherwise', () => {
    const world = smallWorld();
    const first = signIn(world, ANN);
    for (let i = 0; i < 1000; i += 1) login(world.state, ANN);
    expect(world.state.sessions.size).toBe(1000);
    expect(world.state.sessions.get(first.token)).toBeUndefined();
  });

  it("disconnect_user frees only the caller's own licence on that client", () => {
    const text = SMALL_SCENARIO_YAML.replace('    license_limit: 1\n', '    license_limit: 2\n');
    const world = new World('w', 'x', parseScenario(text, 'x.yaml'));
    const ann = signIn(world, ANN);
    const bob = signIn(world, BOB);
    expect(loginAttempt(world.state, ann, 'one').status).toBe(200);
    expect(loginAttempt(world.state, bob, 'one').status).toBe(200);
    expect(loginAttempt(world.state, ann, 'two').status).toBe(202); // boots for 2 minutes
    world.advanceClock(10 * 60_000);
    expect(loginAttempt(world.state, ann, 'two').status).toBe(200);
    expect(disconnectUser(world.state, ann, 'one').status).toBe(200);
    expect(userSession(world.state, ann, 'one').body).toEqual({ is_active_session: false });
    expect(userSession(world.state, bob, 'one').body).toEqual({ is_active_session: true });
    expect(userSession(world.state, ann, 'two').body).toEqual({ is_active_session: true });
    expect(world.view().clients.find((c) => c.client_uuid === 'one')?.licencesInUse).toBe(1);
  });
});
