import { describe, expect, it } from 'vitest';
import { shownCodeOf } from './shown-codes';

describe('shownCodeOf: what a rendered outcome counts as for QA coverage', () => {
  it('is the upstream’s code, whatever text the screen shows', () => {
    expect(
      shownCodeOf({
        code: 'EXPIRED_MAIL',
        message: { severity: 'error', key: 'errors.PASSWORD_CHANGE_ERROR' },
      }),
    ).toBe('EXPIRED_MAIL');
    expect(shownCodeOf({ code: 'USER_ACCESS_IS_RESTRICTED' })).toBe('USER_ACCESS_IS_RESTRICTED');
  });

  it('is the message’s code only when no upstream code came with it', () => {
    expect(shownCodeOf({ message: { severity: 'info', key: 'errors.PASSWORD_EXPIRES_SOON' } })).toBe(
      'PASSWORD_EXPIRES_SOON',
    );
  });

  it('is nothing for a code not shaped like one, a portal text or no message', () => {
    expect(
      shownCodeOf({ code: 'not a code', message: { severity: 'error', key: 'errors.INVALID_USER' } }),
    ).toBe(undefined);
    expect(shownCodeOf({ message: { severity: 'error', key: 'errors.raw', text: 'x' } })).toBeUndefined();
    expect(
      shownCodeOf({ message: { severity: 'success', key: 'password:alerts.passwordSet' } }),
    ).toBeUndefined();
    expect(shownCodeOf({})).toBeUndefined();
  });
});
