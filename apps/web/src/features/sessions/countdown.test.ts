import { describe, expect, it } from 'vitest';
import { clockText, secondsUntil } from './countdown';

describe('secondsUntil', () => {
  it('rounds up to whole seconds and stops at 0', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 99_000)).toBe(0);
  });
});

describe('clockText', () => {
  it('shows minutes and seconds, and hours past an hour', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(65)).toBe('1:05');
    expect(clockText(600)).toBe('10:00');
    expect(clockText(3725)).toBe('1:02:05');
  });
});
