import { describe, expect, it } from 'vitest';
import { ScheduleListCache } from './schedule-list-cache.js';

const list = (n: number) => Buffer.from(`[${n}]`);

describe('ScheduleListCache', () => {
  it('keeps a list with the counter it was read with', () => {
    const cache = new ScheduleListCache();
    expect(cache.keep('all', 7, list(1))).toEqual(list(1));
    expect(cache.kept('all')).toEqual({ version: 7, json: list(1) });
    expect(cache.kept(42)).toBeUndefined();
  });

  it('does not keep a list read without a counter, and forgets the one before it', () => {
    const cache = new ScheduleListCache();
    cache.keep('all', 7, list(1));
    expect(cache.keep('all', null, list(2))).toEqual(list(2));
    expect(cache.kept('all')).toBeUndefined();
  });

  it('forgets the list read longest ago once 200 are kept', () => {
    const cache = new ScheduleListCache();
    for (let owner = 1; owner <= 200; owner++) cache.keep(owner, 1, list(owner));
    cache.keep(1, 2, list(1)); // read again: now the newest
    cache.keep(201, 1, list(201));
    expect(cache.kept(1)).toBeDefined();
    expect(cache.kept(2)).toBeUndefined();
    expect(cache.kept(201)).toBeDefined();
  });
});
