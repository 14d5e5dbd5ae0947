import { describe, expect, it } from 'vitest';
import { BoundedMemo } from './bounded-memo';

describe('BoundedMemo', () => {
  it('keeps what it was given until it is full', () => {
    const memo = new BoundedMemo<number>(3);
    memo.set('a', 1);
    memo.set('b', 2);
    memo.set('c', 3);
    expect([memo.get('a'), memo.get('b'), memo.get('c')]).toEqual([1, 2, 3]);
    expect(memo.has('d')).toBe(false);
  });

  it('forgets everything before it would pass its size', () => {
    const memo = new BoundedMemo<number>(2);
    memo.set('a', 1);
    memo.set('b', 2);
    memo.set('c', 3);
    expect(memo.has('a')).toBe(false);
    expect(memo.has('b')).toBe(false);
    expect(memo.get('c')).toBe(3);
  });
});
