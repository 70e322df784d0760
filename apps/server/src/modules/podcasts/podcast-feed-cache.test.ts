import { describe, expect, it } from 'vitest';
import { BuiltFeedCache, type BuiltFeed } from './podcast-feed-cache.js';

const feedOf = (text: string, bytes = text.length): BuiltFeed => ({
  xml: Buffer.from(text.padEnd(bytes, '.')),
  gzipped: Buffer.alloc(0),
  etag: `"${text}"`,
});

/** A build that counts its calls. */
function builder(text: string, bytes?: number) {
  const build = () => {
    build.calls++;
    return Promise.resolve(feedOf(text, bytes));
  };
  build.calls = 0;
  return build;
}

describe('BuiltFeedCache', () => {
  it('keeps one feed per slot, rebuilt when the version changes, never answering another slot’s', async () => {
    const cache = new BuiltFeedCache({ entries: 10, bytes: 1_000 });
    const ada = builder('ada');
    const ben = builder('ben');
    expect((await cache.get('o|user 1', 'v1', ada)).etag).toBe('"ada"');
    expect((await cache.get('o|user 2', 'v1', ben)).etag).toBe('"ben"');
    expect((await cache.get('o|user 1', 'v1', ada)).etag).toBe('"ada"');
    expect(ada.calls).toBe(1);
    await cache.get('o|user 1', 'v2', ada);
    expect(ada.calls).toBe(2);
    expect(cache.size).toBe(2);
  });

  it('drops the least recently read feed first when the bytes or the count pass their limit', async () => {
    const cache = new BuiltFeedCache({ entries: 3, bytes: 250 });
    const builds = [1, 2, 3].map((n) => builder(`feed ${n}`, 100));
    await cache.get('a', 'v', builds[0]!);
    await cache.get('b', 'v', builds[1]!);
    await cache.get('a', 'v', builds[0]!); // now "b" is the least recently read
    await cache.get('c', 'v', builds[2]!);
    await Promise.resolve();
    expect(cache.size).toBe(2);
    await cache.get('a', 'v', builds[0]!);
    await cache.get('b', 'v', builds[1]!);
    expect(builds.map((build) => build.calls)).toEqual([1, 2, 1]);
  });

  it('forgets a build that failed, so the next read tries again', async () => {
    const cache = new BuiltFeedCache({ entries: 3, bytes: 1_000 });
    await expect(cache.get('a', 'v', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    const again = builder('a');
    await cache.get('a', 'v', again);
    expect(again.calls).toBe(1);
  });
});
