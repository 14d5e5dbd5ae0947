/** For tests: storages that hold in memory, or throw as a browser that blocks site data does. */
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function memoryStore(): Store & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
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
