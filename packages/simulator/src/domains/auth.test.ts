import { describe, expect, it } from 'vitest';
import { World } from '../state/world';
import { smallScenario, smallWorld } from '../test-support';
import { login, logout, tokenValidate } from './auth';
import { ANN, BOB, signIn } from './domain-test-support';

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

describe('session cap (issue 5, item 12)', () => {
  it('keeps at most maxSessions tokens per world, dropping the oldest', () => {
    const world = new World('w', 'small', smallScenario, { maxSessions: 2 });
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
});

describe('the sign-in fields the upstream checks and the form does not', () => {
  it('a field of spaces only is blank: NOT_INPUT_DATA', () => {
    expect(login(smallWorld().state, { ...ANN, password: '   ' })).toEqual({
      status: 400,
      body: { error: 'NOT_INPUT_DATA' },
    });
  });

  it('back_url must be an http(s) address: PAYLOAD_NOT_RIGHT', () => {
    const state = smallWorld().state;
    expect(login(state, { ...ANN, back_url: 'nowhere' })).toEqual({
      status: 400,
      body: { error: 'PAYLOAD_NOT_RIGHT' },
    });
    expect(login(state, { ...ANN, back_url: 'javascript:alert(1)' }).body).toEqual({
      error: 'PAYLOAD_NOT_RIGHT',
    });
    expect(login(state, { ...ANN, back_url: 'https://erp.example/home' }).status).toBe(200);
  });

  it.each(["Ann'Pass1", 'Ann"Pass1', 'Ann#Pass1'])(
    'a password with a character section 5 forbids (%s) is nobody’s: password:INVALID_PASSWORD',
    (password) => {
      const world = smallWorld();
      expect(login(world.state, { ...ANN, password })).toEqual({
        status: 401,
        body: { error: 'password:INVALID_PASSWORD' },
      });
      // Refused before the user is looked for: no failed attempt counts.
      expect(world.view().users.find((u) => u.email === ANN.email)?.failedAttempts).toBe(0);
    },
  );
});
