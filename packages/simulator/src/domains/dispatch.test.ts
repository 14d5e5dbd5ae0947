import { describe, expect, it } from 'vitest';
import { World } from '../state/world';
import { smallScenario } from '../test-support';
import { dispatch } from './dispatch';
import { ANN, signIn } from './domain-test-support';
import { fail } from './replies';

function worldWithAnn(extra: { mfa?: 'default'; deviceValidation?: boolean }): World {
  const base = smallScenario();
  const users = base.users.map((u) => (u.email === ANN.email ? { ...u, ...extra, pin: '123456' } : u));
  return new World('w1', 'stages', () => structuredClone({ ...base, users }), {
    baseNow: () => Date.UTC(2026, 0, 1),
  });
}

const call = (token: string, body?: unknown) => ({ body, query: undefined, bearer: token });

describe('a token that still waits for a step', () => {
  it('after the password, a TOTP user reaches only the second-factor routes and logout', () => {
    const world = worldWithAnn({ mfa: 'default' });
    const session = signIn(world, ANN);
    expect(session.awaiting).toBe('second-factor');
    expect(dispatch(world.state, 'clients', call(session.token))).toEqual(fail('INVALID_ACCESS_TOKEN'));
    expect(dispatch(world.state, 'totpQrcode', call(session.token)).status).not.toBe(401);
    expect(dispatch(world.state, 'logout', call(session.token)).status).toBe(200);
  });

  it('an unvalidated device opens the PIN routes only, and a right PIN opens the rest', () => {
    const world = worldWithAnn({ deviceValidation: true });
    const session = signIn(world, ANN);
    expect(session.awaiting).toBe('device');
    expect(dispatch(world.state, 'clients', call(session.token))).toEqual(fail('INVALID_ACCESS_TOKEN'));
    const pin = dispatch(
      world.state,
      'validateWithPin',
      call(session.token, { validation_type: 'adm_pin', pin: '123456' }),
    );
    expect(pin.status).toBe(200);
    expect(dispatch(world.state, 'clients', call(session.token)).status).toBe(200);
  });

  it('a user with no extra step is signed in at once', () => {
    const world = worldWithAnn({});
    const session = signIn(world, ANN);
    expect(session.awaiting).toBeUndefined();
    expect(dispatch(world.state, 'clients', call(session.token)).status).toBe(200);
  });
});
