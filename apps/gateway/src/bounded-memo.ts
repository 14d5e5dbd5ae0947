/**
 * A Map that forgets everything once it holds `size` entries: what the gateway remembers across
 * requests (a signed cookie it opened, a token's digest, an upstream address) stays bounded in
 * memory whatever its callers send, and a working set smaller than `size` is kept whole.
 */
export class BoundedMemo<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly size: number) {}

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, value: V): V {
    if (this.entries.size >= this.size) this.entries.clear();
    this.entries.set(key, value);
    return value;
  }
}
