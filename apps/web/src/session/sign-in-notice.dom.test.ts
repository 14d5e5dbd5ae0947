import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});

describe('the sign-in notice across a reload', () => {
  it("still says why after a reload and the ended session's storage clear, until the next attempt", async () => {
    const first = await import('./sign-in-notice');
    first.showSignInNotice({ severity: 'warning', key: 'session.endedIdle' });
    const { clearStoredState } = await import('./stored-state');
    clearStoredState([sessionStorage]);

    vi.resetModules();
    const reloaded = await import('./sign-in-notice');
    const { renderHook } = await import('@testing-library/react');
    const { result } = renderHook(() => reloaded.useSignInNotice());
    expect(result.current).toEqual({ severity: 'warning', key: 'session.endedIdle' });

    reloaded.clearSignInNotice();
    vi.resetModules();
    const again = await import('./sign-in-notice');
    expect(renderHook(() => again.useSignInNotice()).result.current).toBeUndefined();
  });
});
