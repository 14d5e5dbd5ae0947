import type { Outcome } from '@portal/contracts/portal';
import { describe, expect, it } from 'vitest';
import { splitFormError } from './form-error';

const wrong = { severity: 'error', key: 'errors.INVALID_USER' } as const;

describe('splitFormError', () => {
  it('takes the error of an outcome that stays on the form', () => {
    const outcome: Outcome = { next: { kind: 'stay' }, message: wrong };
    expect(splitFormError(outcome, '/')).toEqual({
      inline: wrong,
      outcome: { next: { kind: 'stay' }, code: 'INVALID_USER' },
    });
  });

  it('keeps the code the error follows with what runs on, which reports it for QA coverage', () => {
    const expired: Outcome = {
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.PASSWORD_CHANGE_ERROR' },
      code: 'EXPIRED_MAIL',
    };
    expect(splitFormError(expired, '/register/u/t').outcome).toEqual({
      next: { kind: 'stay' },
      code: 'EXPIRED_MAIL',
    });
    const portalText: Outcome = {
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'password:alerts.x' },
    };
    expect(splitFormError(portalText, '/').outcome).toEqual({ next: { kind: 'stay' } });
  });

  it('takes a warning too, and an error that leads back to the same form page', () => {
    const warning = { severity: 'warning', key: 'errors.x' } as const;
    expect(splitFormError({ next: { kind: 'stay' }, message: warning }, '/sso').inline).toBe(warning);
    const back: Outcome = { next: { kind: 'navigate', to: '/sso?e=1' }, message: wrong };
    expect(splitFormError(back, '/sso')).toEqual({
      inline: wrong,
      outcome: { next: back.next, code: 'INVALID_USER' },
    });
  });

  it('leaves a success, an info, and an error the user leaves the form with, to the alerts', () => {
    const success: Outcome = { next: { kind: 'stay' }, message: { severity: 'success', key: 'a' } };
    const info: Outcome = { next: { kind: 'stay' }, message: { severity: 'info', key: 'b' } };
    const away: Outcome = { next: { kind: 'navigate', to: '/requiredMFA' }, message: wrong };
    const logout: Outcome = { next: { kind: 'logout' }, message: wrong };
    for (const outcome of [success, info, away, logout]) {
      expect(splitFormError(outcome, '/configurationMFA')).toEqual({ inline: undefined, outcome });
    }
    expect(splitFormError({ next: { kind: 'stay' } }, '/').inline).toBeUndefined();
  });
});
