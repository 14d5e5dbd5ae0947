import { describe, expect, it } from 'vitest';
import { notifySessionEnd } from '../../session/session-end';
import {
  CLIENTS_DECIDED_KEY,
  clientsDecided,
  forgetClientsDecided,
  markClientsDecided,
} from './clients-decided';

const memory = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

describe('clients decided (once per sign-in)', () => {
  it('is false until marked, then true, and forgotten again', () => {
    const store = memory();
    forgetClientsDecided(store);
    expect(clientsDecided(store)).toBe(false);
    markClientsDecided(store);
    expect(clientsDecided(store)).toBe(true);
    expect(store.map.get(CLIENTS_DECIDED_KEY)).toBe('1');
    forgetClientsDecided(store);
    expect(clientsDecided(store)).toBe(false);
    expect(store.map.has(CLIENTS_DECIDED_KEY)).toBe(false);
  });

  it('survives a reload through the stored flag', () => {
    const store = memory();
    forgetClientsDecided(store);
    store.setItem(CLIENTS_DECIDED_KEY, '1');
    expect(clientsDecided(store)).toBe(true);
  });

  it('holds in memory when the storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    forgetClientsDecided(broken);
    expect(clientsDecided(broken)).toBe(false);
    markClientsDecided(broken);
    expect(clientsDecided(broken)).toBe(true);
  });

  it('is forgotten when the session ends', () => {
    markClientsDecided(memory());
    notifySessionEnd();
    expect(clientsDecided(memory())).toBe(false);
  });
});
