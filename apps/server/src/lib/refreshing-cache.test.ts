import { describe, expect, it } from 'vitest';
import { RefreshingCache } from './refreshing-cache.js';

function counter() {
  let clock = 0;
  let loads = 0;
  const pending: ((value: number) => void)[] = [];
  return {
    advance: (ms: number) => (clock += ms),
    now: () => clock,
    get loads() {
      return loads;
    },
    immediate: () => Promise.resolve(++loads),
    /** A load that finishes when the test says. */
    deferred: () => {
      loads++;
      return new Promise<number>((resolve) => pending.push(resolve));
    },
    finish: (value: number) => pending.shift()!(value),
  };
}

describe('RefreshingCache', () => {
  it('reuses a value until it is older than its maximum age, then answers it once more while it reloads', async () => {
    const c = counter();
    const cache = new RefreshingCache(c.deferred, 30_000, c.now);
    const first = cache.get();
    c.finish(1);
    expect(await first).toBe(1);
    c.advance(29_999);
    expect(await cache.get()).toBe(1);
    c.advance(1);
    // Past its age: answered at once, not after the reload it starts (one, however many read meanwhile).
    expect(await cache.get()).toBe(1);
    expect(await cache.get()).toBe(1);
    expect(c.loads).toBe(2);
    c.finish(2);
    await Promise.resolve();
    expect(await cache.get()).toBe(2);
    expect(c.loads).toBe(2);
  });

  it('keeps its value when a refresh fails, and tries again on the next read', async () => {
    let clock = 0;
    let fail = false;
    let loads = 0;
    const cache = new RefreshingCache(
      async () => {
        loads++;
        if (fail) throw new Error('database unavailable');
        return `rules ${loads}`;
      },
      30_000,
      () => clock,
    );
    expect(await cache.get()).toBe('rules 1');
    clock += 30_000;
    fail = true;
    expect(await cache.get()).toBe('rules 1');
    await new Promise((resolve) => setImmediate(resolve));
    fail = false;
    expect(await cache.get()).toBe('rules 1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get()).toBe('rules 3');
  });

  it('loads afresh after an invalidation', async () => {
    const c = counter();
    const cache = new RefreshingCache(c.immediate, 30_000, c.now);
    await cache.get();
    cache.invalidate();
    expect(await cache.get()).toBe(2);
  });

  it('shares one load among concurrent readers', async () => {
    const c = counter();
    const cache = new RefreshingCache(c.deferred, 30_000, c.now);
    const first = cache.get();
    const second = cache.get();
    c.finish(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(c.loads).toBe(1);
  });

  it('does not keep a load that began before an invalidation', async () => {
    const c = counter();
    const cache = new RefreshingCache(c.deferred, 30_000, c.now);
    const stale = cache.get();
    cache.invalidate();
    const fresh = cache.get();
    c.finish(1);
    c.finish(2);
    expect(await stale).toBe(1);
    expect(await fresh).toBe(2);
    expect(await cache.get()).toBe(2);
    expect(c.loads).toBe(2);
  });

  it('tries again after a failed load', async () => {
    let fail = true;
    const cache = new RefreshingCache(async () => {
      if (fail) throw new Error('database unavailable');
      return 'rules';
    }, 30_000);
    await expect(cache.get()).rejects.toThrow('database unavailable');
    fail = false;
    expect(await cache.get()).toBe('rules');
  });
});
