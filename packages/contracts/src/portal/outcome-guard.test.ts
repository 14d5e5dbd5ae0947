import { describe, expect, it } from 'vitest';
import { OutcomeSchema } from './outcome';
import { isOutcome } from './outcome-guard';

const message = { severity: 'error', key: 'errors.INVALID_USER' };
const SAMPLES: unknown[] = [
  { next: { kind: 'navigate', to: '/home/environments' } },
  { next: { kind: 'navigate', to: '/messages', state: { a: 1 } }, message },
  { next: { kind: 'navigate', to: 'home' } },
  { next: { kind: 'navigate', to: '/x', state: 'no' } },
  { next: { kind: 'external', url: 'https://sso.example.com/x' } },
  { next: { kind: 'external', url: 'not a url' } },
  { next: { kind: 'open-session', url: 'https://h.example.com:3389/', windowName: 'w' } },
  { next: { kind: 'open-session', url: 'https://h.example.com/' } },
  { next: { kind: 'plugin', url: 'tsplus://x', continueTo: '/launching/0' } },
  { next: { kind: 'plugin', url: 'tsplus://x', continueTo: 'launching' } },
  { next: { kind: 'logout' } },
  { next: { kind: 'reload' } },
  { next: { kind: 'stay' }, message: { ...message, params: { n: 2, s: 'x' }, text: 'raw' } },
  { next: { kind: 'stay' }, message: { ...message, params: { n: true } } },
  { next: { kind: 'stay' }, message: { severity: 'fatal', key: 'x' } },
  { next: { kind: 'stay' }, message: { severity: 'info', key: '' } },
  { next: { kind: 'stay' }, message: { severity: 'info', key: 'k', text: 3 } },
  { next: { kind: 'teleport' } },
  { next: { kind: 'toString' } },
  { next: 'stay' },
  {},
  null,
  'stay',
  [],
];

describe('isOutcome', () => {
  it.each(SAMPLES.map((sample) => [JSON.stringify(sample), sample]))(
    'agrees with OutcomeSchema on %s',
    (_, sample) => {
      expect(isOutcome(sample)).toBe(OutcomeSchema.safeParse(sample).success);
    },
  );

  it('accepts and rejects some of the samples (the parity test is not vacuous)', () => {
    const accepted = SAMPLES.filter(isOutcome).length;
    expect(accepted).toBeGreaterThan(5);
    expect(accepted).toBeLessThan(SAMPLES.length - 5);
  });
});
