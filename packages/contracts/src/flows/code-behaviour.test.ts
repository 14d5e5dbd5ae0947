import { describe, expect, it } from 'vitest';
import type { ErrorBehaviour } from '../errors/behaviours';
import { ERROR_CATALOGUE, ERROR_CODES, type ErrorCode } from '../errors/catalogue';
import type { PortalError } from '../errors/read-error';
import { navigate } from '../portal/navigate';
import { type Outcome, OutcomeSchema } from '../portal/outcome';
import { hasOwnBehaviour, messageForCode, outcomeForCode, outcomeForError } from './code-behaviour';
import { decidePinReply } from './device';
import { decideDuoReturn } from './duo';
import { decideAfterLoginAttempt } from './launch';
import { decideLoginError } from './login-error';
import { decideOtpError, decideTotpQrError } from './mfa';
import {
  decideChangeError,
  decideCheckWithLoginError,
  decideForgotError,
  decideRegisterError,
} from './password';
import { decideSsoCheck, decideSsoCheckFailure, decideSsoLoginError } from './sso';
import { decideClientCallError } from './upstream-error';

const ONE = { clientCount: 1 };
const MANY = { clientCount: 3 };
const known = (code: ErrorCode): PortalError => ({ known: true, code });
const codesWith = (behaviour: ErrorBehaviour): ErrorCode[] =>
  ERROR_CODES.filter((c) => ERROR_CATALOGUE[c].behaviour === behaviour);
const logout = { kind: 'logout' } as const;
const stay = { kind: 'stay' } as const;

function decide(code: ErrorCode, ctx?: Parameters<typeof outcomeForCode>[1]): Outcome {
  const outcome = outcomeForCode(code, ctx);
  expect(OutcomeSchema.safeParse(outcome).success).toBe(true);
  return outcome;
}

describe('outcomeForCode: one catalogue behaviour each (spec section 8)', () => {
  it('toast: an error alert; a one-client user on a client call is logged out', () => {
    const message = { severity: 'error', key: 'errors.SOMETHING_WENT_WRONG' };
    expect(decide('SOMETHING_WENT_WRONG', MANY)).toEqual({ next: stay, message });
    expect(decide('SOMETHING_WENT_WRONG', ONE)).toEqual({ next: logout, message });
    expect(decide('SOMETHING_WENT_WRONG', { after: navigate('/') })).toEqual({
      next: navigate('/'),
      message,
    });
  });

  it('toast-info: an info alert, never a logout', () => {
    const message = { severity: 'info', key: 'errors.PASSWORD_EXPIRES_SOON' };
    expect(decide('PASSWORD_EXPIRES_SOON', ONE)).toEqual({ next: stay, message });
    expect(decide('PASSWORD_EXPIRES_SOON', MANY)).toEqual({ next: stay, message });
  });

  it('toast-success: a success alert, never a logout even for a one-client user', () => {
    const message = { severity: 'success', key: 'errors.TOKEN_SENT_SUCCESSFULLY' };
    expect(decide('TOKEN_SENT_SUCCESSFULLY', ONE)).toEqual({ next: stay, message });
    expect(decide('TOKEN_SENT_SUCCESSFULLY', {})).toEqual({ next: stay, message });
  });

  it('silent: no alert, and no logout, for one client or several', () => {
    for (const code of ['INVALID_COMPANY', 'COMPANY_ALREADY_REGISTERED'] as const) {
      expect(decide(code, ONE)).toEqual({ next: stay });
      expect(decide(code, MANY)).toEqual({ next: stay });
      expect(messageForCode(code)).toBeUndefined();
    }
  });

  it('go-messages: /messages with the code as the reason', () => {
    expect(decide('INSTANCE_TURNING_ON', ONE)).toEqual({
      next: navigate('/messages', { reason: 'INSTANCE_TURNING_ON' }),
    });
  });

  it('logout-if-one-client-else-environments: the message, then logout or the list', () => {
    const message = { severity: 'error', key: 'errors.NO_LICENSE_ENVIRONMENT' };
    expect(decide('NO_LICENSE_ENVIRONMENT', ONE)).toEqual({ next: logout, message });
    expect(decide('NO_LICENSE_ENVIRONMENT', MANY)).toEqual({ next: navigate('/home/environments'), message });
  });

  it('toast-and-go-home: the message, then / (a logout), whatever the client count', () => {
    for (const ctx of [ONE, MANY]) {
      expect(decide('NO_LICENSE_CLIENT', ctx)).toEqual({
        next: logout,
        message: { severity: 'error', key: 'errors.NO_LICENSE_CLIENT' },
      });
    }
  });

  it('access-restricted: /accessRestricted, never a logout', () => {
    expect(decide('USER_ACCESS_IS_RESTRICTED', ONE)).toEqual({ next: navigate('/accessRestricted') });
  });

  it('pending-connection: /pendingConnection', () => {
    expect(decide('HAS_PENDING_CONNECTION', ONE)).toEqual({
      next: navigate('/pendingConnection', { time: 0 }),
    });
  });

  it('password-expired: an info alert, then the flow’s own step', () => {
    expect(decide('PASSWORD_EXPIRED', ONE)).toEqual({
      next: stay,
      message: { severity: 'info', key: 'errors.PASSWORD_EXPIRED' },
    });
  });

  it('go-home: the message, then / (a logout)', () => {
    expect(decide('MAXIMUM_PIN_INVALID_RETRIES', MANY)).toEqual({
      next: logout,
      message: { severity: 'error', key: 'errors.MAXIMUM_PIN_INVALID_RETRIES' },
    });
  });

  it('logout: a logout without an alert', () => {
    expect(decide('INVALID_ACCESS_TOKEN', MANY)).toEqual({ next: logout });
  });

  it('raw text and no answer are error alerts under the same one-client rule', () => {
    const raw = { severity: 'error', key: 'errors.raw', text: 'boom' };
    expect(outcomeForError({ known: false, text: 'boom' }, ONE)).toEqual({ next: logout, message: raw });
    expect(outcomeForError(undefined, MANY)).toEqual({
      next: stay,
      message: { severity: 'error', key: 'errors.UNEXPECTED_ERROR' },
    });
  });

  it('hasOwnBehaviour is true exactly for codes that are more than an error alert', () => {
    expect(hasOwnBehaviour(known('INVALID_COMPANY'))).toBe(true);
    expect(hasOwnBehaviour(known('SOMETHING_WENT_WRONG'))).toBe(false);
    expect(hasOwnBehaviour({ known: false, text: 'x' })).toBe(false);
    expect(hasOwnBehaviour(undefined)).toBe(false);
  });
});

