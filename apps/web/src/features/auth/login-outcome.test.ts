import { describe, expect, it } from 'vitest';
import { loginFollowUp } from './login-outcome';

describe('loginFollowUp', () => {
  it('a sign-in that goes on to the environments clears the old alerts', () => {
    expect(loginFollowUp({ next: { kind: 'navigate', to: '/home/environments' } })).toEqual({
      clearAlerts: true,
      focusPassword: false,
    });
  });

  it('any other portal page clears them too, even when the outcome brings its own alert', () => {
    expect(
      loginFollowUp({
        next: { kind: 'navigate', to: '/register/u/t', state: { autoLogin: true } },
        message: { severity: 'info', key: 'errors.PASSWORD_EXPIRED' },
      }).clearAlerts,
    ).toBe(true);
  });

  it('a failed sign-in keeps the alerts and returns focus to the password', () => {
    expect(
      loginFollowUp({ next: { kind: 'stay' }, message: { severity: 'error', key: 'errors.INVALID_USER' } }),
    ).toEqual({ clearAlerts: false, focusPassword: true });
  });

  it('leaving the portal (Duo) or a navigation to / itself touches neither', () => {
    const none = { clearAlerts: false, focusPassword: false };
    expect(loginFollowUp({ next: { kind: 'external', url: 'https://duo.example/' } })).toEqual(none);
    expect(loginFollowUp({ next: { kind: 'navigate', to: '/' } })).toEqual(none);
  });
});
