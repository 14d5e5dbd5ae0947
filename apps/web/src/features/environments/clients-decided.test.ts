import { describe, expect, it } from 'vitest';
import { notifySessionEnd } from '../../session/session-end';
import { blockedStore, memoryStore } from '../../session/storage-stand-ins';
import {
  CLIENTS_DECIDED_KEY,
  clientsDecided,
  forgetClientsDecided,
  markClientsDecided,
} from './clients-decided';

describe('clients decided (once per sign-in)', () => {
  it('is false until marked, then true, and forgotten again', () => {
    const store = memoryStore();
    forgetClientsDecided(store);
    expect(clientsDecided(store)).toBe(false);
    markClientsDecided(store);
    expect(clientsDecided(store)).toBe(true);
    expect(store.items.get(CLIENTS_DECIDED_KEY)).toBe('1');
    forgetClientsDecided(store);
    expect(clientsDecided(store)).toBe(false);
    expect(store.items.has(CLIENTS_DECIDED_KEY)).toBe(false);
  });

  it('survives a reload through the stored flag', () => {
    const store = memoryStore();
    forgetClientsDecided(store);
    store.setItem(CLIENTS_DECIDED_KEY, '1');
    expect(clientsDecided(store)).toBe(true);
  });

  it('holds in memory when the storage throws', () => {
    const broken = blockedStore();
    forgetClientsDecided(broken);
    expect(clientsDecided(broken)).toBe(false);
    markClientsDecided(broken);
    expect(clientsDecided(broken)).toBe(true);
  });

  it('is forgotten when the session ends', () => {
    markClientsDecided(memoryStore());
    notifySessionEnd();
    expect(clientsDecided(memoryStore())).toBe(false);
  });
});
