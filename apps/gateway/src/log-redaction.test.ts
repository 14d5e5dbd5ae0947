import { describe, expect, it } from 'vitest';
import { redactLogLine, redactText, redactUrl } from './log-redaction';
import { fullyDecoded } from './percent-decoding';

const enc = (value: unknown): string => encodeURIComponent(JSON.stringify(value));

describe('redactUrl', () => {
  it.each([
    ['/password/pin?pin=123456', '/password/pin?pin=[redacted]'],
    ['/mfa?otp=654321&lng=es', '/mfa?otp=[redacted]&lng=es'],
    ['/login/duo-callback/?state=S&duo_code=C', '/login/duo-callback/?state=[redacted]&duo_code=[redacted]'],
    ['/sso?code=abc', '/sso?code=[redacted]'],
    ['/x?%6Ftp=1&OTP=2&p%61ssword=3', '/x?%6Ftp=[redacted]&OTP=[redacted]&p%61ssword=[redacted]'],
    ['/x?lng=en;pin=2', '/x?lng=en;pin=[redacted]'],
    ['/register/u-1/T0KEN?lng=en-US', '/register/:userUuid/:token?lng=en-US'],
    ['/register/u-1', '/register/:userUuid'],
    ['/register/u-1/T0KEN/more', '/register/:userUuid/:token'],
    ['/login/sso/T0KEN', '/login/sso/:token'],
    ['/Login/SSO/T0KEN', '/login/sso/:token'],
    ['/%6Cogin/sso/T0KEN', '/login/sso/:token'],
    ['/%256C%256Fgin/sso/T0KEN', '/login/sso/:token'],
    ['/portal/login/sso/T0KEN', '/portal/login/sso/:token'],
    ['/a/../login/./sso/T0KEN', '/login/sso/:token'],
    ['/mfa;otp=123456/next', '/mfa;[redacted]/next'],
    ['/mfa%3Botp=123456', '/mfa;[redacted]'],
    ['/x#T0KEN', '/x#[redacted]'],
    ['https://user:T0KEN@idp.example/cb?lng=es', 'https://[redacted]@idp.example/cb?lng=es'],
    [`/trpc/mfa.verify?input=${enc({ otp: '123456' })}`, '/trpc/mfa.verify?input={"otp":"[redacted]"}'],
    [
      `/trpc/a,b?batch=1&input=${enc({ 0: { pin: '1' }, 1: { json: { password: 'p', email: 'e' } } })}`,
      '/trpc/a,b?batch=1&input={"0":{"pin":"[redacted]"},"1":{"json":{"password":"[redacted]","email":"e"}}}',
    ],
    [
      `/trpc/x?input=${enc({ back_url: '/login/sso/T0KEN' })}`,
      '/trpc/x?input={"back_url":"/login/sso/:token"}',
    ],
    ['/trpc/mfa.verify?input={"otp":"123456"', '/trpc/mfa.verify?input=[redacted]'],
    ['/x?next=%2Fmfa%3Fotp%3D123456', '/x?next=/mfa?otp=[redacted]'],
    ['/x?next=a%3D1%26token%3DT0KEN', '/x?next=a=1&token=[redacted]'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it.each([
    '/home/environments?lng=pt-BR',
    '/login/sso',
    '/login/sso/',
    '/login/duo-callback/',
    '/trpc/clients.list?input=%7B%7D',
    '/assets/app-%E0%A4.js',
    '/%/x?%zz=1&lng',
    '/x#',
  ])('leaves %s as it is (nothing secret, malformed escapes included)', (url) => {
    expect(redactUrl(url)).toBe(url);
  });

  it.each([
    'pwd',
    'client_secret',
    'SAMLResponse',
    'RelayState', // 'state' names it
    'duo_uname',
    'api_key',
    'auth',
    'JSESSIONID',
    'cookie',
    'sig',
    'credential',
    'ticket',
    'nonce',
    'jwt',
  ])('censors a query parameter or an input field named %s', (name) => {
    expect(redactUrl(`/x?${name}=V4LUE`)).toBe(`/x?${name}=[redacted]`);
    expect(redactUrl(`/trpc/x?input=${enc({ 0: { [name]: 'V4LUE' } })}`)).not.toContain('V4LUE');
  });

  it('censors whole a value nested deeper than it reads', () => {
    const deep = '/x?next=/a?next=/b?next=/c?next=/d?next=/e?lng=es';
    const logged = redactUrl(deep);
    expect(logged).toContain('[redacted]');
    expect(logged).not.toContain('/e?');
  });

  it('never throws on malformed percent escapes, and still finds the secret behind them', () => {
    expect(() => redactUrl('/%E0%A4%A/%C0%AF/%')).not.toThrow();
    expect(redactUrl('/%E0%A4%A/login/sso/T0KEN')).not.toContain('T0KEN');
    // One run of escapes, malformed as a whole: the good ones in it are still read (%2F, %6C).
    expect(redactUrl('/%E0%A4%2F%6Cogin/sso/T0KEN')).not.toContain('T0KEN');
    expect(fullyDecoded('%E0%A4%A%')).toBe('\u00e0\u00a4%A%');
  });
});

describe('redactText', () => {
  it('redacts each URL inside free text and leaves the rest', () => {
    expect(redactText('Route GET:/Login/SSO/T0KEN not found')).toBe('Route GET:/login/sso/:token not found');
    expect(redactText("'/x?otp=1' is not a valid url component")).toBe(
      "'/x?otp=[redacted]' is not a valid url component",
    );
    expect(redactText('go to https://idp.example/login/sso/T0KEN now')).toBe(
      'go to https://idp.example/login/sso/:token now',
    );
    const stack = 'Error: x\n    at run (/srv/portal/apps/gateway/dist/main.mjs:10:5)';
    expect(redactText(stack)).toBe(stack);
  });
});

describe('redactLogLine', () => {
  it('redacts URLs in every field, fields named like secrets, and JSON held in a string', () => {
    const line = `${JSON.stringify({
      level: 30,
      msg: 'seen /login/sso/T0KEN-1',
      req: { url: '/mfa;otp=T0KEN-2' },
      err: { code: 'FST_ERR_BAD_URL', statusCode: 400, message: "'/x?pin=T0KEN-3' is bad" },
      query: { otp: 'T0KEN-4', input: '{"0":{"pin":"T0KEN-5"}}', lng: 'es' },
    })}\n`;
    const logged = redactLogLine(line);
    expect(logged.endsWith('}\n')).toBe(true);
    expect(logged).not.toMatch(/T0KEN/);
    expect(JSON.parse(logged)).toEqual({
      level: 30,
      msg: 'seen /login/sso/:token',
      req: { url: '/mfa;[redacted]' },
      // What an operator needs stays, though named like a secret.
      err: { code: 'FST_ERR_BAD_URL', statusCode: 400, message: "'/x?pin=[redacted]' is bad" },
      query: { otp: '[redacted]', input: '{"0":{"pin":"[redacted]"}}', lng: 'es' },
    });
  });

  it('leaves a line with nothing secret as pino wrote it', () => {
    const line =
      '{"level":40,"time":1,"reqId":"req-1","kind":"http","endpoint":"clients","status":503,"msg":"upstream failed"}\n';
    expect(redactLogLine(line)).toBe(line);
  });
});
