import { describe, expect, it } from 'vitest';
import { configPathForHost, configPathsForHost, FALLBACK_CONFIG_PATH } from './config-path';

describe('configPathForHost, spec section 7', () => {
  it.each([
    ['acme.portal.example.com', '/clients/acme/config.json'],
    ['acme.portal.example.com:8443', '/clients/acme/config.json'],
    ['ACME.Portal.Example.com', '/clients/acme/config.json'],
    ['contoso-labs.portal.example', '/clients/contoso-labs/config.json'],
    ['acme.example.com', '/clients/acme/config.json'],
    ['a1.b.c.d.e', '/clients/a1/config.json'],
    ['usa.portal.example.com', '/clients/usa/config.json'],
    ['acme.portal.example.com.', '/clients/acme/config.json'],
    // The simulator's sample customers (Chromium, Firefox and curl resolve *.localhost locally).
    ['acme.portal.localhost:8080', '/clients/acme/config.json'],
    ['globex.portal.localhost', '/clients/globex/config.json'],
    ['initech.portal.localhost:8091', '/clients/initech/config.json'],
  ])('%s has a customer label: %s', (host, path) => {
    expect(configPathForHost(host)).toBe(path);
  });

  it.each([
    ['us.portal.example.com'],
    ['sa.portal.example.com'],
    ['dev.portal.example.com'],
    ['US.portal.example.com'],
    ['dev.portal.example.com:8080'],
    ['sa.portal.localhost:8080'],
    ['portal.localhost:8080'],
    ['portal.example'],
    ['example.com:443'],
    ['localhost'],
    ['localhost:8080'],
    ['127.0.0.1'],
    ['127.0.0.1:8787'],
    ['10.0.0.12:8080'],
    ['[::1]'],
    ['[::1]:5173'],
    ['[2001:db8::1]:443'],
    [''],
    ['.example.com'],
    ['..example.com'],
    ['-bad.example.com'],
    ['bad-.example.com'],
    ['ac_me.portal.example.com'],
    ['a/b.portal.example.com'],
    ['%2e%2e.portal.example.com'],
    [`${'a'.repeat(64)}.portal.example.com`],
  ])('%j uses the default config', (host) => {
    expect(configPathForHost(host)).toBe(FALLBACK_CONFIG_PATH);
  });

  it('the default config is /config.json', () => {
    expect(FALLBACK_CONFIG_PATH).toBe('/config.json');
  });

  it('accepts a 63-character label', () => {
    const label = 'a'.repeat(63);
    expect(configPathForHost(`${label}.portal.example.com`)).toBe(`/clients/${label}/config.json`);
  });
});

describe('configPathsForHost', () => {
  it("tries the host's own config, then the base one; the base one once", () => {
    expect(configPathsForHost('acme.portal.example.com')).toEqual([
      '/clients/acme/config.json',
      '/config.json',
    ]);
    expect(configPathsForHost('localhost:8080')).toEqual(['/config.json']);
  });
});
