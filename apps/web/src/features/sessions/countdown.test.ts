import { describe, expect, it } from 'vitest';
import { secondsUntil } from './countdown';

describe('secondsUntil', () => {
  it('rounds up to whole seconds and stops at 0', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 99_000)).toBe(0);
  });
});
