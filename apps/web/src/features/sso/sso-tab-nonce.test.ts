import { describe, expect, it } from 'vitest';
import { SSO_TAB_NONCE_KEY, startSsoInThisTab, takeSsoTabNonce } from './sso-tab-nonce';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
};

describe('the single sign-on tab nonce', () => {
  it('is a new URL-safe value per start, which the return of the same tab takes once', () => {
    const tab = memory();
    const first = startSsoInThisTab(tab);
    expect(first).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const second = startSsoInThisTab(tab);
    expect(second).not.toBe(first);
    expect(takeSsoTabNonce(tab)).toBe(second);
    expect(takeSsoTabNonce(tab)).toBeUndefined();
    expect(tab.items.has(SSO_TAB_NONCE_KEY)).toBe(false);
  });

  it('is absent in another tab (its own storage)', () => {
    startSsoInThisTab(memory());
    expect(takeSsoTabNonce(memory())).toBeUndefined();
  });

  it('does without where storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(startSsoInThisTab(blocked)).toBeUndefined();
    expect(takeSsoTabNonce(blocked)).toBeUndefined();
  });
});
