import { describe, expect, it } from 'vitest';
import {
  PENDING_DEADLINE_KEY,
  RESTRICTION_KEY,
  readPendingDeadline,
  readRestriction,
} from './navigation-state';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('readRestriction', () => {
  it('reads the navigation state and keeps it for a reload', () => {
    const store = memoryStore();
    const state = { type: 'SCHEDULE', ip: '203.0.113.9', releaseTime: '2026-01-05T16:00:00.000Z' };
    expect(readRestriction(state, store)).toEqual(state);
    expect(readRestriction(null, store)).toEqual(state);
    expect(JSON.parse(store.data.get(RESTRICTION_KEY) ?? '')).toEqual(state);
  });

  it('drops what it cannot show and knows nothing on a bare visit', () => {
    const bare = { type: null, ip: null, releaseTime: null };
    expect(readRestriction({ type: 'VPN', ip: 7, releaseTime: ' ' }, memoryStore())).toEqual(bare);
    expect(readRestriction(undefined, memoryStore())).toEqual(bare);
    expect(readRestriction(undefined, memoryStore({ [RESTRICTION_KEY]: '{oops' }))).toEqual(bare);
    expect(readRestriction(undefined, undefined)).toEqual(bare);
  });
});

describe('readPendingDeadline', () => {
  it('starts a deadline from the state time and goes on with it after a reload', () => {
    const store = memoryStore();
    expect(readPendingDeadline({ time: 90 }, 1_000, store)).toBe(91_000);
    expect(readPendingDeadline(null, 50_000, store)).toBe(91_000);
    expect(store.data.get(PENDING_DEADLINE_KEY)).toBe('91000');
  });

  it('has nothing left to count without a time', () => {
    expect(readPendingDeadline({ time: -1 }, 5_000, memoryStore())).toBe(5_000);
    expect(readPendingDeadline(undefined, 5_000, undefined)).toBe(5_000);
  });
});
