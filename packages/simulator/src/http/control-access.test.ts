import { describe, expect, it } from 'vitest';
import { controlAccess, isLoopback, isLoopbackHost } from './control-access';

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.10.20.30', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.5', false],
    ['192.168.1.10', false],
    ['::ffff:10.0.0.5', false],
    ['fe80::1', false],
    ['localhost', false],
    [undefined, false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});

describe('controlAccess', () => {
  it('without a configured token, only loopback callers get in', () => {
    const base = {
      configuredToken: undefined,
      presentedToken: undefined,
      forwarded: false,
      host: 'localhost:8080',
    };
    expect(controlAccess({ ...base, remoteAddress: '127.0.0.1' })).toEqual({ allowed: true });
    expect(controlAccess({ ...base, remoteAddress: '::1' })).toEqual({ allowed: true });
    const remote = controlAccess({ ...base, remoteAddress: '10.1.2.3' });
    expect(remote).toMatchObject({ allowed: false, status: 403 });
    // A token presented to a server that has none does not open it.
    expect(controlAccess({ ...base, remoteAddress: '10.1.2.3', presentedToken: 'anything' })).toMatchObject({
      allowed: false,
    });
    // An empty configured token is no token.
    expect(controlAccess({ ...base, configuredToken: '  ', remoteAddress: '10.1.2.3' })).toMatchObject({
      allowed: false,
      status: 403,
    });
  });

  it('with a configured token, every caller must present it, loopback included', () => {
    const base = { configuredToken: 's3cret-token', forwarded: false, host: 'localhost:8080' };
    expect(controlAccess({ ...base, remoteAddress: '10.1.2.3', presentedToken: 's3cret-token' })).toEqual({
      allowed: true,
    });
    expect(controlAccess({ ...base, remoteAddress: '127.0.0.1', presentedToken: undefined })).toMatchObject({
      allowed: false,
      status: 401,
    });
    expect(
      controlAccess({ ...base, remoteAddress: '10.1.2.3', presentedToken: 's3cret-tokeN' }),
    ).toMatchObject({
      allowed: false,
      status: 401,
    });
    expect(controlAccess({ ...base, remoteAddress: '10.1.2.3', presentedToken: 's3cret' })).toMatchObject({
      allowed: false,
    });
  });
});

describe('isLoopbackHost', () => {
  it.each([
    ['localhost', true],
    ['localhost:8080', true],
    ['LOCALHOST:5173', true],
    ['acme.portal.localhost:8080', true],
    ['127.0.0.1:8080', true],
    ['[::1]:8080', true],
    ['portal.example.com', false],
    ['evil.example:8080', false],
    ['10.0.0.5:8080', false],
    [undefined, false],
  ])('%s → %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});

describe('controlAccess on this machine', () => {
  const local = { remoteAddress: '127.0.0.1', configuredToken: undefined, presentedToken: undefined };

  it('refuses a request that came through a proxy: on this machine it would open the API to all', () => {
    expect(controlAccess({ ...local, forwarded: true, host: 'localhost:8080' })).toMatchObject({
      allowed: false,
      status: 403,
    });
  });

  it('refuses a request addressed to another name (DNS rebinding)', () => {
    expect(controlAccess({ ...local, forwarded: false, host: 'evil.example:8080' })).toMatchObject({
      allowed: false,
      status: 403,
    });
  });

  it('a token opens it through a proxy too', () => {
    expect(
      controlAccess({
        remoteAddress: '127.0.0.1',
        forwarded: true,
        host: 'qa.example.com',
        configuredToken: 'operator-token-1234',
        presentedToken: 'operator-token-1234',
      }),
    ).toEqual({ allowed: true });
  });
});
