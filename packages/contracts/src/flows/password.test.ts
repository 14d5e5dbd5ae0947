import { describe, expect, it } from 'vitest';
import { readUpstreamError } from '../errors/read-error';
import { OutcomeSchema } from '../portal/outcome';
import {
  CHANGE_SUCCESS,
  decideChangeError,
  decideCheckWithLoginError,
  decideForgotError,
  decideRegisterError,
  FORGOT_SUCCESS,
  passwordExpiry,
  REGISTER_SUCCESS,
} from './password';

const err = (code: string) => readUpstreamError({ error: code });
const stayWith = (key: string) => ({ next: { kind: 'stay' }, message: { severity: 'error', key } });

describe('forgot password (spec section 8)', () => {
  it('success: check-your-e-mail message, then /', () => {
    expect(OutcomeSchema.parse(FORGOT_SUCCESS)).toEqual({
      next: { kind: 'navigate', to: '/' },
      message: { severity: 'success', key: 'password:alerts.checkEmail' },
    });
  });
  it('EXTERNAL_USER shows the external-user message', () => {
    expect(decideForgotError(err('EXTERNAL_USER'), 403)).toEqual(stayWith('errors.EXTERNAL_USER'));
  });
  it('404 shows the wrong-user message whatever the code', () => {
    expect(decideForgotError(err('USER_NOT_FOUND'), 404)).toEqual(stayWith('password:alerts.wrongUser'));
    expect(decideForgotError(undefined, 404)).toEqual(stayWith('password:alerts.wrongUser'));
  });
  it('anything else is the generic request error (UNSENT_EMAIL too)', () => {
    expect(decideForgotError(err('UNSENT_EMAIL'), 500)).toEqual(stayWith('password:alerts.requestError'));
    expect(decideForgotError(readUpstreamError({ error: 'boom' }), 400)).toEqual(
      stayWith('password:alerts.requestError'),
    );
  });
});

describe('change password (spec section 8)', () => {
  it('success: account-updated message, then /', () => {
    expect(CHANGE_SUCCESS).toEqual({
      next: { kind: 'navigate', to: '/' },
      message: { severity: 'success', key: 'password:alerts.accountUpdated' },
    });
  });
  it.each([
    'INVALID_PASSWORD_TRY_AGAIN',
    'INVALID_PASSWORD_COMPLEXITY',
    'EXTERNAL_USER',
    'INVALID_RECAPTCHA',
  ])('%s shows its own message', (code) => {
    expect(decideChangeError(err(code))).toEqual(stayWith(`errors.${code}`));
  });
  it.each(['UNABLE_UPDATE_PASSWORD', 'USER_NOT_FOUND', 'raw text'])(
    '%s: e-mail or password do not match',
    (code) => {
      expect(decideChangeError(err(code))).toEqual(stayWith('password:alerts.emailOrPasswordMismatch'));
    },
  );
});

describe('register (spec section 8)', () => {
  it('success without auto-login: the password-set message, then /', () => {
    expect(OutcomeSchema.parse(REGISTER_SUCCESS).next).toEqual({ kind: 'navigate', to: '/' });
  });
  it.each(['INVALID_PASSWORD_TRY_AGAIN', 'INVALID_PASSWORD_COMPLEXITY'])(
    '%s shows its own message',
    (code) => {
      expect(decideRegisterError(err(code))).toEqual(stayWith(`errors.${code}`));
    },
  );
  it.each(['EXPIRED_MAIL', 'ERROR_UPDATING_PASSWORD', 'EXTERNAL_USER'])(
    '%s: error changing the password',
    (code) => {
      expect(decideRegisterError(err(code))).toEqual(stayWith('errors.PASSWORD_CHANGE_ERROR'));
    },
  );
});

describe('field codes on the password forms (spec section 8: "else")', () => {
  it.each(['LENGTH_TOO_SHORT', 'LENGTH_TOO_LONG', 'IS_REQUIRED'])(
    '%s takes the form\'s own text: change "do not match", register "error changing password"',
    (code) => {
      expect(decideChangeError(err(`password:${code}`))).toEqual(
        stayWith('password:alerts.emailOrPasswordMismatch'),
      );
      expect(decideRegisterError(err(`password:${code}`))).toEqual(stayWith('errors.PASSWORD_CHANGE_ERROR'));
    },
  );
  it('INVALID_EMAIL on forgot password is a request error', () => {
    expect(decideForgotError(err('email:INVALID_EMAIL'), 400)).toEqual(
      stayWith('password:alerts.requestError'),
    );
  });
});

describe('password check with login (spec section 8)', () => {
  it('USER_NOT_ACTIVE shows the inactive-user message, anything else the auth failure', () => {
    expect(decideCheckWithLoginError(err('USER_NOT_ACTIVE'))).toEqual(stayWith('errors.USER_NOT_ACTIVE'));
    expect(decideCheckWithLoginError(err('INVALID_USER'))).toEqual(stayWith('errors.AUTH_FAILURE'));
    expect(decideCheckWithLoginError(undefined)).toEqual(stayWith('errors.AUTH_FAILURE'));
  });
});

describe('passwordExpiry', () => {
  it('days left means it expires soon; 0 or fewer means expired', () => {
    expect(passwordExpiry(5)).toEqual({ kind: 'soon', daysLeft: 5 });
    expect(passwordExpiry(0)).toEqual({ kind: 'expired' });
    expect(passwordExpiry(-2)).toEqual({ kind: 'expired' });
  });
  it('without a number it expires soon, days unknown', () => {
    expect(passwordExpiry(null)).toEqual({ kind: 'soon', daysLeft: null });
    expect(passwordExpiry('3')).toEqual({ kind: 'soon', daysLeft: null });
  });
});
