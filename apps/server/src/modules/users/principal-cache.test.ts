import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Principal } from '../../plugins/access.js';
import { PrincipalCache } from './principal-cache.js';

const ada: Principal = { id: 1, username: 'ada', email: 'ada@example.com', role: 'user', tokenVersion: 0 };

describe('PrincipalCache', () => {
  afterEach(() => vi.useRealTimers());

  it('loads once, then answers from memory until evicted', async () => {
    const cache = new PrincipalCache();
    const load = vi.fn(async () => ada);
    await cache.get(1, load);
    await cache.get(1, load);
    expect(load).toHaveBeenCalledTimes(1);
    cache.evict(1);
    await cache.get(1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a read that raced with a change', async () => {
    const cache = new PrincipalCache();
    let finishRead!: (p: Principal) => void;
    const slowRead = cache.get(1, () => new Promise<Principal>((resolve) => (finishRead = resolve)));
    cache.evict(1); // the user changes while the old row is in flight
    finishRead(ada);
    expect(await slowRead).toEqual(ada);
    const fresh = vi.fn(async () => ({ ...ada, tokenVersion: 1 }));
    expect((await cache.get(1, fresh))?.tokenVersion).toBe(1);
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('forgets entries after a minute, and everything on clear', async () => {
    vi.useFakeTimers();
    const cache = new PrincipalCache();
    const load = vi.fn(async () => ada);
    await cache.get(1, load);
    vi.advanceTimersByTime(61_000);
    await cache.get(1, load);
    cache.clear();
    await cache.get(1, load);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
