import { describe, expect, it } from 'vitest';
import { hashSeed, seededRandom } from './seeded-random.js';

describe('seeded randomness', () => {
  it('hashes text to a stable 32-bit seed', () => {
    expect(hashSeed('photosynthesis')).toBe(hashSeed('photosynthesis'));
    expect(hashSeed('photosynthesis')).not.toBe(hashSeed('Photosynthesis'));
    expect(hashSeed('')).toBe(0x811c9dc5);
  });

  it('gives the same sequence and the same shuffles for the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    expect([a.next(), a.next()]).toEqual([b.next(), b.next()]);
    expect(a.shuffle([1, 2, 3, 4, 5, 6])).toEqual(b.shuffle([1, 2, 3, 4, 5, 6]));
  });

  it('shuffles into a permutation and leaves the input alone', () => {
    const input = ['a', 'b', 'c', 'd', 'e'];
    const shuffled = seededRandom(7).shuffle(input);
    expect([...shuffled].sort()).toEqual(input);
    expect(input).toEqual(['a', 'b', 'c', 'd', 'e']);
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) => seededRandom(seed).shuffle(input).join('')),
    );
    expect(orders.size).toBeGreaterThan(10);
  });

  it('stays within [0, 1)', () => {
    const random = seededRandom(123);
    for (let i = 0; i < 1000; i++) {
      const n = random.next();
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
    }
  });
});
