import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from './sim-controls';

describe('parseDuration', () => {
  it.each([
    ['8m', 480_000],
    ['90s', 90_000],
    ['1h30m', 5_400_000],
    ['1h 30m', 5_400_000],
    ['1.5h', 5_400_000],
    ['250ms', 250],
    ['2d', 172_800_000],
    [' 5M ', 300_000],
    ['1m1ms', 60_001],
  ])('%s is %i ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(['', '8', '3600000', 'abc', '8 minutes', 'm8', '-5m', '5m-', '1x', `${'9'.repeat(20)}d`])(
    'refuses %j',
    (text) => {
      expect(parseDuration(text)).toBeUndefined();
    },
  );
});

describe('formatDuration', () => {
  it.each([
    [480_000, '8m'],
    [5_400_000, '1h30m'],
    [90_000, '1m30s'],
    [250, '250ms'],
    [0, '0s'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('round-trips with parseDuration', () => {
    for (const ms of [1, 999, 61_000, 86_400_000 + 1]) expect(parseDuration(formatDuration(ms))).toBe(ms);
  });
});
