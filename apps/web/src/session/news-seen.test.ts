import { describe, expect, it } from 'vitest';
import { MAX_SEEN_NEWS, markNewsSeen, NEWS_SEEN_KEY, readSeenNews } from './news-seen';

const memory = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
};

describe('news seen marks', () => {
  it('reads nothing from empty, broken or blocked storage', () => {
    expect(readSeenNews(memory())).toEqual(new Set());
    expect(readSeenNews(memory({ [NEWS_SEEN_KEY]: '{not json' }))).toEqual(new Set());
    expect(readSeenNews(memory({ [NEWS_SEEN_KEY]: '[1, "a", null]' }))).toEqual(new Set(['a']));
    expect(readSeenNews(undefined)).toEqual(new Set());
  });

  it('adds the opened news to the marks and keeps them', () => {
    const store = memory({ [NEWS_SEEN_KEY]: '["a"]' });
    expect(markNewsSeen(store, ['b', 'a'])).toEqual(new Set(['a', 'b']));
    expect(readSeenNews(store)).toEqual(new Set(['a', 'b']));
  });

  it('keeps only the newest marks', () => {
    const store = memory();
    const ids = Array.from({ length: MAX_SEEN_NEWS + 5 }, (_, i) => `n${i}`);
    const seen = markNewsSeen(store, ids);
    expect(seen.size).toBe(MAX_SEEN_NEWS);
    expect(seen.has('n0')).toBe(false);
    expect(seen.has(`n${MAX_SEEN_NEWS + 4}`)).toBe(true);
  });

  it('survives storage that refuses to write', () => {
    const store = {
      getItem: () => null,
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(markNewsSeen(store, ['a'])).toEqual(new Set(['a']));
  });
});
