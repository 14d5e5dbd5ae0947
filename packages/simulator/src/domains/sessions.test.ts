import { SUCCESS } from '@portal/contracts/upstream';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/loader';
import { World } from '../state/world';
import { errorOf, SMALL_SCENARIO_YAML } from '../test-support';
import { ANN, BOB, signIn } from './domain-test-support';
import { disconnectUser, loginAttempt, userSession } from './launch';

const START = Date.UTC(2026, 0, 5, 12, 0); // a Monday, 12:00 UTC = 09:00 in São Paulo

/** The small scenario with extra lines under Ann (after her clients line). */
function worldWithAnn(annLines: string): World {
  const text = SMALL_SCENARIO_YAML.replace(
    '    password: Ann@Pass1\n    clients: [one, two]\n',
    `    password: Ann@Pass1\n    clients: [one, two]\n${annLines}`,
  );
  return new World('w', 'x', () => parseScenario(text, 'x.yaml'), { baseNow: () => START });
}

describe('pending connections', () => {
  const pending = '    sessions:\n      - { client: one, state: pending, pendingMinutes: 10 }\n';

  it('answers 206 HAS_PENDING_CONNECTION with the seconds left, counting down on the world clock', () => {
    const world = worldWithAnn(pending);
    const ann = signIn(world, ANN);
    expect(loginAttempt(world.state, ann, 'one')).toEqual({
      status: 206,
      body: {
        error: 'HAS_PENDING_CONNECTION',
        time: 600,
        licenses: SUCCESS,
        instances: SUCCESS,
        pending_connection: 'HAS_PENDING_CONNECTION',
      },
    });
    world.advanceClock(4 * 60_000);
    expect(loginAttempt(world.state, ann, 'one').body).toMatchObject({ time: 360 });
    // A pending session is not an active one: the portal is not asked to replace it.
    expect(userSession(world.state, ann, 'one').body).toEqual({ is_active_session: false });
  });

  it('expires by itself once the world clock passes its time', () => {
    const world = worldWithAnn(pending);
    const ann = signIn(world, ANN);
    world.advanceClock(10 * 60_000);
    expect(loginAttempt(world.state, ann, 'one').status).toBe(200);
  });

  it('is cleared by disconnect_user, after which the attempt goes through', () => {
    const world = worldWithAnn(pending);
    const ann = signIn(world, ANN);
    expect(disconnectUser(world.state, ann, 'one')).toEqual({ status: 200, body: { status: SUCCESS } });
    expect(loginAttempt(world.state, ann, 'one').status).toBe(200);
  });

  it('holds its licence until then', () => {
    const world = worldWithAnn(pending);
    const bob = signIn(world, BOB);
    expect(loginAttempt(world.state, bob, 'one').body).toEqual({ error: 'NO_LICENSE_ENVIRONMENT' });
  });

  it('takes its time in seconds too (pendingSeconds, as an export writes it)', () => {
    const world = worldWithAnn(
      '    sessions:\n      - { client: one, state: pending, pendingSeconds: 598 }\n',
    );
    const ann = signIn(world, ANN);
    expect(loginAttempt(world.state, ann, 'one').body).toMatchObject({ time: 598 });
    world.advanceClock(598_000);
    expect(loginAttempt(world.state, ann, 'one').status).toBe(200);
  });

  it('refuses pendingMinutes and pendingSeconds together, at the line of the session', () => {
    const both =
      '    sessions:\n      - { client: one, state: pending, pendingMinutes: 10, pendingSeconds: 598 }\n';
    const err = errorOf(() => worldWithAnn(both));
    expect(err.issues[0]).toMatchObject({ path: 'users[0].sessions[0].pendingSeconds', line: 12 });
    expect(err.message).toContain('pendingMinutes or pendingSeconds, not both');
  });

  it('answers ERROR_TO_SEND_DISCONNECT for a session the server cannot end, and it stays', () => {
    const world = worldWithAnn(
      '    sessions:\n      - { client: one, state: pending, disconnectFails: true }\n',
    );
    const ann = signIn(world, ANN);
    expect(disconnectUser(world.state, ann, 'one')).toEqual({
      status: 500,
      body: { error: 'ERROR_TO_SEND_DISCONNECT' },
    });
    expect(loginAttempt(world.state, ann, 'one').status).toBe(206);
  });
});

describe('active sessions', () => {
  it('seeds an active session that /user/session reports and disconnect ends', () => {
    const world = worldWithAnn('    sessions:\n      - { client: one, state: active }\n');
    const ann = signIn(world, ANN);
    expect(userSession(world.state, ann, 'one').body).toEqual({ is_active_session: true });
    expect(userSession(world.state, ann, 'two').body).toEqual({ is_active_session: false });
    disconnectUser(world.state, ann, 'one');
    expect(userSession(world.state, ann, 'one').body).toEqual({ is_active_session: false });
  });

  it('refuses a session on a client the user does not have', () => {
    expect(() => worldWithAnn('    sessions:\n      - { client: nope, state: active }\n').state).toThrow(
      /must be one of this user's clients/,
    );
  });
});

