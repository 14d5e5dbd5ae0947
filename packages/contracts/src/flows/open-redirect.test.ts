import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../upstream/auth';
import { decideAfterLogin } from './after-login';
import { decideLoginError } from './login-error';
import { isAllowedRedirect, isAllowedUpstreamRedirect, type UpstreamRedirects } from './redirect';
import { decideSsoLogout, decideSsoRedirect } from './sso';

// The open-redirect table (issue 10, security regression suite): every address the portal may
// send a browser to from outside data goes through one of two rules. What the visitor brings
// (back_url) goes through isAllowedRedirect: each hostile form below must be refused, and the
// allowed origin still followed. What the upstream's own reply names (the Duo address, the
// identity provider's sign-in and sign-out addresses) goes through isAllowedUpstreamRedirect: any
// https: address (the trusted backend chose it), plain http only on the upstream's origin, and
// every form of UPSTREAM_HOSTILE refused.

const ALLOWED = ['https://idp.example.com'];

/** Schemes no redirect may use, whoever names the address. */
const SCHEME_ATTACKS: readonly string[] = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'blob:https://idp.example.com/5f1d9f2e',
  'file:///etc/passwd',
  'ftp://idp.example.com',
];
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
  ...SCHEME_ATTACKS,
  'https://xn--dp-0ia.example.com',
  'https://127.0.0.1',
  'https://[::1]',
  '',
];

const UPSTREAM: UpstreamRedirects = { upstreamOrigin: 'http://127.0.0.1:4010', alsoAllowed: [] };

/** What no upstream reply may send the browser to: not an absolute https address, nor http on the upstream. */
const UPSTREAM_HOSTILE: readonly string[] = [
  'http://evil.example',
  'http://127.0.0.1:4011/duo',
  'http://127.0.0.1/duo',
  '//evil.example',
  '///evil.example',
  'https://idp.example.com@evil.example',
  'https://idp.example.com:pass@evil.example',
  'https://evil.example%2F@idp.example.com',
  'http://user@127.0.0.1:4010/duo',
  '\\\\evil.example',
  '/\\evil.example',
  '/redirect?to=https://evil.example',
  '/__sim/pages/duo',
  ...SCHEME_ATTACKS,
  '',
];

/** The sinks of visitor addresses, answering the address they would send the browser to, or undefined. */
const VISITOR_SINKS: ReadonlyArray<[string, (url: string) => string | undefined]> = [
  ['isAllowedRedirect', (url) => (isAllowedRedirect(url, ALLOWED) ? url : undefined)],
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
];

/** The sinks of addresses the upstream's replies name. */
const UPSTREAM_SINKS: ReadonlyArray<[string, (url: string) => string | undefined]> = [
  ['isAllowedUpstreamRedirect', (url) => (isAllowedUpstreamRedirect(url, UPSTREAM) ? url : undefined)],
  [
    'single sign-on start',
    (url) => {
      const { next } = decideSsoRedirect(url, UPSTREAM);
      return next.kind === 'external' ? next.url : undefined;
    },
  ],
  [
    'single sign-on logout',
    (url) => {
      const next = decideSsoLogout(url, UPSTREAM);
      return next.kind === 'external' ? next.url : undefined;
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
      const { next } = decideAfterLogin(reply, 'ann@example.com', UPSTREAM);
      return next.kind === 'external' ? next.url : undefined;
    },
  ],
];

describe('the open-redirect table', () => {
  it('holds at least twenty hostile addresses', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(20);
  });

  for (const [sink, follow] of VISITOR_SINKS) {
    it(`${sink}: follows the allowed origin`, () => {
      expect(follow(GOOD)).toBe(GOOD);
    });

    it.each(HOSTILE)(`${sink}: refuses %j`, (payload) => {
      expect(follow(payload)).toBeUndefined();
    });
  }

  for (const [sink, follow] of UPSTREAM_SINKS) {
    it(`${sink}: follows an https address and the upstream's own http origin`, () => {
      expect(follow(GOOD)).toBe(GOOD);
      expect(follow('https://duo.example.net/frame?state=s')).toBe('https://duo.example.net/frame?state=s');
      expect(follow('http://127.0.0.1:4010/__sim/pages/duo?state=s')).toBe(
        'http://127.0.0.1:4010/__sim/pages/duo?state=s',
      );
    });

    it.each(UPSTREAM_HOSTILE)(`${sink}: refuses %j`, (payload) => {
      expect(follow(payload)).toBeUndefined();
    });
  }

  it('allows nothing external when no origin is allowed', () => {
    expect(isAllowedRedirect(GOOD, [])).toBe(false);
  });
});
