import { describe, expect, it } from 'vitest';
import { readSelectedClient, rememberSelectedClient, SELECTED_CLIENT_KEY } from './selected-client';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
};

describe('selected client', () => {
  it('reads back what was remembered', () => {
    const store = memory();
    rememberSelectedClient({ cliUuid: 'acme-finance', clientCount: 3 }, store);
    expect(readSelectedClient(store)).toEqual({ cliUuid: 'acme-finance', clientCount: 3 });
  });

  it('answers undefined for nothing, broken JSON or a wrong shape', () => {
    const store = memory();
    expect(readSelectedClient(store)).toBeUndefined();
    for (const bad of ['{', '"x"', '{"cliUuid":"","clientCount":1}', '{"cliUuid":"a","clientCount":-1}']) {
      store.setItem(SELECTED_CLIENT_KEY, bad);
      expect(readSelectedClient(store)).toBeUndefined();
    }
  });
});
