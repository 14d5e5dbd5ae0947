import { LANGUAGE_DETECTION, LIMITS } from '@portal/contracts/limits';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENTS_DECIDED_KEY } from '../features/environments/clients-decided';
import { prefsKey } from '../features/environments/environment-prefs';
import { CONTROL_TOKEN_KEY } from '../features/sim-picker/api';
import { CUSTOM_PARAMS_KEY, HAS_PLUGIN_KEY } from '../launch/launch-input';
import { NEWS_SEEN_KEY } from './news-seen';
import { SIGN_IN_NOTICE_KEY } from './sign-in-notice';
import { clearStoredState, KEPT_STORAGE_KEYS, scheduleStoredStateClear } from './stored-state';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

const keys = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => storage.key(i)).sort();

describe('the stored state a logout clears (spec section 4, Logout)', () => {
  it('keeps the language, the plugin-installed flag, the QA control token and why the session ended, by the names their owners use', () => {
    expect(KEPT_STORAGE_KEYS).toEqual(
      new Set([
        LANGUAGE_DETECTION.lookupLocalStorage,
        LANGUAGE_DETECTION.lookupSessionStorage,
        HAS_PLUGIN_KEY,
        CONTROL_TOKEN_KEY,
        SIGN_IN_NOTICE_KEY,
      ]),
    );
  });

  it('removes every other key of both storages', () => {
    localStorage.setItem(LANGUAGE_DETECTION.lookupLocalStorage, 'es');
    localStorage.setItem(HAS_PLUGIN_KEY, 'true');
    localStorage.setItem(CUSTOM_PARAMS_KEY, 'a=1');
    localStorage.setItem('persist:root', '{}');
    sessionStorage.setItem(LANGUAGE_DETECTION.lookupSessionStorage, 'es');
    sessionStorage.setItem(CONTROL_TOKEN_KEY, 'qa-token-0123456789');
    sessionStorage.setItem('anything', 'x');
    clearStoredState([localStorage, sessionStorage]);
    expect(keys(localStorage)).toEqual([HAS_PLUGIN_KEY, LANGUAGE_DETECTION.lookupLocalStorage].sort());
    expect(keys(sessionStorage)).toEqual([CONTROL_TOKEN_KEY, LANGUAGE_DETECTION.lookupSessionStorage].sort());
  });

  it("keeps a user's environment favourites, by the prefix their owner uses", () => {
    const favourites = prefsKey('demo@example.com');
    localStorage.setItem(favourites, '{"favourites":["a/b"],"lastUsed":{}}');
    localStorage.setItem('portal.environmentsX', 'x');
    sessionStorage.setItem(CLIENTS_DECIDED_KEY, '1');
    clearStoredState([localStorage, sessionStorage]);
    expect(keys(localStorage)).toEqual([favourites]);
    expect(keys(sessionStorage)).toEqual([]);
  });

  it('keeps the news this browser opened: the bell must not count them again after a sign-in', () => {
    localStorage.setItem(NEWS_SEEN_KEY, '["acme-2026-11"]');
    clearStoredState([localStorage, sessionStorage]);
    expect(keys(localStorage)).toEqual([NEWS_SEEN_KEY]);
  });

  it('clears 1 s after the logout, not before', () => {
    vi.useFakeTimers();
    localStorage.setItem(CUSTOM_PARAMS_KEY, 'a=1');
    scheduleStoredStateClear((run, ms) => setTimeout(run, ms));
    vi.advanceTimersByTime(LIMITS.storeClearDelayMs - 1);
    expect(localStorage.getItem(CUSTOM_PARAMS_KEY)).toBe('a=1');
    vi.advanceTimersByTime(1);
    expect(localStorage.getItem(CUSTOM_PARAMS_KEY)).toBeNull();
    expect(LIMITS.storeClearDelayMs).toBe(1_000);
  });

  it('clears at once when flushed, and the timer then leaves what was stored since alone', () => {
    vi.useFakeTimers();
    localStorage.setItem(CUSTOM_PARAMS_KEY, 'a=1');
    const flush = scheduleStoredStateClear((run, ms) => setTimeout(run, ms));
    flush();
    expect(localStorage.getItem(CUSTOM_PARAMS_KEY)).toBeNull();
    sessionStorage.setItem(CLIENTS_DECIDED_KEY, '1');
    vi.advanceTimersByTime(LIMITS.storeClearDelayMs);
    expect(sessionStorage.getItem(CLIENTS_DECIDED_KEY)).toBe('1');
  });
});