describe('restrictions by IP', () => {
  const ips = (list: string) => `    restrictions:\n      allowedIps: ${list}\n`;

  it('lets an allowed address or block in and keeps others out, with the IP in the reply', () => {
    const world = worldWithAnn(ips('["10.0.0.0/8", "192.0.2.7", "2001:db8::/32"]'));
    const ann = signIn(world, ANN);
    expect(loginAttempt(world.state, ann, 'one', { clientIp: '10.20.30.40' }).status).toBe(200);
    expect(loginAttempt(world.state, ann, 'one', { clientIp: '::ffff:192.0.2.7' }).status).toBe(200);
    expect(loginAttempt(world.state, ann, 'one', { clientIp: '2001:db8::1' }).status).toBe(200);
    expect(loginAttempt(world.state, ann, 'one', { clientIp: '::ffff:127.0.0.1' })).toEqual({
      status: 403,
      body: {
        error: 'USER_ACCESS_IS_RESTRICTED',
        restricted_type: 'IP',
        ip: '127.0.0.1',
        release_time: null,
      },
    });
    expect(loginAttempt(world.state, ann, 'one', {}).body).toMatchObject({ restricted_type: 'IP', ip: null });
  });

  it('applies a client restriction to every user of it', () => {
    const text = SMALL_SCENARIO_YAML.replace(
      '    license_limit: 1\n',
      '    license_limit: 1\n    restrictions: { allowedIps: ["203.0.113.0/24"] }\n',
    );
    const world = new World('w', 'x', () => parseScenario(text, 'x.yaml'));
    const bob = signIn(world, BOB);
    expect(loginAttempt(world.state, bob, 'one', { clientIp: '127.0.0.1' }).status).toBe(403);
    expect(loginAttempt(world.state, bob, 'two', { clientIp: '127.0.0.1' }).status).toBe(202);
  });

  it('refuses a malformed address or block when the scenario loads', () => {
    expect(() => worldWithAnn(ips('["10.0.0.0/33"]')).state).toThrow(/CIDR/);
    expect(() => worldWithAnn(ips('["not-an-ip"]')).state).toThrow(/CIDR/);
  });
});

describe('restrictions by schedule', () => {
  const schedule = (window: string) => `    restrictions:\n      schedule:\n        - ${window}\n`;

  it('refuses outside the window with the next opening as release_time, and opens on time', () => {
    // 13:00 to 18:00 in São Paulo (UTC-3): the world starts at 09:00 there.
    const world = worldWithAnn(schedule('{ from: "13:00", to: "18:00", timeZone: America/Sao_Paulo }'));
    const ann = signIn(world, ANN);
    expect(loginAttempt(world.state, ann, 'one', { clientIp: '127.0.0.1' })).toEqual({
      status: 403,
      body: {
        error: 'USER_ACCESS_IS_RESTRICTED',
        restricted_type: 'SCHEDULE',
        ip: '127.0.0.1',
        release_time: '2026-01-05T16:00:00.000Z',
      },
    });
    world.advanceClock(4 * 60 * 60_000);
    expect(loginAttempt(world.state, ann, 'one').status).toBe(200);
    world.advanceClock(5 * 60 * 60_000); // 18:00 there: closed again until tomorrow 13:00
    expect(loginAttempt(world.state, ann, 'one').body).toMatchObject({
      release_time: '2026-01-06T16:00:00.000Z',
    });
  });

  it('skips days the window does not open on, and runs past midnight', () => {
    const world = worldWithAnn(schedule('{ from: "22:00", to: "06:00", timeZone: Asia/Tokyo, days: [fri] }'));
    const ann = signIn(world, ANN);
    // Monday 21:00 in Tokyo: the next opening is Friday 22:00 there (13:00 UTC).
    expect(loginAttempt(world.state, ann, 'one').body).toMatchObject({
      release_time: '2026-01-09T13:00:00.000Z',
    });
    world.advanceClock(Date.UTC(2026, 0, 9, 20) - START); // Saturday 05:00 in Tokyo
    expect(loginAttempt(world.state, ann, 'one').status).toBe(200);
  });

  it('answers ERROR_IN_ACCESS_VALIDATION when the time zone is unknown', () => {
    const world = worldWithAnn(schedule('{ from: "08:00", to: "18:00", timeZone: Mars/Olympus }'));
    const ann = signIn(world, ANN);
    expect(loginAttempt(world.state, ann, 'one')).toEqual({
      status: 500,
      body: { error: 'ERROR_IN_ACCESS_VALIDATION' },
    });
  });
});

describe('settings.clockStart', () => {
  const withStart = (line: string) =>
    SMALL_SCENARIO_YAML.replace('  maxLoginAttempts: 3\n', `  maxLoginAttempts: 3\n  clockStart: ${line}\n`);

  it('starts the world at the next such moment, and again after a reset', () => {
    // Real time: Monday 12:00 UTC (09:00 in São Paulo); the next Wednesday 07:30 there is 10:30 UTC.
    const text = withStart('{ day: wed, time: "07:30", timeZone: America/Sao_Paulo }');
    const world = new World('w', 'x', () => parseScenario(text, 'x.yaml'), { baseNow: () => START });
    expect(new Date(world.now()).toISOString()).toBe('2026-01-07T10:30:00.000Z');
    world.advanceClock(60_000);
    world.reset();
    expect(new Date(world.now()).toISOString()).toBe('2026-01-07T10:30:00.000Z');
  });

  it('refuses an unknown time zone when the scenario loads', () => {
    const text = withStart('{ time: "07:30", timeZone: Mars/Olympus }');
    expect(() => parseScenario(text, 'x.yaml')).toThrow(/IANA time zone/);
  });
});
