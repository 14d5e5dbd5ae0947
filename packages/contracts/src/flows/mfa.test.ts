import { describe, expect, it } from 'vitest';
import { decideAfterOtp, decideOtpError, decideTotpQrError } from './mfa';

const reply = { access_token: 'new-token' };

describe('decideAfterOtp (spec section 4, "Multi-factor code success")', () => {
  it('goes to the environments', () => {
    expect(decideAfterOtp(reply)).toEqual({
      outcome: { next: { kind: 'navigate', to: '/home/environments' } },
    });
  });

  it('goes to /password/expired with the days left when the password will expire soon', () => {
    const decision = decideAfterOtp({
      ...reply,
      password_expiration: { will_expire_soon: true, days_until_expire: 3 },
    });
    expect(decision.outcome.next).toEqual({
      kind: 'navigate',
      to: '/password/expired',
      state: { daysUntilExpire: 3 },
    });
  });

  it('does not go to /password/expired when the password is not about to expire', () => {
    const decision = decideAfterOtp({
      ...reply,
      password_expiration: { will_expire_soon: false, days_until_expire: 30 },
    });
    expect(decision.outcome.next).toEqual({ kind: 'navigate', to: '/home/environments' });
  });

  it('keeps a successful device validation code, as login does', () => {
    expect(
      decideAfterOtp({ ...reply, device_validation_status: 'success', device_validation_code: 'dev-1' }),
    ).toMatchObject({ storeDeviceCode: 'dev-1' });
    expect(
      decideAfterOtp({ ...reply, device_validation_status: 'failed', device_validation_code: 'dev-1' }),
    ).not.toHaveProperty('storeDeviceCode');
    expect(decideAfterOtp({ ...reply, device_validation_status: 'success' })).not.toHaveProperty(
      'storeDeviceCode',
    );
  });
});

describe('decideOtpError (spec section 8, "Multi-factor")', () => {
  it('logs out with the wrong-user message on 404', () => {
    expect(decideOtpError(404, { known: true, code: 'USER_NOT_FOUND' })).toEqual({
      next: { kind: 'logout' },
      message: { severity: 'error', key: 'errors.USER_NOT_FOUND' },
    });
  });

  it('shows a wrong code on /requiredMFA although its status is 401', () => {
    expect(decideOtpError(401, { known: true, code: 'USER_OTP_INVALID' })).toEqual({
      next: { kind: 'navigate', to: '/requiredMFA' },
      message: { severity: 'error', key: 'errors.USER_OTP_INVALID' },
    });
  });

  it('keeps a wrong code typed during enrolment on /configurationMFA (A-54); other codes still leave', () => {
    const wrong = { known: true, code: 'USER_OTP_INVALID' } as const;
    expect(decideOtpError(401, wrong, { enrolment: true })).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.USER_OTP_INVALID' },
    });
    expect(decideOtpError(404, { known: true, code: 'USER_NO_OTP_DATA' }, { enrolment: true }).next).toEqual({
      kind: 'navigate',
      to: '/requiredMFA',
    });
    expect(decideOtpError(404, { known: true, code: 'USER_NOT_FOUND' }, { enrolment: true }).next).toEqual({
      kind: 'logout',
    });
  });

  it('logs out when the token itself is refused (401 without a multi-factor code)', () => {
    expect(decideOtpError(401, { known: true, code: 'INVALID_ACCESS_TOKEN' })).toEqual({
      next: { kind: 'logout' },
    });
  });

  it.each([
    [404, 'USER_NO_OTP_DATA'],
    [400, 'MFA_TYPE_ERROR'],
    [400, 'NOT_INPUT_DATA'],
  ] as const)('shows %i %s, then /requiredMFA (a multi-factor 404 is not a wrong user)', (status, code) => {
    expect(decideOtpError(status, { known: true, code })).toEqual({
      next: { kind: 'navigate', to: '/requiredMFA' },
      message: { severity: 'error', key: `errors.${code}` },
    });
  });

  it('shows the upstream text of an unknown error, and a multi-factor error when there is none', () => {
    expect(decideOtpError(500, { known: false, text: 'otp service down' }).message).toEqual({
      severity: 'error',
      key: 'errors.raw',
      text: 'otp service down',
    });
    expect(decideOtpError(500, undefined).message).toEqual({
      severity: 'error',
      key: 'errors.USER_OTP_INVALID',
    });
  });
});

describe('decideTotpQrError (spec section 8, "TOTP QR")', () => {
  it('logs out with the wrong-user message on 404, and silently on a refused token', () => {
    expect(decideTotpQrError(404, undefined)).toEqual({
      next: { kind: 'logout' },
      message: { severity: 'error', key: 'errors.USER_NOT_FOUND' },
    });
    expect(decideTotpQrError(401, { known: true, code: 'INVALID_ACCESS_TOKEN' })).toEqual({
      next: { kind: 'logout' },
    });
  });

  it('sends a user who has already set up TOTP to the code page', () => {
    expect(decideTotpQrError(409, { known: true, code: 'USER_OTP_ALREADY_CONFIGURED' })).toEqual({
      next: { kind: 'navigate', to: '/requiredMFA' },
      message: { severity: 'info', key: 'errors.USER_OTP_ALREADY_CONFIGURED' },
    });
  });

  it('shows a multi-factor code as its message, whatever its status', () => {
    expect(decideTotpQrError(404, { known: true, code: 'USER_NO_OTP_DATA' })).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.USER_NO_OTP_DATA' },
    });
  });

  it('stays with the request error otherwise', () => {
    expect(decideTotpQrError(400, { known: true, code: 'MFA_TYPE_ERROR' })).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.MFA_TYPE_ERROR' },
    });
    expect(decideTotpQrError(502, undefined)).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.UNEXPECTED_ERROR' },
    });
  });
});
