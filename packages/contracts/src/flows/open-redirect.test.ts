import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../upstream/auth';
import { decideAfterLogin } from './after-login';
import { decideLoginError } from './login-error';
import { isAllowedRedirect } from './redirect';
import { decideSsoLogout, decideSsoRedirect } from './sso';

// The open-redirect table (issue 10, security regression suite): every address the portal may
// send a browser to from outside data (back_url, the Duo address, the identity provider's sign-in
// and sign-out addresses) goes through isAllowedRedirect; each hostile form below must be refused
// by every one of those sinks, and the allowed origin still followed.

const ALLOWED = ['https://idp.example.com'];
const GOOD = 'https://idp.example.com/sso/start?relay=1';

const HOSTILE: readonly string[] = [
  'https://evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example/path',
  'https:evil.example',
  'https://idp.example.com@evil.example',
  'https://idp.example.com:pass@evil.example',
  'https://idp.example.com.evil.example',
  'https://evil.example/https://idp.example.com',
  'https://evil.example?next=https://idp.example.com',
  'https://evil.example#https://idp.example.com',
  'https://evil.example%2F@idp.example.com',
  'https://idp.example.com:8443',
  'http://idp.example.com',
  'HTTPS://IDP.EXAMPLE.COM.evil.example',
  'https://idp.example.com.',
  '  https://evil.example',
  '\\\\evil.example',
  '/\\evil.example',
  '/redirect?to=https://evil.example',
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'blob:https://idp.example.com/5f1d9f2e',
  'file:///etc/passwd',
  'ftp://idp.example.com',
  'https://xn--dp-0ia.example.com',
  'https://127.0.0.1',
  'https://[::1]',
  '',
];

/** Each sink, answering the address it would send the browser to, or undefined. */
const SINKS: ReadonlyArray<[string, (url: string) => string | undefined]> = [
  ['isAllowedRedirect', (url) => (isAllowedRedirect(url, ALLOWED) ? url : undefined)],
  [
    'single sign-on start',
    (url) => {
      const { next } = decideSsoRedirect(url, ALLOWED);
      return next.kind === 'external' ? next.url : undefined;
    },
  ],
  [
    'single sign-on logout',
    (url) => {
      const next = decideSsoLogout(url, ALLOWED);
      return next.kind === 'external' ? next.url : undefined;
    },
  ],
  [
    'login error back_url',
    (url) => {
      const outcome = decideLoginError(
        { known: true, code: 'INVALID_USER' },
        { body: undefined, backUrl: url, allowedRedirectOrigins: ALLOWED },
      );
      return outcome.next.kind === 'external' ? outcome.next.url : undefined;
    },
  ],
  [
    'Duo address after sign-in',
    (url) => {
      const reply = {
        access_token: 't',
        mfa_required: true,
        mfa_type: 'duo',
        duo: { redirect_url: url },
      } as LoginResponse;
      const { next } = decideAfterLogin(reply, 'ann@example.com', ALLOWED);
      return next.kind === 'external' ? next.url : undefined;
    },
  ],
];

describe('the open-redirect table', () => {
  it('holds at least twenty hostile addresses', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(20);
  });

  for (const [sink, follow] of SINKS) {
    it(`${sink}: follows the allowed origin`, () => {
      expect(follow(GOOD)).toBe(GOOD);
    });

    it.each(HOSTILE)(`${sink}: refuses %j`, (payload) => {
      expect(follow(payload)).toBeUndefined();
    });
  }

  it('allows nothing external when no origin is allowed', () => {
    expect(isAllowedRedirect(GOOD, [])).toBe(false);
  });
});
