import { describe, expect, it, vi } from 'vitest';
import { sessionSecrets } from './session-secret';

const KEY = 's'.repeat(32);

describe('sessionSecrets', () => {
  it('uses SESSION_SECRET when set, without a warning', () => {
    const warn = vi.fn();
    expect(
      sessionSecrets({ SESSION_SECRET: [KEY], UPSTREAM_URL: 'https://api.example.com' }, { warn }),
    ).toEqual([KEY]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('makes a random key per process when unset, and warns in proxy mode only', () => {
    const warn = vi.fn();
    const proxy = sessionSecrets(
      { SESSION_SECRET: undefined, UPSTREAM_URL: 'https://api.example.com' },
      { warn },
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('SESSION_SECRET is not set');
    const simulator = sessionSecrets({ SESSION_SECRET: undefined, UPSTREAM_URL: undefined }, { warn });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(proxy).toHaveLength(1);
    expect(proxy[0]?.length).toBeGreaterThanOrEqual(32);
    expect(simulator[0]).not.toBe(proxy[0]);
  });
});
