import { describe, expect, it } from 'vitest';
import {
  easternDayEnd,
  easternDayOf,
  easternDayStart,
  formatEastern,
  formatEasternDate,
  parseTimestamp,
} from './time';

describe('formatEastern', () => {
  it('shows a UTC timestamp in Eastern time, marked ET', () => {
    expect(formatEastern('2026-11-21T14:47:00Z')).toBe('Nov 21, 2026, 9:47 AM ET');
  });

  it('uses daylight time in summer', () => {
    expect(formatEastern('2026-07-04T16:05:00Z')).toBe('Jul 4, 2026, 12:05 PM ET');
  });

  it('jumps from 1:59 EST to 3:00 EDT at the spring change', () => {
    expect(formatEastern('2026-03-08T06:30:00Z')).toBe('Mar 8, 2026, 1:30 AM ET');
    expect(formatEastern('2026-03-08T07:30:00Z')).toBe('Mar 8, 2026, 3:30 AM ET');
  });

  it('shows 1:30 twice at the autumn change', () => {
    expect(formatEastern('2026-11-01T05:30:00Z')).toBe('Nov 1, 2026, 1:30 AM ET');
    expect(formatEastern('2026-11-01T06:30:00Z')).toBe('Nov 1, 2026, 1:30 AM ET');
    expect(formatEastern('2026-11-01T07:30:00Z')).toBe('Nov 1, 2026, 2:30 AM ET');
  });

  it('reads a timestamp without an offset as UTC', () => {
    expect(formatEastern('2026-11-21T14:47:00')).toBe('Nov 21, 2026, 9:47 AM ET');
    expect(formatEastern('2026-11-21 14:47:00+00')).toBe('Nov 21, 2026, 9:47 AM ET');
  });

  it('converts other offsets', () => {
    expect(formatEastern('2026-11-21T15:47:00+01:00')).toBe('Nov 21, 2026, 9:47 AM ET');
  });

  it('accepts a Date and epoch milliseconds', () => {
    expect(formatEastern(new Date('2026-11-21T14:47:00Z'))).toBe('Nov 21, 2026, 9:47 AM ET');
    expect(formatEastern(Date.UTC(2026, 10, 21, 14, 47))).toBe('Nov 21, 2026, 9:47 AM ET');
  });

  it('shows N/A when there is no value', () => {
    expect(formatEastern(null)).toBe('N/A');
    expect(formatEastern(undefined)).toBe('N/A');
    expect(formatEastern('')).toBe('N/A');
    expect(formatEastern(new Date('nonsense'))).toBe('N/A');
  });

  it('shows an unparseable string as it is', () => {
    expect(formatEastern('sometime last week')).toBe('sometime last week');
  });
});

describe('formatEasternDate', () => {
  it('shows the Eastern calendar day, which can differ from the UTC day', () => {
    expect(formatEasternDate('2026-11-22T03:00:00Z')).toBe('Nov 21, 2026');
  });

  it('follows the same rules for missing and unparseable values', () => {
    expect(formatEasternDate(undefined)).toBe('N/A');
    expect(formatEasternDate('not a date')).toBe('not a date');
  });
});

describe('Eastern calendar days', () => {
  it('turns a day into the instants it starts and ends at, in Eastern time', () => {
    expect(easternDayStart('2026-11-21')).toBe('2026-11-21T05:00:00.000Z');
    expect(easternDayEnd('2026-11-21')).toBe('2026-11-22T05:00:00.000Z');
    expect(easternDayStart('2026-07-04')).toBe('2026-07-04T04:00:00.000Z');
  });

  it('gives the spring-forward day 23 hours and the fall-back day 25', () => {
    expect(easternDayEnd('2026-03-08')).toBe('2026-03-09T04:00:00.000Z');
    expect(easternDayStart('2026-03-08')).toBe('2026-03-08T05:00:00.000Z');
    expect(easternDayEnd('2026-11-01')).toBe('2026-11-02T05:00:00.000Z');
    expect(easternDayStart('2026-11-01')).toBe('2026-11-01T04:00:00.000Z');
  });

  it('refuses what is no day', () => {
    expect(easternDayStart('')).toBeNull();
    expect(easternDayStart('2026-02-30')).toBeNull();
    expect(easternDayEnd('yesterday')).toBeNull();
  });

  it('names the Eastern day an instant falls on', () => {
    expect(easternDayOf('2026-11-22T04:59:59Z')).toBe('2026-11-21');
    expect(easternDayOf('2026-11-22T05:00:00Z')).toBe('2026-11-22');
    expect(easternDayOf(null)).toBe('');
    expect(easternDayOf('soon')).toBe('');
  });
});

describe('parseTimestamp', () => {
  it('reads an instant as formatEastern does, in Eastern time', () => {
    const parsed = parseTimestamp('2026-11-21T14:47:00');
    expect(parsed?.toISO()).toBe('2026-11-21T09:47:00.000-05:00');
    expect(parsed?.zoneName).toBe('America/New_York');
  });

  it('gives null for nothing and for what it cannot read', () => {
    expect(parseTimestamp(null)).toBeNull();
    expect(parseTimestamp('')).toBeNull();
    expect(parseTimestamp('yesterday')).toBeNull();
  });
});
