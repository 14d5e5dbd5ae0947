import { SUCCESS } from '@portal/contracts/upstream';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/loader';
import { World } from '../state/world';
import { SMALL_SCENARIO_YAML } from '../test-support';
import { clientSelected } from './clients';
import { ANN, BOB, signIn } from './domain-test-support';
import { loginAttempt } from './launch';

const START = Date.UTC(2026, 0, 1);

/** The small scenario with its text edited, on a pinned clock. */
function worldOf(edit: (yaml: string) => string): World {
  const text = edit(SMALL_SCENARIO_YAML);
  return new World('w', 'x', () => parseScenario(text, 'x.yaml'), { baseNow: () => START });
}

const onClientTwo = (line: string) => (yaml: string) =>
  yaml.replace('  - client_uuid: two\n    name: Two\n', `  - client_uuid: two\n    name: Two\n${line}`);

describe('instance turning on', () => {
  it('answers client_selected with INSTANCE_TURNING_ON while the instance boots, then the messages', () => {
    const world = worldOf((y) => y);
    const ann = signIn(world, ANN);
    expect(clientSelected(world.state, ann, 'two').status).toBe(200);
    expect(loginAttempt(world.state, ann, 'two').status).toBe(202); // Ann wakes it: 2 minutes
    const bob = signIn(world, BOB);
    expect(clientSelected(world.state, bob, 'two')).toEqual({
      status: 409,
      body: { error: 'INSTANCE_TURNING_ON' },
    });
    world.advanceClock(2 * 60_000);
    expect(clientSelected(world.state, bob, 'two').status).toBe(200);
  });

  it('seeds an instance someone outside the world woke: up bootMinutes after the start', () => {
    const world = worldOf((y) =>
      y.replace('instance: { state: off, bootMinutes: 2 }', 'instance: { state: booting, bootMinutes: 8 }'),
    );
    const ann = signIn(world, ANN);
    expect(clientSelected(world.state, ann, 'two').body).toEqual({ error: 'INSTANCE_TURNING_ON' });
    expect(loginAttempt(world.state, ann, 'two')).toMatchObject({ status: 202, body: { time: 480 } });
    world.advanceClock(8 * 60_000);
    expect(loginAttempt(world.state, ann, 'two')).toMatchObject({
      status: 200,
      body: { instances: SUCCESS },
    });
  });

  it('answers 202 NO_INSTANCE_AVAILABLE when the client has no instance', () => {
    const world = worldOf((y) =>
      y.replace('instance: { state: off, bootMinutes: 2 }', 'instance: { state: none }'),
    );
    expect(loginAttempt(world.state, signIn(world, ANN), 'two')).toEqual({
      status: 202,
      body: { error: 'NO_INSTANCE_AVAILABLE' },
    });
  });
});

describe('licences', () => {
  it('refuses every attempt of a user without a licence with NO_LICENSE', () => {
    const world = worldOf((y) =>
      y.replace('    clients: [one, two]\n', '    clients: [one, two]\n    licensed: false\n'),
    );
    expect(loginAttempt(world.state, signIn(world, ANN), 'one')).toEqual({
      status: 403,
      body: { error: 'NO_LICENSE' },
    });
  });

  it("keeps a client's named licence for the user who took it and refuses a new user NO_LICENSE_CLIENT", () => {
    // Client one is on, with room for five sessions but one named user.
    const world = worldOf((y) =>
      y.replace('    license_limit: 1\n', '    license_limit: 5\n    namedUserLimit: 1\n'),
    );
    const ann = signIn(world, ANN);
    const bob = signIn(world, BOB);
    expect(loginAttempt(world.state, ann, 'one').status).toBe(200);
    expect(loginAttempt(world.state, bob, 'one')).toEqual({
      status: 403,
      body: { error: 'NO_LICENSE_CLIENT' },
    });
    expect(loginAttempt(world.state, ann, 'one').status).toBe(200);
    expect(world.view().clients.find((c) => c.client_uuid === 'one')).toMatchObject({
      namedUserLimit: 1,
      namedLicencesInUse: 1,
    });
  });

  it('counts named licences held outside the world', () => {
    const world = worldOf(onClientTwo('    namedUserLimit: 1\n    namedUsersTaken: 1\n'));
    expect(loginAttempt(world.state, signIn(world, ANN), 'two').body).toEqual({ error: 'NO_LICENSE_CLIENT' });
  });
});

describe('messages', () => {
  it('answers MESSAGE_NOT_CONFIGURED for an environment under maintenance without its message', () => {
    const world = worldOf((y) =>
      y.replace(
        '        access_group: DEFAULT\n',
        '        access_group: DEFAULT\n        underMaintenance: true\n',
      ),
    );
    expect(clientSelected(world.state, signIn(world, ANN), 'two')).toEqual({
      status: 404,
      body: { error: 'MESSAGE_NOT_CONFIGURED' },
    });
  });
});
