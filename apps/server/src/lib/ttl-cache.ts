/**
 * A small in-process cache whose entries expire after a fixed time. Several
 * server processes may each hold their own copy, so it only suits values that
 * may be a few seconds stale (counts, group lists), never anything a write must
 * invalidate everywhere. Concurrent misses for one key share a single load, so
 * a burst of identical requests costs one query.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  /** Moves on at each clear(): a load begun before it may have read what the clear was for, so it is not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    // Map keeps insertion order: dropping the first key evicts the oldest entry.
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
  }

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const running = this.loading.get(key);
    if (running) return running;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        if (generation === this.generation) this.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  /** Forgets every entry; loads under way are answered but not kept, and later calls load anew. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }
}
