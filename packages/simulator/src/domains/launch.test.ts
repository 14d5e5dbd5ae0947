import { ENDPOINTS, SUCCESS } from '@portal/contracts/upstream';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/loader';
import { World } from '../state/world';
import { SMALL_SCENARIO_YAML, smallWorld } from '../test-support';
import { logout } from './auth';
import { clientList } from './clients';
import { ANN, BOB, signIn } from './domain-test-support';
import { callPlugin, disconnectUser, loginAttempt, userSession } from './launch';

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
    const world = new World('w', 'x', () => parseScenario(text, 'x.yaml'));
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
    const world = new World('w', 'x', () => parseScenario(text, 'x.yaml'));
    expect(loginAttempt(world.state, signIn(world, ANN), 'two')).toEqual({
      status: 202,
      body: { error: 'NO_INSTANCE_AVAILABLE' },
    });
  });
});

describe('ownership (issue 5, item 12)', () => {
  it("disconnect_user frees only the caller's own licence on that client", () => {
    const text = SMALL_SCENARIO_YAML.replace('    license_limit: 1\n', '    license_limit: 2\n');
    const world = new World('w', 'x', () => parseScenario(text, 'x.yaml'));
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

describe('an environment whose connection was never set up', () => {
  it('passes the login attempt, then its plugin call answers 404 ENVIRONMENT_NOT_CONFIGURED', () => {
    const text = SMALL_SCENARIO_YAML.replace(
      '        access_group: DESKTOP\n',
      '        access_group: DESKTOP\n        connectionMissing: true\n',
    );
    const world = new World('w', 'x', () => parseScenario(text, 'x.yaml'));
    const ann = signIn(world, ANN);
    expect(loginAttempt(world.state, ann, 'one').status).toBe(200);
    expect(callPlugin(world.state, ann, 'one')).toEqual({
      status: 404,
      body: { error: 'ENVIRONMENT_NOT_CONFIGURED' },
    });
  });

  it('a configured one gives the connection', () => {
    const world = smallWorld();
    const ann = signIn(world, ANN);
    loginAttempt(world.state, ann, 'one');
    expect(callPlugin(world.state, ann, 'one').status).toBe(200);
  });
});
