import { describe, expect, it } from 'vitest';
import { loadUnexpired, removeStored, saveWithExpiry } from './storage';

const FIVE_DAYS = 5 * 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 21, 14, 0);

describe('storage with expiry', () => {
  it('returns what was saved before it expires', () => {
    saveWithExpiry('session', { topic: 'Tides', notes: ['moon'] }, FIVE_DAYS, NOW);

    expect(loadUnexpired('session', NOW + FIVE_DAYS - 1)).toEqual({ topic: 'Tides', notes: ['moon'] });
  });

  it('returns null once expired and removes the item', () => {
    saveWithExpiry('session', 'draft', FIVE_DAYS, NOW);

    expect(loadUnexpired('session', NOW + FIVE_DAYS)).toBeNull();
    expect(localStorage.getItem('session')).toBeNull();
  });

  it('keeps an item without a time to live', () => {
    saveWithExpiry('pref', 42, undefined, NOW);

    expect(loadUnexpired('pref', NOW + 10 * FIVE_DAYS)).toBe(42);
  });

  it('returns null for a missing key', () => {
    expect(loadUnexpired('nothing')).toBeNull();
  });

  it('drops an unreadable or foreign item', () => {
    localStorage.setItem('broken', '{not json');
    localStorage.setItem('foreign', JSON.stringify({ topic: 'raw' }));

    expect(loadUnexpired('broken')).toBeNull();
    expect(loadUnexpired('foreign')).toBeNull();
    expect(localStorage.getItem('broken')).toBeNull();
    expect(localStorage.getItem('foreign')).toBeNull();
  });

  it('uses the real clock by default', () => {
    saveWithExpiry('short', 'x', 60_000);

    expect(loadUnexpired('short')).toBe('x');
  });

  it('removes an item on request', () => {
    saveWithExpiry('session', 'draft', FIVE_DAYS);
    removeStored('session');

    expect(loadUnexpired('session')).toBeNull();
  });
});
