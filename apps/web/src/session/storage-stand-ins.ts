/** For tests: storages that hold in memory, or throw as a browser that blocks site data does. */
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Listable too (`length`, `key`), as clearStoredState walks a storage's keys. */
export function memoryStore(): Store & Pick<Storage, 'length' | 'key'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    items,
  };
}

export function blockedStore(): Store {
  const blocked = (): never => {
    throw new Error('blocked');
  };
  return { getItem: blocked, setItem: blocked, removeItem: blocked };
}
