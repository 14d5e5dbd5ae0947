import { describe, expect, it } from 'vitest';
import { WorldClock } from './clock';

const START = Date.UTC(2026, 0, 1);

function pinned() {
  let real = START;
  return {
    clock: new WorldClock(() => real),
    pass: (ms: number) => (real += ms),
    stepBack: (ms: number) => (real -= ms),
  };
}

describe('WorldClock', () => {
  it('follows the real clock and adds what QA advanced', () => {
    const { clock, pass } = pinned();
    expect(clock.now()).toBe(START);
    pass(1_000);
    expect(clock.now()).toBe(START + 1_000);
    expect(clock.advance(480_000)).toBe(START + 481_000);
    pass(500);
    expect(clock.now()).toBe(START + 481_500);
  });

  it('never advances backwards', () => {
    const { clock } = pinned();
    clock.advance(-60_000);
    expect(clock.now()).toBe(START);
  });

  it('sets a later absolute time, and never goes back', () => {
    const { clock, pass } = pinned();
    pass(10_000);
    expect(clock.set(START + 3_600_000)).toBe(START + 3_600_000);
    // Never backwards, like the control API: reset the world to go back.
    expect(clock.set(START + 5_000)).toBe(START + 3_600_000);
    expect(clock.set(START - 86_400_000)).toBe(START + 3_600_000);
    expect(clock.createdAt).toBe(START);
  });

  it('returns to real time on reset', () => {
    const { clock } = pinned();
    clock.advance(60_000);
    clock.reset();
    expect(clock.offsetMs).toBe(0);
    expect(clock.now()).toBe(START);
  });

  it("does not go back when the machine's clock steps back a little (time sync)", () => {
    const { clock, pass, stepBack } = pinned();
    pass(1_000);
    expect(clock.now()).toBe(START + 1_000);
    stepBack(1);
    expect(clock.now()).toBe(START + 1_000);
    pass(2);
    expect(clock.now()).toBe(START + 1_001);
  });

  it('starts at an exported moment earlier than real time, and keeps from there', () => {
    const { clock, pass, stepBack } = pinned();
    pass(10_000);
    expect(clock.now()).toBe(START + 10_000);
    expect(clock.startAt(START - 86_400_000)).toBe(START - 86_400_000);
    stepBack(1);
    expect(clock.now()).toBe(START - 86_400_000);
    pass(5);
    expect(clock.now()).toBe(START - 86_400_000 + 4);
  });

  it('goes back to real time on reset, even from a later moment', () => {
    const { clock } = pinned();
    clock.advance(60_000);
    expect(clock.now()).toBe(START + 60_000);
    clock.reset();
    expect(clock.now()).toBe(START);
  });
});
