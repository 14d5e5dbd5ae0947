import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandingDirFor, DEFAULT_PATHS, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives simulator-mode defaults for an empty environment', () => {
    const result = parseEnv({});
    expect(result).toEqual({
      ok: true,
      env: {
        PORT: 8080,
        HOST: '0.0.0.0',
        UPSTREAM_URL: undefined,
        SCENARIOS_DIR: DEFAULT_PATHS.scenariosDir,
        WEB_DIST: DEFAULT_PATHS.webDist,
        BRANDING_DIR: undefined,
        ALLOWED_REDIRECT_ORIGINS: [],
        ALLOWED_FRAME_ORIGINS: [],
        COOKIE_SECURE: true,
        ALLOW_RECAPTCHA: false,
        TRUST_PROXY: false,
        LOG_LEVEL: 'info',
        UPSTREAM_TIMEOUT_MS: 15_000,
        SESSION_IDLE_MINUTES: 30,
        SESSION_MAX_HOURS: 12,
        SIM_MAX_WORLDS: 1000,
        SIM_WATCH: false,
        MAX_CONNECTIONS: 2_000,
        LOGIN_RATE_LIMIT_PER_MIN: 30,
        REDIS_URL: undefined,
        LOGIN_LIMIT_REPLICAS: 1,
      },
    });
  });

  it('reads ALLOW_RECAPTCHA as a flag, off by default', () => {
    expect(parseEnv({ ALLOW_RECAPTCHA: 'true' })).toMatchObject({ ok: true, env: { ALLOW_RECAPTCHA: true } });
    expect(parseEnv({ ALLOW_RECAPTCHA: 'google' })).toMatchObject({ ok: false });
  });

  it('reads SIM_WATCH as a flag', () => {
    expect(parseEnv({ SIM_WATCH: 'true' })).toMatchObject({ ok: true, env: { SIM_WATCH: true } });
    expect(parseEnv({ SIM_WATCH: 'sometimes' })).toMatchObject({ ok: false });
  });

  it('resolves the default paths from the repository, not the working directory', () => {
    expect(DEFAULT_PATHS.scenariosDir).toMatch(/[/\\]scenarios$/);
    expect(DEFAULT_PATHS.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(DEFAULT_PATHS.brandingDir).toMatch(/apps[/\\]gateway[/\\]branding$/);
    expect(DEFAULT_PATHS.sampleBrandingDir).toMatch(/apps[/\\]gateway[/\\]sample-branding$/);
    expect(existsSync(join(DEFAULT_PATHS.sampleBrandingDir, 'config.json'))).toBe(true);
    expect(existsSync(DEFAULT_PATHS.scenariosDir)).toBe(true);
  });

  it('serves the sample customers in simulator mode only, unless BRANDING_DIR says otherwise', () => {
    expect(brandingDirFor({ BRANDING_DIR: undefined, UPSTREAM_URL: undefined })).toBe(
      DEFAULT_PATHS.sampleBrandingDir,
    );
    expect(brandingDirFor({ BRANDING_DIR: undefined, UPSTREAM_URL: 'http://upstream' })).toBe(
      DEFAULT_PATHS.brandingDir,
    );
    for (const UPSTREAM_URL of [undefined, 'http://upstream'])
      expect(brandingDirFor({ BRANDING_DIR: '/srv/brand', UPSTREAM_URL })).toBe('/srv/brand');
  });

  it('reads proxy mode, origins, flags and numbers', () => {
    const result = parseEnv({
      PORT: '9000',
      UPSTREAM_URL: 'http://127.0.0.1:9100/',
      ALLOWED_REDIRECT_ORIGINS: 'https://duo.example.com, https://sso.example.com:8443',
      ALLOWED_FRAME_ORIGINS: 'https://apps.acme.example,https://rdweb.globex.example:8443',
      COOKIE_SECURE: 'false',
      UPSTREAM_TIMEOUT_MS: '200',
      LOGIN_RATE_LIMIT_PER_MIN: '0',
      LOG_LEVEL: 'warn',
    });
    expect(result.ok && result.env).toMatchObject({
      PORT: 9000,
      UPSTREAM_URL: 'http://127.0.0.1:9100',
      ALLOWED_REDIRECT_ORIGINS: ['https://duo.example.com', 'https://sso.example.com:8443'],
      ALLOWED_FRAME_ORIGINS: ['https://apps.acme.example', 'https://rdweb.globex.example:8443'],
      COOKIE_SECURE: false,
      UPSTREAM_TIMEOUT_MS: 200,
      LOGIN_RATE_LIMIT_PER_MIN: 0,
      LOG_LEVEL: 'warn',
    });
  });

  it('reads LOGIN_LIMIT_REPLICAS as a whole number of at least 1', () => {
    expect(parseEnv({ LOGIN_LIMIT_REPLICAS: '3' })).toMatchObject({
      ok: true,
      env: { LOGIN_LIMIT_REPLICAS: 3 },
    });
    expect(parseEnv({ LOGIN_LIMIT_REPLICAS: '' })).toMatchObject({
      ok: true,
      env: { LOGIN_LIMIT_REPLICAS: 1 },
    });
    for (const [value, reason] of [
      ['0', 'must be at least 1'],
      ['1.5', 'must be a whole number'],
      ['two', 'must be a whole number'],
    ]) {
      const result = parseEnv({ LOGIN_LIMIT_REPLICAS: value });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toContain(`LOGIN_LIMIT_REPLICAS="${value}": ${reason}`);
    }
  });

  it('treats empty values as unset', () => {
    const result = parseEnv({ UPSTREAM_URL: '', PORT: ' ' });
    expect(result.ok && result.env.UPSTREAM_URL).toBeUndefined();
    expect(result.ok && result.env.PORT).toBe(8080);
  });

  it('names every bad variable, its value and what is wrong, in one message', () => {
    const result = parseEnv({
      PORT: 'eighty',
      UPSTREAM_URL: 'ftp://files.example.com',
      COOKIE_SECURE: 'maybe',
      ALLOWED_REDIRECT_ORIGINS: 'https://ok.example.com,https://bad.example.com/path',
      UPSTREAM_TIMEOUT_MS: '0',
      LOG_LEVEL: 'loud',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain('Invalid gateway configuration');
    expect(result.message).toContain('PORT="eighty": must be a whole number');
    expect(result.message).toContain('UPSTREAM_URL="ftp://files.example.com": must be an http(s) URL');
    expect(result.message).toContain('COOKIE_SECURE="maybe": must be true or false');
    expect(result.message).toContain('ALLOWED_REDIRECT_ORIGINS=');
    expect(result.message).toContain('UPSTREAM_TIMEOUT_MS="0": must be at least 1');
    expect(result.message).toMatch(/LOG_LEVEL="loud"/);
    expect(result.message.split('\n')).toHaveLength(7);
  });

  it('rejects a port out of range', () => {
    const result = parseEnv({ PORT: '70000' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('PORT="70000": must be at most 65535');
  });
});

describe('configuration errors never print a secret', () => {
  it.each([
    ['https://portal-svc:S3cretPass@api.example.com', 'no user name or password'],
    ['http://S3cretPass@api.example.com/v1', 'no user name or password'],
    ['http://:@api.example.com', 'no user name or password'],
    ['https://api.example.com/?api_key=S3cretPass', 'no query string'],
    // The URL parser drops an empty ? and #: every upstream call went to /?/login.
    ['http://api.example.com/?', 'no query string'],
    ['http://api.example.com/v1?', 'no query string'],
    ['http://api.example.com/v1%3Fkey=S3cretPass', 'no query string'],
    ['https://api.example.com/#S3cretPass', 'no fragment'],
    ['http://api.example.com/#', 'no fragment'],
    ['http://api.example.com/v1%23S3cretPass', 'no fragment'],
    ['http://api.example.com/api;key=S3cretPass', 'no path parameters'],
    ['http://api.example.com/api;', 'no path parameters'],
    ['http://api.example.com/api%3Bkey=S3cretPass', 'no path parameters'],
  ])('refuses UPSTREAM_URL=%j (%s) in one line that never shows the value', (url, fault) => {
    const result = parseEnv({ UPSTREAM_URL: url });
    expect(result.ok).toBe(false);
    const message = result.ok ? '' : result.message;
    const lines = message.split('\n').slice(1);
    expect(lines).toEqual([expect.stringContaining('UPSTREAM_URL=(not shown')]);
    expect(lines[0]).toContain(`must be the upstream address alone: ${fault}`);
    expect(message).not.toContain('S3cretPass');
    expect(message).not.toContain('api.example.com');
  });

  it('accepts an upstream address alone, a base path included, and drops a trailing /', () => {
    expect(parseEnv({ UPSTREAM_URL: 'https://api.example.com/v1/' })).toMatchObject({
      ok: true,
      env: { UPSTREAM_URL: 'https://api.example.com/v1' },
    });
    expect(parseEnv({ UPSTREAM_URL: 'http://10.0.0.5:9100/portal/api' })).toMatchObject({
      ok: true,
      env: { UPSTREAM_URL: 'http://10.0.0.5:9100/portal/api' },
    });
  });

  it.each([
    'http//admin:S3cretPass@up.example',
    ' http://admin:S3cretPass@up.example',
    'http:/admin:S3cretPass@up.example',
    'http://admin:S3cret#Pass@up.example',
  ])('refuses %j with a message, never a crash, and never shows it', (url) => {
    const result = parseEnv({ UPSTREAM_URL: url });
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).not.toContain('S3cret');
  });

  it('refuses a value that is not an address with a message (it shows it: it holds no @, ? or #)', () => {
    const result = parseEnv({ UPSTREAM_URL: 'not a url' });
    expect(result.ok ? '' : result.message).toContain('UPSTREAM_URL="not a url": must be an http(s) URL');
  });

  it('refuses a frame origin that is not an origin alone (a CSP source must not carry more)', () => {
    for (const value of [
      'https://apps.acme.example/remote',
      'javascript:alert(1)',
      "https://apps.acme.example 'unsafe-inline'",
      'https://apps.acme.example;script-src *',
      '*',
    ]) {
      const result = parseEnv({ ALLOWED_FRAME_ORIGINS: value });
      expect(result.ok, value).toBe(false);
      expect(result.ok ? '' : result.message, value).toContain('ALLOWED_FRAME_ORIGINS=');
    }
  });

  it('never shows the credentials of a later entry of a list', () => {
    const result = parseEnv({
      ALLOWED_REDIRECT_ORIGINS: 'https://ok.example,https://admin:S3cretPass@idp.example',
    });
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).not.toContain('S3cret');
  });

  it('names a secret variable that is wrong without showing its value', () => {
    const result = parseEnv({ SIM_CONTROL_TOKEN: 'short-S3cret' });
    expect(result.ok).toBe(false);
    const message = result.ok ? '' : result.message;
    expect(message).toContain('SIM_CONTROL_TOKEN=(hidden, 12 characters)');
    expect(message).not.toContain('S3cret');
  });

  it('reads SESSION_SECRET as a list of keys, each long enough, never showing one', () => {
    const key = 'k'.repeat(32);
    const old = 'o'.repeat(40);
    expect(parseEnv({ SESSION_SECRET: ` ${key} , ${old} ` })).toMatchObject({
      ok: true,
      env: { SESSION_SECRET: [key, old] },
    });
    const short = parseEnv({ SESSION_SECRET: `${key},tooShortS3cret` });
    expect(short.ok).toBe(false);
    const message = short.ok ? '' : short.message;
    expect(message).toContain('SESSION_SECRET=(hidden, 47 characters)');
    expect(message).toContain('at least 32 characters');
    expect(message).not.toContain('S3cret');
    expect(message).not.toContain(key);
    expect(parseEnv({ SESSION_SECRET: ' , ' }).ok).toBe(false);
  });

  it('takes relative directories from where the gateway was started', () => {
    const result = parseEnv({
      WEB_DIST: 'apps/web/dist',
      SCENARIOS_DIR: './scenarios',
      BRANDING_DIR: 'brand',
    });
    expect(result).toMatchObject({
      ok: true,
      env: {
        WEB_DIST: join(process.cwd(), 'apps/web/dist'),
        SCENARIOS_DIR: join(process.cwd(), 'scenarios'),
        BRANDING_DIR: join(process.cwd(), 'brand'),
      },
    });
  });

  it('reads OPS_TOKEN (32 characters or more), never showing it', () => {
    expect(parseEnv({ OPS_TOKEN: 'o'.repeat(32) })).toMatchObject({
      ok: true,
      env: { OPS_TOKEN: 'o'.repeat(32) },
    });
    const short = parseEnv({ OPS_TOKEN: 'short-0ps-S3cret' });
    expect(short.ok ? '' : short.message).toContain('OPS_TOKEN=(hidden, 16 characters)');
    expect(short.ok ? '' : short.message).not.toContain('S3cret');
  });

  it('reads REDIS_URL (redis:// or rediss://, with or without a password)', () => {
    for (const url of ['redis://redis.internal:6379', 'rediss://:S3cretPass@redis.internal:6380/2']) {
      expect(parseEnv({ REDIS_URL: url }), url).toMatchObject({ ok: true, env: { REDIS_URL: url } });
    }
    expect(parseEnv({ REDIS_URL: ' ' })).toMatchObject({ ok: true, env: { REDIS_URL: undefined } });
  });

  it.each([
    'http://:S3cretPass@cache.example:6379',
    'cache.example:6379',
    'S3cretPass',
    'redis//:S3cretPass@cache.example',
  ])('refuses REDIS_URL=%j with what it must be, never showing the value', (url) => {
    const result = parseEnv({ REDIS_URL: url });
    expect(result.ok).toBe(false);
    const message = result.ok ? '' : result.message;
    expect(message).toContain(`REDIS_URL=(hidden, ${url.length} characters)`);
    expect(message).toContain('must be a redis:// or rediss:// (TLS) address');
    expect(message).not.toContain('S3cret');
    expect(message).not.toContain('cache.example');
  });

  it('still shows a harmless wrong value, so the operator sees the typo', () => {
    const result = parseEnv({ PORT: 'eighty' });
    expect(result.ok ? '' : result.message).toContain('PORT="eighty"');
  });
});
