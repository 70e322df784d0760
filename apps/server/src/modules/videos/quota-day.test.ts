import { describe, expect, it } from 'vitest';
import { nextQuotaReset, quotaDay } from './quota-day.js';

const at = (iso: string) => new Date(iso);

describe('the YouTube quota day (midnight Pacific)', () => {
  it('is still yesterday in Los Angeles when it is already today in UTC', () => {
    // 05:00 UTC on 15 July is 22:00 PDT on 14 July.
    expect(quotaDay(at('2026-07-15T05:00:00Z'))).toBe('2026-07-14');
    expect(nextQuotaReset(at('2026-07-15T05:00:00Z')).toISOString()).toBe('2026-07-15T07:00:00.000Z');
  });

  it('turns at midnight Pacific, not at midnight UTC', () => {
    expect(quotaDay(at('2026-07-15T06:59:59Z'))).toBe('2026-07-14');
    expect(quotaDay(at('2026-07-15T07:00:00Z'))).toBe('2026-07-15');
    expect(quotaDay(at('2026-01-15T07:59:59Z'))).toBe('2026-01-14');
    expect(quotaDay(at('2026-01-15T08:00:00Z'))).toBe('2026-01-15');
  });

  it('resets at 08:00 UTC in winter (PST) and 07:00 UTC in summer (PDT)', () => {
    expect(nextQuotaReset(at('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-16T08:00:00.000Z');
    expect(nextQuotaReset(at('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-07-16T07:00:00.000Z');
  });

  it('has a 23-hour day when the clocks go forward (8 March 2026)', () => {
    // The day starts at 00:00 PST (08:00 UTC) and ends at 00:00 PDT (07:00 UTC the next day).
    expect(nextQuotaReset(at('2026-03-07T20:00:00Z')).toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(quotaDay(at('2026-03-08T08:00:00Z'))).toBe('2026-03-08');
    const reset = nextQuotaReset(at('2026-03-08T12:00:00Z'));
    expect(reset.toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect((reset.getTime() - at('2026-03-08T08:00:00Z').getTime()) / 3_600_000).toBe(23);
    // 02:30 local does not exist that night; 10:30 UTC is 03:30 PDT, the same quota day.
    expect(quotaDay(at('2026-03-08T10:30:00Z'))).toBe('2026-03-08');
    expect(quotaDay(at('2026-03-09T06:59:59Z'))).toBe('2026-03-08');
    expect(quotaDay(at('2026-03-09T07:00:00Z'))).toBe('2026-03-09');
  });

  it('has a 25-hour day when the clocks go back (1 November 2026)', () => {
    const reset = nextQuotaReset(at('2026-11-01T12:00:00Z'));
    expect(reset.toISOString()).toBe('2026-11-02T08:00:00.000Z');
    expect((reset.getTime() - at('2026-11-01T07:00:00Z').getTime()) / 3_600_000).toBe(25);
    // 01:30 happens twice that night (PDT, then PST): both are 1 November.
    expect(quotaDay(at('2026-11-01T08:30:00Z'))).toBe('2026-11-01');
    expect(quotaDay(at('2026-11-01T09:30:00Z'))).toBe('2026-11-01');
    expect(quotaDay(at('2026-11-02T07:59:59Z'))).toBe('2026-11-01');
    expect(quotaDay(at('2026-11-02T08:00:00Z'))).toBe('2026-11-02');
  });

  it('resets a moment after a reset, a whole day later', () => {
    expect(nextQuotaReset(at('2026-07-15T07:00:00Z')).toISOString()).toBe('2026-07-16T07:00:00.000Z');
    expect(nextQuotaReset(at('2026-07-15T06:59:59.999Z')).toISOString()).toBe('2026-07-15T07:00:00.000Z');
  });
});
