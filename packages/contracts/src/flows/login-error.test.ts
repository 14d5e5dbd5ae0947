import { describe, expect, it } from 'vitest';
import { readUpstreamError } from '../errors/read-error';
import { OutcomeSchema } from '../portal/outcome';
import { decideLoginError, type LoginErrorContext } from './login-error';

const ALLOWED = ['https://intranet.example.com'];

function decide(body: unknown, backUrl?: string, allowed: readonly string[] = ALLOWED) {
  const ctx: LoginErrorContext = { body, backUrl, allowedRedirectOrigins: allowed };
  const outcome = decideLoginError(readUpstreamError(body), ctx);
  expect(OutcomeSchema.safeParse(outcome).success).toBe(true);
  return outcome;
}

describe('decideLoginError, spec section 8 "Login"', () => {
  it('INVALID_RECAPTCHA shows the recaptcha message and stays', () => {
    expect(decide({ error: 'INVALID_RECAPTCHA' })).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.INVALID_RECAPTCHA' },
    });
  });

  it('INVALID_RECAPTCHA does not follow back_url', () => {
    expect(decide({ error: 'INVALID_RECAPTCHA' }, 'https://intranet.example.com/x').next).toEqual({
      kind: 'stay',
    });
  });

  it('PASSWORD_EXPIRED with user_uuid and token goes to /register with auto-login and an info message', () => {
    expect(decide({ error: 'PASSWORD_EXPIRED', user_uuid: 'u-1', token: 't-1' })).toEqual({
      next: { kind: 'navigate', to: '/register/u-1/t-1', state: { autoLogin: true } },
      message: { severity: 'info', key: 'errors.PASSWORD_EXPIRED' },
    });
  });

  it('PASSWORD_EXPIRED carries the e-mail signed in with, for the register page (A-40)', () => {
    const ctx: LoginErrorContext = {
      body: null,
      backUrl: undefined,
      allowedRedirectOrigins: [],
      email: 'a@b.example',
    };
    const body = { error: 'PASSWORD_EXPIRED', user_uuid: 'u-1', token: 't-1' };
    expect(decideLoginError(readUpstreamError(body), { ...ctx, body }).next).toEqual({
      kind: 'navigate',
      to: '/register/u-1/t-1',
      state: { autoLogin: true, email: 'a@b.example' },
    });
  });

  it('PASSWORD_EXPIRED escapes user_uuid and token into single path segments', () => {
    const outcome = decide({ error: 'PASSWORD_EXPIRED', user_uuid: 'a/../b', token: 't?x=1#y' });
    expect(outcome.next).toMatchObject({ to: '/register/a%2F..%2Fb/t%3Fx%3D1%23y' });
  });

  it('PASSWORD_EXPIRED without user_uuid or token stays with the info message', () => {
    const expected = {
      next: { kind: 'stay' },
      message: { severity: 'info', key: 'errors.PASSWORD_EXPIRED' },
    };
    expect(decide({ error: 'PASSWORD_EXPIRED' })).toEqual(expected);
    expect(decide({ error: 'PASSWORD_EXPIRED', user_uuid: 'u-1' })).toEqual(expected);
    expect(decide({ error: 'PASSWORD_EXPIRED', token: 't-1' })).toEqual(expected);
    expect(decide({ error: 'PASSWORD_EXPIRED', user_uuid: '', token: 't-1' })).toEqual(expected);
    expect(decide({ error: 'PASSWORD_EXPIRED', user_uuid: 1, token: 2 })).toEqual(expected);
  });

  it('PASSWORD_EXPIRED after a prefix is still recognised', () => {
    expect(decide({ error: 'auth:PASSWORD_EXPIRED', user_uuid: 'u', token: 't' }).next).toMatchObject({
      to: '/register/u/t',
    });
  });

  it('another error shows its message and stays without back_url', () => {
    expect(decide({ error: 'INVALID_USER' })).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.INVALID_USER' },
    });
  });

  it('another error with an allowed http(s) back_url leaves for it, with the message', () => {
    const back = 'https://intranet.example.com/after-login?x=1';
    expect(decide({ error: 'USER_NOT_FOUND' }, back)).toEqual({
      next: { kind: 'external', url: back },
      message: { severity: 'error', key: 'errors.USER_NOT_FOUND' },
    });
  });

  it('another error with a back_url off the allow-list stays', () => {
    expect(decide({ error: 'INVALID_USER' }, 'https://evil.example.net/').next).toEqual({ kind: 'stay' });
    expect(decide({ error: 'INVALID_USER' }, 'https://intranet.example.com/', []).next).toEqual({
      kind: 'stay',
    });
  });

  it.each([
    'javascript:alert(1)',
    'ftp://intranet.example.com/',
    '/home/environments',
    '//intranet.example.com/',
    'not a url',
    '',
  ])('another error with the non-http(s) or relative back_url %j stays', (back) => {
    expect(decide({ error: 'INVALID_USER' }, back, [...ALLOWED, 'javascript:alert(1)']).next).toEqual({
      kind: 'stay',
    });
  });

  it('an unknown code shows the raw text', () => {
    expect(decide({ error: 'svc:BRAND_NEW_CODE' })).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.raw', text: 'BRAND_NEW_CODE' },
    });
  });

  it('free text shows as raw text', () => {
    expect(decide({ errors: ['Servidor em manutenção'] }).message).toEqual({
      severity: 'error',
      key: 'errors.raw',
      text: 'Servidor em manutenção',
    });
  });

  it('a body without an error shows the unexpected-error message', () => {
    expect(decide({})).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.UNEXPECTED_ERROR' },
    });
    expect(decide(null).message).toEqual({ severity: 'error', key: 'errors.UNEXPECTED_ERROR' });
  });

  it('an unknown error with an allowed back_url still leaves for it', () => {
    const back = 'https://intranet.example.com/';
    expect(decide({ error: 'whatever' }, back).next).toEqual({ kind: 'external', url: back });
  });
});