/** Every flow that turns an upstream error into an alert, fed one code, with one client where it applies. */
const FLOWS: Record<string, (code: ErrorCode) => Outcome> = {
  'client call': (code) => decideClientCallError(ERROR_CATALOGUE[code].status, known(code), ONE),
  'login attempt': (code) => {
    const step = decideAfterLoginAttempt(400, { error: code }, ONE);
    if (step.kind !== 'done') throw new Error('a failed attempt ends the chain');
    return step.outcome;
  },
  login: (code) =>
    decideLoginError(known(code), { body: { error: code }, backUrl: undefined, allowedRedirectOrigins: [] }),
  'multi-factor code': (code) => decideOtpError(400, known(code)),
  'TOTP QR': (code) => decideTotpQrError(400, known(code)),
  'single sign-on login': (code) => decideSsoLoginError(known(code)),
  'single sign-on check': (code) => decideSsoCheck({ errors: [code], status: 'OK', is_sso_user: true }),
  'single sign-on check failure': (code) => decideSsoCheckFailure(400, known(code)),
  'Duo return': (code) => decideDuoReturn({ kind: 'refused', error: known(code) }),
  PIN: (code) => decidePinReply(known(code)),
  'forgot password': (code) => decideForgotError(known(code), 400),
  'change password': (code) => decideChangeError(known(code)),
  register: (code) => decideRegisterError(known(code)),
  'password check with login': (code) => decideCheckWithLoginError(known(code)),
};

describe('one rule in every flow', () => {
  it.each(Object.keys(FLOWS))('INVALID_COMPANY and COMPANY_ALREADY_REGISTERED show no alert: %s', (name) => {
    const flow = FLOWS[name];
    for (const code of codesWith('silent')) {
      const outcome = flow?.(code);
      expect(outcome?.message).toBeUndefined();
      expect(outcome?.next.kind).not.toBe('logout');
    }
  });

  it.each(Object.keys(FLOWS))('a success code never logs anyone out and shows as success: %s', (name) => {
    const flow = FLOWS[name];
    expect(codesWith('toast-success').length).toBeGreaterThan(0);
    for (const code of codesWith('toast-success')) {
      const outcome = flow?.(code);
      expect(outcome?.next.kind).not.toBe('logout');
      expect(outcome?.message?.severity).toBe('success');
    }
  });

  it.each(Object.keys(FLOWS))('an info code shows as info, never a logout: %s', (name) => {
    const flow = FLOWS[name];
    for (const code of codesWith('toast-info')) {
      const outcome = flow?.(code);
      expect(outcome?.next.kind).not.toBe('logout');
      expect(outcome?.message?.severity).toBe('info');
    }
  });
});
