import { describe, expect, it } from 'vitest';
import { blockedStore } from '../session/storage-stand-ins';
import { KEPT_MESSAGES_KEY, keepForReload, takeKeptMessages } from './kept-messages';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

const NOT_FOUND = { severity: 'error', key: 'errors.VIRTUALIZER_NOT_FOUND' } as const;

describe('kept messages', () => {
  it('gives back what was kept before the reload, once', () => {
    const store = memoryStore();
    keepForReload(NOT_FOUND, store);
    keepForReload({ severity: 'error', key: 'errors.raw', text: 'Boom' }, store);
    expect(takeKeptMessages(store)).toEqual([
      NOT_FOUND,
      { severity: 'error', key: 'errors.raw', text: 'Boom' },
    ]);
    expect(takeKeptMessages(store)).toEqual([]);
  });

  it('ignores what is not a message, and broken JSON', () => {
    const store = memoryStore();
    store.setItem(
      KEPT_MESSAGES_KEY,
      JSON.stringify([NOT_FOUND, { severity: 'loud', key: 'x' }, 3, { key: 'y' }]),
    );
    expect(takeKeptMessages(store)).toEqual([NOT_FOUND]);
    store.setItem(KEPT_MESSAGES_KEY, '{nope');
    expect(takeKeptMessages(store)).toEqual([]);
  });

  it('a blocked storage loses the message without throwing', () => {
    const blocked = blockedStore();
    expect(() => keepForReload(NOT_FOUND, blocked)).not.toThrow();
    expect(takeKeptMessages(blocked)).toEqual([]);
    expect(takeKeptMessages(undefined)).toEqual([]);
  });
});
