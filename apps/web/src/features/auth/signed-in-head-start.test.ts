import { describe, expect, it } from 'vitest';
import { opensSignedInHome } from './signed-in-head-start';

describe('opensSignedInHome', () => {
  it('a sign-in that goes on to the environments: yes', () => {
    expect(opensSignedInHome({ next: { kind: 'navigate', to: '/home/environments' } })).toBe(true);
  });

  it.each([
    ['multi-factor', { next: { kind: 'navigate', to: '/requiredMFA' } }],
    ['device validation', { next: { kind: 'navigate', to: '/deviceValidation' } }],
    ['Duo', { next: { kind: 'external', url: 'https://duo.example/' } }],
    ['a failure', { next: { kind: 'stay' }, message: { severity: 'error', key: 'errors.INVALID_USER' } }],
  ] as const)('%s: no', (_what, outcome) => {
    expect(opensSignedInHome(outcome)).toBe(false);
  });
});
