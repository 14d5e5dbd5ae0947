import { describe, expect, it } from 'vitest';
import { isAllowedRedirect, isAllowedUpstreamRedirect, type UpstreamRedirects } from './redirect';

const ALLOWED = ['https://intranet.example.com', 'http://localhost:5173/'];

describe('isAllowedRedirect', () => {
  it.each([
    'https://intranet.example.com',
    'https://intranet.example.com/',
    'https://intranet.example.com/path?q=1#h',
    'https://INTRANET.example.com/x',
    'https://intranet.example.com:443/x',
    'http://localhost:5173/after',
  ])('allows %s', (target) => {
    expect(isAllowedRedirect(target, ALLOWED)).toBe(true);
  });

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['JavaScript: in capitals', 'JavaScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', '/home/environments'],
    ['a protocol-relative URL', '//intranet.example.com/x'],
    ['another origin', 'https://evil.example.net/'],
    ['a look-alike host', 'https://intranet.example.com.evil.net/'],
    ['user info before another host', 'https://intranet.example.com@evil.net/'],
    ['another scheme on the allowed host', 'http://intranet.example.com/'],
    ['another port on the allowed host', 'https://intranet.example.com:8443/'],
    ['ftp', 'ftp://intranet.example.com/'],
    ['an empty string', ''],
    ['garbage', 'not a url'],
  ])('refuses %s', (_name, target) => {
    expect(isAllowedRedirect(target, ALLOWED)).toBe(false);
  });

  it('refuses null and undefined', () => {
    expect(isAllowedRedirect(null, ALLOWED)).toBe(false);
    expect(isAllowedRedirect(undefined, ALLOWED)).toBe(false);
  });

  it('allows nothing with an empty allow-list', () => {
    expect(isAllowedRedirect('https://intranet.example.com/', [])).toBe(false);
  });

  it('refuses javascript: even when it is on the allow-list', () => {
    expect(isAllowedRedirect('javascript:alert(1)', ['javascript:alert(1)'])).toBe(false);
  });

  it('ignores malformed allow-list entries', () => {
    expect(
      isAllowedRedirect('https://intranet.example.com/', ['not an origin', 'https://intranet.example.com']),
    ).toBe(true);
    expect(isAllowedRedirect('https://intranet.example.com/', ['not an origin'])).toBe(false);
  });
});

describe('isAllowedUpstreamRedirect: addresses the upstream named itself (Duo, identity provider)', () => {
  const RULE: UpstreamRedirects = { upstreamOrigin: 'http://127.0.0.1:4010', alsoAllowed: [] };

  it.each([
    [
      'any https address, without configuration',
      'https://api-1234.duosecurity.com/oauth/v1/authorize?state=s',
    ],
    ['an https identity provider', 'https://login.example.org/saml2?SAMLRequest=x'],
    ["http on the upstream's own origin", 'http://127.0.0.1:4010/__sim/pages/duo?state=s'],
  ])('allows %s', (_name, target) => {
    expect(isAllowedUpstreamRedirect(target, RULE)).toBe(true);
  });

  it.each([
    ['http elsewhere', 'http://duo.example.com/frame'],
    ["http on another port of the upstream's host", 'http://127.0.0.1:4011/'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', '/__sim/pages/duo?state=s'],
    ['a protocol-relative URL', '//evil.example.net/x'],
    ['user info', 'https://idp.example.com@evil.net/'],
    ['an empty string', ''],
  ])('refuses %s', (_name, target) => {
    expect(isAllowedUpstreamRedirect(target, RULE)).toBe(false);
  });

  it("without a known upstream origin: https only, plus the operator's ALLOWED_REDIRECT_ORIGINS", () => {
    const rule: UpstreamRedirects = { upstreamOrigin: null, alsoAllowed: ['http://idp.internal:8080'] };
    expect(isAllowedUpstreamRedirect('https://idp.example.com/x', rule)).toBe(true);
    expect(isAllowedUpstreamRedirect('http://idp.internal:8080/saml', rule)).toBe(true);
    expect(isAllowedUpstreamRedirect('http://127.0.0.1:4010/x', rule)).toBe(false);
    expect(isAllowedUpstreamRedirect(null, rule)).toBe(false);
  });

  it("leaves the visitor's rule as it was: an https address off the list is still refused as back_url", () => {
    expect(isAllowedRedirect('https://duo.example.com/frame', [])).toBe(false);
    expect(isAllowedRedirect('http://127.0.0.1:4010/x', ['https://intranet.example.com'])).toBe(false);
  });
});
