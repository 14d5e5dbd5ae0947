import { describe, expect, it } from 'vitest';
import { memoryStore as memory } from '../../session/storage-stand-ins';
import { clearStoredState } from '../../session/stored-state';
import { parseView, readView, VIEW_KEY, writeView } from './environments-view';

describe('environments view preference', () => {
  it('is cards unless the list was chosen', () => {
    expect(parseView('list')).toBe('list');
    for (const other of [null, undefined, '', 'grid', 'LIST', '"list"'])
      expect(parseView(other)).toBe('grid');
  });

  it('is remembered, and kept through a logout', () => {
    const store = memory();
    expect(readView(store)).toBe('grid');
    writeView(store, 'list');
    expect(readView(store)).toBe('list');
    clearStoredState([store]);
    expect(store.getItem(VIEW_KEY)).toBe('list');
    expect(readView(undefined)).toBe('grid');
  });
});
