/**
 * A value loaded on demand and reused for `maxAgeMs`, then refreshed, so that server instances sharing a
 * database converge on each other's changes; `invalidate()` makes the next read wait for a fresh load,
 * for changes made here.
 */
export class RefreshingCache<T> {
  private current: { value: T; loadedAt: number } | null = null;
  private loading: Promise<T> | null = null;
  /** Bumped by every invalidation, so that a load begun before a change never stores its stale result. */
  private generation = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The value, loaded if there is none. A value past its age is still answered while the next one loads
   * in the background: many requests in flight (50 tutor replies checking every piece against the content
   * rules) must not all wait for the one query that refreshes it, queued behind theirs.
   */
  get(): Promise<T> {
    const current = this.current;
    if (!current) return (this.loading ??= this.reload());
    if (this.now() - current.loadedAt >= this.maxAgeMs && !this.loading) {
      // A failed refresh keeps the value it had; the next read past the age tries again.
      this.loading = this.reload();
      this.loading.catch(() => undefined);
    }
    return Promise.resolve(current.value);
  }

  invalidate(): void {
    this.generation++;
    this.current = null;
    this.loading = null;
  }

  private async reload(): Promise<T> {
    const generation = this.generation;
    // Aged from when the load began: a change another instance made meanwhile may be missing from it.
    const startedAt = this.now();
    try {
      const value = await this.load();
      if (generation === this.generation) this.current = { value, loadedAt: startedAt };
      return value;
    } finally {
      if (generation === this.generation) this.loading = null;
    }
  }
}
