import { describe, expect, it } from 'vitest';
import { isAllowedRedirect } from './redirect';

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
