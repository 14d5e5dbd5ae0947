import { describe, expect, it } from 'vitest';
import { bootEstimateMinutes, launchEnd, waitSecondsOf } from './launch-end';

describe('launchEnd', () => {
  it('an opened session window is not a failure (the launcher says it opened)', () => {
    expect(launchEnd({ next: { kind: 'open-session', url: 'https://a.example/', windowName: 'a' } })).toBe(
      'moved',
    );
  });
  it('staying after an error, or no answer at all, failed', () => {
    expect(launchEnd({ next: { kind: 'stay' }, message: { severity: 'error', key: 'errors.X' } })).toBe(
      'failed',
    );
    expect(launchEnd(undefined)).toBe('failed');
  });
  it('an active-session question is not a failure', () => {
    expect(launchEnd({ next: { kind: 'stay' }, activeSession: true })).toBe('moved');
  });
  it('any navigation, plugin hand-over or logout moves on', () => {
    expect(launchEnd({ next: { kind: 'navigate', to: '/timeInstance', state: { time: 5 } } })).toBe('moved');
    expect(launchEnd({ next: { kind: 'plugin', url: 'x://y', continueTo: '/launching/0' } })).toBe('moved');
    expect(launchEnd({ next: { kind: 'logout' } })).toBe('moved');
  });
});

describe('waitSecondsOf', () => {
  it('reads the time of the navigation state', () => {
    expect(waitSecondsOf({ time: 299 })).toBe(299);
    expect(waitSecondsOf({ time: 0 })).toBe(0);
  });
  it('is undefined without a usable time (a reload)', () => {
    expect(waitSecondsOf(null)).toBeUndefined();
    expect(waitSecondsOf({ time: '5' })).toBeUndefined();
    expect(waitSecondsOf({ time: -1 })).toBeUndefined();
  });
});

describe('bootEstimateMinutes', () => {
  it("states the upstream's time in whole minutes, rounded up", () => {
    expect(bootEstimateMinutes(299)).toBe(5);
    expect(bootEstimateMinutes(120)).toBe(2);
    expect(bootEstimateMinutes(121)).toBe(3);
  });
  it('never says less than a minute', () => {
    expect(bootEstimateMinutes(0)).toBe(1);
    expect(bootEstimateMinutes(20)).toBe(1);
  });
  it('has no figure without a time (a reload)', () => {
    expect(bootEstimateMinutes(undefined)).toBeUndefined();
  });
});
