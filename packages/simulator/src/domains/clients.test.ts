import { ENDPOINTS } from '@portal/contracts/upstream';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/loader';
import { World } from '../state/world';
import { SMALL_SCENARIO_YAML, smallWorld } from '../test-support';
import { clientList } from './clients';
import { ANN, signIn } from './domain-test-support';
import { loginAttempt } from './launch';
import { webClientApps } from './web-apps';

describe('clients', () => {
  it('hides clients the user is not given, as if they did not exist', () => {
    const text = SMALL_SCENARIO_YAML.replace(
      '    clients: [one]\n',
      '    clients: [one]\n  - email: cy@example.com\n    password: Cy@Pass1\n    clients: [one]\n',
    );
    const world = new World('w', 'x', () => parseScenario(text, 'x.yaml'));
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

describe('instance state in the clients list (A-45)', () => {
  const stateOf = (world: World, session: ReturnType<typeof signIn>, id: string) =>
    ENDPOINTS.clients.response
      .parse(clientList(world.state, session).body)
      .clients.find((c) => c.client_uuid === id)?.instance_state;

  it('says off, then starting once a login attempt boots it, then on when the clock has passed', () => {
    const world = smallWorld();
    const ann = signIn(world, ANN);
    expect(stateOf(world, ann, 'one')).toBe('on');
    expect(stateOf(world, ann, 'two')).toBe('off');
    expect(loginAttempt(world.state, ann, 'two').status).toBe(202);
    expect(stateOf(world, ann, 'two')).toBe('starting');
    world.advanceClock(2 * 60_000);
    expect(stateOf(world, ann, 'two')).toBe('on');
  });
});
