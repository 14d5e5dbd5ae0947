import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { prefsKey, writePrefs } from './environment-prefs';
import { useEnvironmentPrefs } from './use-environment-prefs';

afterEach(() => localStorage.clear());

describe('useEnvironmentPrefs', () => {
  it("has the user's favourites in its first render: the favourites row draws with the page", () => {
    writePrefs(localStorage, prefsKey('ann@example.com'), { favourites: ['acme/erp'] });
    const renders: string[][] = [];
    renderHook(() => {
      const { prefs } = useEnvironmentPrefs('ann@example.com');
      renders.push(prefs.favourites);
    });
    expect(renders[0]).toEqual(['acme/erp']);
  });

  it('has none until the e-mail is known, then reads that user’s', () => {
    writePrefs(localStorage, prefsKey('ann@example.com'), { favourites: ['acme/erp'] });
    const { result, rerender } = renderHook(({ email }) => useEnvironmentPrefs(email), {
      initialProps: { email: null as string | null },
    });
    expect(result.current.prefs.favourites).toEqual([]);
    rerender({ email: 'ann@example.com' });
    expect(result.current.prefs.favourites).toEqual(['acme/erp']);
  });
});
