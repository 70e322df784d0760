/**
 * A value loaded on demand and reused for `maxAgeMs`, so that server instances sharing a database
 * converge on each other's changes; `invalidate()` makes the next read load afresh, for changes made here.
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

  get(): Promise<T> {
    if (this.current && this.now() - this.current.loadedAt < this.maxAgeMs) {
      return Promise.resolve(this.current.value);
    }
    return (this.loading ??= this.reload());
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
