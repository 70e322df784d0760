import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after.js';

describe('retryAfterMs', () => {
  it('reads delay-seconds and HTTP dates', () => {
    expect(retryAfterMs('3')).toBe(3000);
    const now = Date.parse('2026-05-01T12:00:00Z');
    expect(retryAfterMs('Fri, 01 May 2026 12:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Fri, 01 May 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('answers null when the header is absent or unreadable', () => {
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs('-1')).toBeNull();
  });
});
