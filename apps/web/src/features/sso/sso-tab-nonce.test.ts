import { describe, expect, it } from 'vitest';
import { blockedStore, memoryStore } from '../../session/storage-stand-ins';
import { SSO_TAB_NONCE_KEY, startSsoInThisTab, takeSsoTabNonce } from './sso-tab-nonce';

describe('the single sign-on tab nonce', () => {
  it('is a new URL-safe value per start, which the return of the same tab takes once', () => {
    const tab = memoryStore();
    const first = startSsoInThisTab(tab);
    expect(first).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const second = startSsoInThisTab(tab);
    expect(second).not.toBe(first);
    expect(takeSsoTabNonce(tab)).toBe(second);
    expect(takeSsoTabNonce(tab)).toBeUndefined();
    expect(tab.items.has(SSO_TAB_NONCE_KEY)).toBe(false);
  });

  it('is absent in another tab (its own storage)', () => {
    startSsoInThisTab(memoryStore());
    expect(takeSsoTabNonce(memoryStore())).toBeUndefined();
  });

  it('does without where storage is blocked', () => {
    const blocked = blockedStore();
    expect(startSsoInThisTab(blocked)).toBeUndefined();
    expect(takeSsoTabNonce(blocked)).toBeUndefined();
  });
});
