import { describe, expect, it } from 'vitest';
import {
  addRecent,
  clearRecent,
  parseRecent,
  RECENT_LIMIT,
  readRecent,
  rememberRecent,
} from './recent-environments';
import { memoryStore as memory } from './storage-stand-ins';
import { clearStoredState } from './stored-state';

describe('recent environments', () => {
  it('puts the newest first without repeating it', () => {
    expect(addRecent(['a/1', 'b/2', 'c/3'], 'b/2')).toEqual(['b/2', 'a/1', 'c/3']);
    expect(addRecent([], 'a/1')).toEqual(['a/1']);
  });

  it(`keeps at most ${RECENT_LIMIT}, dropping the oldest`, () => {
    let recent: string[] = [];
    for (let i = 0; i < RECENT_LIMIT + 2; i++) recent = addRecent(recent, `c/${i}`);
    expect(recent).toHaveLength(RECENT_LIMIT);
    expect(recent[0]).toBe(`c/${RECENT_LIMIT + 1}`);
    expect(recent).not.toContain('c/0');
  });

  it('reads broken or foreign values as none, and repeats once', () => {
    for (const bad of [null, '{', '3', '{"a":1}', '[1,2]']) expect(parseRecent(bad)).toEqual([]);
    expect(parseRecent('["a/1","a/1","","b/2"]')).toEqual(['a/1', 'b/2']);
  });

  it('stores, clears, and goes with a logout', () => {
    const store = memory();
    rememberRecent('a/1', store);
    rememberRecent('b/2', store);
    expect(readRecent(store)).toEqual(['b/2', 'a/1']);
    clearRecent(store);
    expect(readRecent(store)).toEqual([]);

    rememberRecent('a/1', store);
    clearStoredState([store]);
    expect(readRecent(store)).toEqual([]);
  });
});
