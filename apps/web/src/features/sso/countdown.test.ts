import { describe, expect, it } from 'vitest';
import { secondsLeft } from './countdown';

describe('secondsLeft', () => {
  it('counts whole seconds down from the total', () => {
    expect(secondsLeft(15, 1_000, 1_000)).toBe(15);
    expect(secondsLeft(15, 1_000, 1_999)).toBe(15);
    expect(secondsLeft(15, 1_000, 2_000)).toBe(14);
    expect(secondsLeft(15, 1_000, 15_999)).toBe(1);
    expect(secondsLeft(15, 1_000, 16_000)).toBe(0);
  });

  it('never goes below 0', () => {
    expect(secondsLeft(15, 0, 60_000)).toBe(0);
  });
});
