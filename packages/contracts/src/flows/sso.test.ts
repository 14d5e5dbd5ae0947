import { describe, expect, it } from 'vitest';
import { SHOWN_ERROR_TEXT_MAX_CHARS } from '../errors/read-error';
import { OutcomeSchema } from '../portal/outcome';
import { TokenIdentitySchema } from '../upstream/auth';
import {
  decideSsoCheck,
  decideSsoCheckFailure,
  decideSsoLoginError,
  decideSsoLogout,
  decideSsoRedirect,
  SSO_FORCE_USER_LOGOUT,
} from './sso';

const identity = (over: Record<string, unknown> = {}) =>
  TokenIdentitySchema.parse({ errors: [], status: 'SUCCESS', is_sso_user: true, ...over });

describe('decideSsoCheck, spec section 4 "Single sign-on check"', () => {
  it('errors: shows the first one and goes to /sso, without a session', () => {
    const decision = decideSsoCheck(identity({ errors: ['SSO_GROUP_FORBIDDEN', 'SSO_EMAIL_MISSING'] }));
    expect(decision).toEqual({
      next: { kind: 'navigate', to: '/sso' },
      message: { severity: 'error', key: 'errors.SSO_GROUP_FORBIDDEN' },
      signIn: false,
    });
  });

  it('errors with SSO_FORCE_USER_LOGOUT: the first error, then /home/environments', () => {
    const decision = decideSsoCheck(
      identity({ errors: ['RELAY_STATE_ERROR'], status: SSO_FORCE_USER_LOGOUT }),
    );
    expect(decision.next).toEqual({ kind: 'navigate', to: '/home/environments' });
    expect(decision.message?.key).toBe('errors.RELAY_STATE_ERROR');
    expect(decision.signIn).toBe(true);
  });

  it('an error the catalogue does not know is shown as the upstream wrote it', () => {
    expect(decideSsoCheck(identity({ errors: ['Group mapping failed'] })).message).toEqual({
      severity: 'error',
      key: 'errors.raw',
      text: 'Group mapping failed',
    });
  });

  it('an error text too long to show is cut, as every upstream text is', () => {
    const text = decideSsoCheck(identity({ errors: ['x'.repeat(5_000)] })).message?.text ?? '';
    expect(text).toHaveLength(SHOWN_ERROR_TEXT_MAX_CHARS);
    expect(text.endsWith('…')).toBe(true);
  });

  it('blank errors do not count', () => {
    expect(decideSsoCheck(identity({ errors: ['  '] })).next).toEqual({
      kind: 'navigate',
      to: '/home/environments',
    });
  });

  it('SSO_FORCE_USER_LOGOUT without errors logs out', () => {
    expect(decideSsoCheck(identity({ status: SSO_FORCE_USER_LOGOUT }))).toEqual({
      next: { kind: 'logout' },
      signIn: false,
    });
  });

  it('otherwise the token is good: /home/environments, signed in', () => {
    expect(decideSsoCheck(identity())).toEqual({
      next: { kind: 'navigate', to: '/home/environments' },
      signIn: true,
    });
    expect(decideSsoCheck(undefined).signIn).toBe(true);
  });

  it('every decision is a valid outcome', () => {
    for (const over of [{}, { errors: ['X'] }, { status: SSO_FORCE_USER_LOGOUT }]) {
      const { next, message } = decideSsoCheck(identity(over));
      expect(OutcomeSchema.safeParse(message ? { next, message } : { next }).success).toBe(true);
    }
  });
});

describe('failures of spec section 8', () => {
  it('single sign-on check: 404 is the wrong-user message, anything else its own, then /', () => {
    expect(decideSsoCheckFailure(404, { known: true, code: 'INVALID_TOKEN' })).toEqual({
      next: { kind: 'navigate', to: '/' },
      message: { severity: 'error', key: 'errors.USER_NOT_FOUND' },
      signIn: false,
    });
    expect(decideSsoCheckFailure(401, { known: true, code: 'INVALID_TOKEN' }).message?.key).toBe(
      'errors.INVALID_TOKEN',
    );
    expect(decideSsoCheckFailure(500, undefined).message?.key).toBe('errors.UNEXPECTED_ERROR');
  });

  it('single sign-on login: the first server error, default UNEXPECTED_ERROR; the user stays', () => {
    expect(decideSsoLoginError({ known: true, code: 'IDP_NOT_FOUND' })).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.IDP_NOT_FOUND' },
    });
    expect(decideSsoLoginError(undefined).message?.key).toBe('errors.UNEXPECTED_ERROR');
  });
});

describe("the identity provider's addresses follow the upstream-redirect rule", () => {
  const allowed = { upstreamOrigin: 'http://127.0.0.1:4010', alsoAllowed: [] };

  it('follows an https identity provider', () => {
    expect(decideSsoRedirect('https://idp.example.com/saml?x=1', allowed)).toEqual({
      next: { kind: 'external', url: 'https://idp.example.com/saml?x=1' },
    });
  });

  it('never follows a plain-http address off the upstream: the user stays with SSO_REDIRECT_ERROR', () => {
    expect(decideSsoRedirect('http://phish.example.net/saml', allowed)).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.SSO_REDIRECT_ERROR' },
    });
  });

  it('logout: the identity provider when the rule allows it, else /ssoLogout', () => {
    expect(decideSsoLogout('https://idp.example.com/logout', allowed)).toEqual({
      kind: 'external',
      url: 'https://idp.example.com/logout',
    });
    expect(decideSsoLogout('javascript:alert(1)', allowed)).toEqual({
      kind: 'navigate',
      to: '/ssoLogout',
    });
    expect(decideSsoLogout(undefined, allowed)).toEqual({ kind: 'navigate', to: '/ssoLogout' });
  });

  it("logout: plain http only on the upstream's own origin", () => {
    const onUpstream = 'http://127.0.0.1:4010/__sim/pages/idp/logout?request=r';
    expect(decideSsoLogout(onUpstream, allowed)).toEqual({ kind: 'external', url: onUpstream });
    expect(decideSsoLogout('http://127.0.0.1:4011/logout', allowed)).toEqual({
      kind: 'navigate',
      to: '/ssoLogout',
    });
  });
});
