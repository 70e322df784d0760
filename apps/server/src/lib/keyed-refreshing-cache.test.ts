import { describe, expect, it } from 'vitest';
import { KeyedRefreshingCache } from './keyed-refreshing-cache.js';

describe('KeyedRefreshingCache', () => {
  const counting = (limit = 10) => {
    let clock = 0;
    const loads: string[] = [];
    const cache = new KeyedRefreshingCache(
      (key: string) => {
        loads.push(key);
        return Promise.resolve(`${key}@${clock}`);
      },
      { maxAgeMs: 100, limit, now: () => clock },
    );
    return { cache, loads, tick: (ms: number) => (clock += ms) };
  };

  it('loads each key once until it is older than the max age, or invalidated', async () => {
    const { cache, loads, tick } = counting();
    expect(await cache.get('a')).toBe('a@0');
    expect(await cache.get('b')).toBe('b@0');
    tick(50);
    expect(await cache.get('a')).toBe('a@0');
    cache.invalidate('a');
    expect(await cache.get('a')).toBe('a@50');
    expect(await cache.get('b')).toBe('b@0');
    tick(60);
    // Past its age it is answered once more while it reloads.
    expect(await cache.get('b')).toBe('b@0');
    expect(await cache.get('b')).toBe('b@110');
    expect(loads).toEqual(['a', 'b', 'a', 'b']);
  });

  it('forgets the least recently read key beyond its limit', async () => {
    const { cache, loads } = counting(2);
    await cache.get('a');
    await cache.get('b');
    await cache.get('a');
    await cache.get('c');
    await cache.get('a');
    await cache.get('b');
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });
});
