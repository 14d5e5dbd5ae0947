import { describe, expect, it } from 'vitest';
import { decodeSessionTimes, encodeSessionTimes, judgeSession, TOUCH_EVERY_MS } from './session-times';

const limits = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };
const start = 1_800_000_000_000;
const times = {
  sid: 'AAAAAAAAAAAAAAAAAAAAAA',
  issuedAt: start,
  lastSeen: start,
  token: 'BBBBBBBBBBBBBBBBBBBBBB',
};

describe('judgeSession', () => {
  it('keeps a session used within the idle time-out, rewriting its last use at most once a minute', () => {
    expect(judgeSession(times, start + TOUCH_EVERY_MS - 1, limits)).toEqual({ kind: 'active', touch: false });
    expect(judgeSession(times, start + TOUCH_EVERY_MS, limits)).toEqual({ kind: 'active', touch: true });
    expect(judgeSession(times, start + limits.idleMs - 1, limits)).toEqual({ kind: 'active', touch: true });
  });

  it('ends a session unused for the idle time-out, to the millisecond', () => {
    expect(judgeSession(times, start + limits.idleMs, limits)).toEqual({ kind: 'ended', reason: 'idle' });
  });

  it('ends a session at its lifetime even when just used, and says lifetime before idle', () => {
    const used = { ...times, lastSeen: start + limits.maxMs - 1 };
    expect(judgeSession(used, start + limits.maxMs, limits)).toEqual({ kind: 'ended', reason: 'lifetime' });
    expect(judgeSession(times, start + limits.maxMs, limits)).toEqual({ kind: 'ended', reason: 'lifetime' });
  });

  it('takes a last use in the future (the clock went back) as now, and rewrites it', () => {
    expect(judgeSession({ ...times, lastSeen: start + 5_000 }, start, limits)).toEqual({
      kind: 'active',
      touch: true,
    });
  });
});

describe('the session cookie value', () => {
  it('reads back what it wrote', () => {
    expect(decodeSessionTimes(encodeSessionTimes(times))).toEqual(times);
  });

  it.each([
    '',
    `short.1.2.${times.token}`,
    `${times.sid}.1`,
    `${times.sid}.1.2`,
    `${times.sid}.1.2.short`,
    `${times.sid}.1.2.${times.token}.3`,
    `${times.sid}.-1.2.${times.token}`,
    `${times.sid}.1.2e5.${times.token}`,
    `${times.sid}!.1.2.${times.token}`,
  ])('reads %j as no session', (value) => {
    expect(decodeSessionTimes(value)).toBeUndefined();
  });
});
