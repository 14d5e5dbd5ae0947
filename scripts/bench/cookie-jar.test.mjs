import { describe, expect, it } from 'vitest';
import { cookieHeader, keepCookies } from './cookie-jar.mjs';

const answer = (...lines) => ({ headers: { getSetCookie: () => lines } });

describe("the benchmarks' cookie jar", () => {
  it('keeps what the gateway sets and sends it back as one header', () => {
    const jar = new Map();
    keepCookies(
      jar,
      answer('portal_csrf=abc; Path=/; SameSite=Strict', 'portal_token=t.sig; HttpOnly; Path=/'),
    );
    expect(cookieHeader(jar)).toBe('portal_csrf=abc; portal_token=t.sig');
  });

  it('drops a cookie the answer clears, as a browser does, instead of sending it back', () => {
    const jar = new Map([
      ['portal_token', 'old'],
      ['sim_world', 'w1'],
      ['portal_csrf', 'abc'],
      ['keep', 'me'],
    ]);
    keepCookies(
      jar,
      answer(
        'portal_token=; Max-Age=0; Path=/',
        'sim_world=w1; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/',
        'portal_csrf=; Path=/',
      ),
    );
    expect(cookieHeader(jar)).toBe('keep=me');
  });

  it('keeps a cookie whose lifetime is in the future', () => {
    const jar = new Map();
    keepCookies(jar, answer('lang=es; Max-Age=600', 'x=1; Expires=Fri, 01 Jan 2100 00:00:00 GMT'));
    expect(cookieHeader(jar)).toBe('lang=es; x=1');
  });
});
