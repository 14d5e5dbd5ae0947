import { describe, expect, it } from 'vitest';
import { controlBase, controlBaseNote, DEFAULT_CONTROL_URL } from './cli-control';

describe('controlBase: which portal pnpm sim talks to', () => {
  it('follows --url first, then SIM_URL, then PORT, then pnpm start’s default', () => {
    const env = { SIM_URL: 'http://127.0.0.1:4010', PORT: '8931' };
    expect(controlBase('http://10.0.0.5:9000/__sim', env)).toEqual({
      base: 'http://10.0.0.5:9000/__sim',
      from: '--url',
    });
    expect(controlBase(undefined, env)).toEqual({ base: 'http://127.0.0.1:4010/__sim', from: 'SIM_URL' });
    expect(controlBase(undefined, { PORT: '8931' })).toEqual({
      base: 'http://127.0.0.1:8931/__sim',
      from: 'PORT',
    });
    expect(controlBase(undefined, {})).toEqual({ base: DEFAULT_CONTROL_URL, from: 'default' });
    expect(controlBase(undefined, { SIM_URL: '  ', PORT: '' })).toEqual({
      base: DEFAULT_CONTROL_URL,
      from: 'default',
    });
  });

  it('takes the portal’s address or its control API, with or without a trailing slash', () => {
    for (const url of ['http://h:1', 'http://h:1/', 'http://h:1/__sim', 'http://h:1/__sim/']) {
      expect(controlBase(url, {}).base).toBe('http://h:1/__sim');
    }
  });

  it('refuses what is not an address or a port, naming where it came from', () => {
    expect(() => controlBase('localhost:8080', {})).toThrow(/--url must be an http\(s\) address/);
    expect(() => controlBase(undefined, { SIM_URL: 'ftp://h/x' })).toThrow(/SIM_URL must be/);
    expect(() => controlBase(undefined, { PORT: 'eighty' })).toThrow(/PORT must be a port number/);
    expect(() => controlBase(undefined, { PORT: '70000' })).toThrow(/PORT must be a port number/);
  });

  it('says the choice in one line', () => {
    expect(controlBaseNote({ base: 'http://127.0.0.1:8931/__sim', from: 'PORT' })).toBe(
      'portal control API: http://127.0.0.1:8931/__sim (from PORT)',
    );
    expect(controlBaseNote({ base: DEFAULT_CONTROL_URL, from: 'default' })).toMatch(
      /^portal control API: http:\/\/127\.0\.0\.1:8080\/__sim \(.*set PORT, SIM_URL or --url/,
    );
    expect(controlBaseNote({ base: 'x', from: 'default' })).not.toContain('\n');
  });
});
