import { ENDPOINTS } from '@portal/contracts/upstream';
import { describe, expect, it } from 'vitest';
import { DUO_TRANSACTION_MS } from '../state/federated';
import type { World } from '../state/world';
import { login } from './auth';
import { dispatch } from './dispatch';
import { ANN } from './domain-test-support';
import { answerDuo, duoCallback } from './duo';
import { DUO, federatedWorld, ORIGIN } from './federated-test-support';
import { fail } from './replies';

/** Signs the Duo user in and returns the state of the push the login started. */
function startPush(world: World): string {
  const reply = login(world.state, DUO, ORIGIN);
  expect(reply.status).toBe(200);
  const body = ENDPOINTS.login.response.parse(reply.body);
  expect(body).toMatchObject({ mfa_required: true, mfa_type: 'duo', duo: { enabled: true } });
  const url = new URL(body.duo?.redirect_url ?? '');
  expect(`${url.origin}${url.pathname}`).toBe('http://portal.test/__sim/pages/duo');
  return url.searchParams.get('state') ?? '';
}

describe('Duo-style push', () => {
  it('a user without Duo signs in as before', () => {
    const body = ENDPOINTS.login.response.parse(login(federatedWorld().state, ANN).body);
    expect(body.mfa_required).toBe(false);
    expect(body.duo?.enabled).toBe(false);
  });

  it("the login's token opens only the second-factor step until Duo says yes", () => {
    const world = federatedWorld();
    const body = ENDPOINTS.login.response.parse(login(world.state, DUO, ORIGIN).body);
    expect(world.state.sessions.get(body.access_token)?.awaiting).toBe('second-factor');
    const input = { body: undefined, query: undefined, bearer: body.access_token };
    expect(dispatch(world.state, 'clients', input)).toEqual(fail('INVALID_ACCESS_TOKEN'));
    expect(dispatch(world.state, 'loginOtp', { ...input, body: { otp: '123456' } })).toEqual(
      fail('MFA_TYPE_ERROR'),
    );
  });

  it('an approved push signs the user in, once', () => {
    const world = federatedWorld();
    const state = startPush(world);
    const tx = answerDuo(world.state, state, 'approve');
    expect(tx?.answer).toBe('approved');
    const reply = duoCallback(world.state, state, tx?.code ?? '');
    expect(reply.status).toBe(200);
    const { access_token } = ENDPOINTS.duoCallback.response.parse(reply.body);
    expect(world.state.sessions.get(access_token)?.email).toBe(DUO.email);
    // The state is used up: the same return again is a state nobody knows.
    expect(duoCallback(world.state, state, tx?.code ?? '').body).toEqual({ error: 'DUO_STATE_MISMATCH' });
  });

  it('an unknown state is DUO_STATE_MISMATCH', () => {
    expect(duoCallback(federatedWorld().state, 'nope', 'x')).toEqual({
      status: 400,
      body: { error: 'DUO_STATE_MISMATCH' },
    });
  });

  it.each(['deny', 'timeout'] as const)('a push answered with %s is DUO_ERROR_TO_AUTHENTICATE', (action) => {
    const world = federatedWorld();
    const state = startPush(world);
    const tx = answerDuo(world.state, state, action);
    expect(duoCallback(world.state, state, tx?.code ?? '')).toEqual({
      status: 401,
      body: { error: 'DUO_ERROR_TO_AUTHENTICATE' },
    });
  });

  it('a wrong code, or a push nobody answered, is DUO_ERROR_TO_AUTHENTICATE', () => {
    const world = federatedWorld();
    const first = startPush(world);
    answerDuo(world.state, first, 'approve');
    expect(duoCallback(world.state, first, 'forged').body).toEqual({ error: 'DUO_ERROR_TO_AUTHENTICATE' });
    const second = startPush(world);
    expect(duoCallback(world.state, second, 'anything').body).toEqual({ error: 'DUO_ERROR_TO_AUTHENTICATE' });
  });

  it('a push is answered once: the Duo page cannot change its answer', () => {
    const world = federatedWorld();
    const state = startPush(world);
    expect(answerDuo(world.state, state, 'deny')).toBeDefined();
    expect(answerDuo(world.state, state, 'approve')).toBeUndefined();
  });

  it('a push older than 5 minutes on the world clock is refused, even approved', () => {
    const world = federatedWorld();
    const state = startPush(world);
    const tx = answerDuo(world.state, state, 'approve');
    world.advanceClock(DUO_TRANSACTION_MS + 1000);
    expect(duoCallback(world.state, state, tx?.code ?? '').body).toEqual({
      error: 'DUO_ERROR_TO_AUTHENTICATE',
    });
  });

  it('without Duo settings the Duo user cannot sign in: DUO_SETTINGS_NOT_FOUND', () => {
    const world = federatedWorld({ duoConfigured: false });
    expect(login(world.state, DUO, ORIGIN)).toEqual({
      status: 404,
      body: { error: 'DUO_SETTINGS_NOT_FOUND' },
    });
    expect(login(world.state, ANN).status).toBe(200);
  });

  it('fixed pushes of the settings answer as set, and are not used up', () => {
    const world = federatedWorld({
      duoPushes: [{ state: 'fixed-ok', code: 'code-ok', user: DUO.email, answer: 'approved' }],
    });
    expect(duoCallback(world.state, 'fixed-ok', 'code-ok').status).toBe(200);
    expect(duoCallback(world.state, 'fixed-ok', 'code-ok').status).toBe(200);
    expect(duoCallback(world.state, 'fixed-ok', 'other').body).toEqual({
      error: 'DUO_ERROR_TO_AUTHENTICATE',
    });
  });
});
