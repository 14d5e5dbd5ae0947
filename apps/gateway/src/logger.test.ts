import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it.each([
    ['/password/pin?pin=123456', '/password/pin?pin=%5Bredacted%5D'],
    ['/mfa?otp=654321&lng=es', '/mfa?otp=%5Bredacted%5D&lng=es'],
    [
      '/login/duo-callback/?state=S&duo_code=C',
      '/login/duo-callback/?state=%5Bredacted%5D&duo_code=%5Bredacted%5D',
    ],
    ['/sso?code=abc', '/sso?code=%5Bredacted%5D'],
    ['/register/u-1/T0KEN?lng=en-US', '/register/:userUuid/:token?lng=en-US'],
    ['/login/sso/T0KEN', '/login/sso/:token'],
    ['/home/environments?lng=pt-BR', '/home/environments?lng=pt-BR'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
