import { RefreshingCache } from './refreshing-cache.js';

/**
 * A RefreshingCache per key, the least recently read forgotten first beyond `limit`: for a value read
 * by key on every request, such as a topic's sources on every chat message.
 */
export class KeyedRefreshingCache<K, T> {
  private readonly entries = new Map<K, RefreshingCache<T>>();

  constructor(
    private readonly load: (key: K) => Promise<T>,
    private readonly options: { maxAgeMs: number; limit: number; now?: () => number },
  ) {}

  get(key: K): Promise<T> {
    let entry = this.entries.get(key);
    if (entry) this.entries.delete(key);
    else entry = new RefreshingCache(() => this.load(key), this.options.maxAgeMs, this.options.now);
    // Map keeps insertion order: re-inserting on every read puts the least recently read first.
    this.entries.set(key, entry);
    if (this.entries.size > this.options.limit) {
      const oldest = this.entries.keys().next().value as K;
      this.entries.delete(oldest);
    }
    return entry.get();
  }

  /** The next read of `key` loads afresh, for a change made here. */
  invalidate(key: K): void {
    this.entries.get(key)?.invalidate();
  }
}
