import { describe, expect, it } from 'vitest';
import {
  PENDING_DEADLINE_KEY,
  pendingViewOf,
  RESTRICTION_KEY,
  readPendingDeadline,
  readRestriction,
  reconnectViewOf,
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
  it('starts a deadline from the state time and goes on with it when opened again from its address', () => {
    const store = memoryStore();
    expect(readPendingDeadline({ time: 90 }, 'a1', 1_000, store)).toBe(91_000);
    expect(readPendingDeadline(null, 'b2', 50_000, store)).toBe(91_000);
    expect(JSON.parse(store.data.get(PENDING_DEADLINE_KEY) ?? '')).toEqual({ entry: 'a1', deadline: 91_000 });
  });

  it('a reload brings the same entry and its time back: the kept deadline goes on, not the time again', () => {
    const store = memoryStore();
    expect(readPendingDeadline({ time: 594 }, 'a1', 1_000, store)).toBe(595_000);
    expect(readPendingDeadline({ time: 594 }, 'a1', 8_000, store)).toBe(595_000);
  });

  it('a new navigation with its own time starts a new deadline', () => {
    const store = memoryStore();
    readPendingDeadline({ time: 594 }, 'a1', 1_000, store);
    expect(readPendingDeadline({ time: 600 }, 'c3', 700_000, store)).toBe(1_300_000);
  });

  it('knows of no pending connection without a time or a kept deadline', () => {
    expect(readPendingDeadline({ time: -1 }, 'a1', 5_000, memoryStore())).toBeUndefined();
    expect(readPendingDeadline(undefined, 'a1', 5_000, undefined)).toBeUndefined();
  });

  it('a garbled or old-format kept value counts as nothing kept', () => {
    expect(readPendingDeadline({ time: 10 }, 'a1', 0, memoryStore({ [PENDING_DEADLINE_KEY]: '91000' }))).toBe(
      10_000,
    );
    expect(
      readPendingDeadline(null, 'a1', 5, memoryStore({ [PENDING_DEADLINE_KEY]: '{nope' })),
    ).toBeUndefined();
  });
});

describe('pendingViewOf', () => {
  it('counts down while a deadline is ahead, then says it expired', () => {
    expect(pendingViewOf(91_000, 12)).toBe('waiting');
    expect(pendingViewOf(91_000, 0)).toBe('expired');
  });
  it('says nothing is pending when no launch reported a pending connection', () => {
    expect(pendingViewOf(undefined, 0)).toBe('nothing');
  });
});

describe('reconnectViewOf', () => {
  it('says connections were cleared only when clearing them led here', () => {
    expect(reconnectViewOf({ cleared: true })).toBe('cleared');
  });
  it('opened directly (no state, or another state), nothing pending', () => {
    expect(reconnectViewOf(null)).toBe('nothing');
    expect(reconnectViewOf(undefined)).toBe('nothing');
    expect(reconnectViewOf({ cleared: 'yes' })).toBe('nothing');
  });
});
