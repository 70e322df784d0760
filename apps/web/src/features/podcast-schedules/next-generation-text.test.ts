import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { isOverdue, nextGenerationText } from './next-generation-text';

/** An instant written in UTC, as the server sends it. */
const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });

describe('nextGenerationText', () => {
  it('says "Not scheduled" when there is no next time', () => {
    expect(nextGenerationText(null, at('2026-05-01T12:00:00Z'))).toBe('Not scheduled');
  });

  it('says "N/A" for a time it cannot read, rather than guessing (D13)', () => {
    const now = at('2026-05-01T12:00:00Z');
    expect(nextGenerationText('next Tuesday', now)).toBe('N/A');
    expect(nextGenerationText('', now)).toBe('N/A');
  });

  it('says "Overdue (was {date time} ET)" once the time has come, to the second', () => {
    const next = '2026-05-01T13:00:00Z';
    expect(nextGenerationText(next, at('2026-05-01T13:00:00Z'))).toBe(
      'Overdue (was May 1, 2026, 9:00 AM ET)',
    );
    expect(nextGenerationText(next, at('2026-05-09T08:00:00Z'))).toBe(
      'Overdue (was May 1, 2026, 9:00 AM ET)',
    );
  });

  it('writes "{date time} ET (in N days)" a day or more ahead, counting whole days down', () => {
    const next = '2026-05-04T13:00:00Z';
    expect(nextGenerationText(next, at('2026-05-01T13:00:00Z'))).toBe('May 4, 2026, 9:00 AM ET (in 3 days)');
    expect(nextGenerationText(next, at('2026-05-01T14:00:00Z'))).toBe('May 4, 2026, 9:00 AM ET (in 2 days)');
    expect(nextGenerationText(next, at('2026-05-03T12:59:00Z'))).toBe('May 4, 2026, 9:00 AM ET (in 1 day)');
  });

  it('writes "{date time} ET (in N hours)" under a day, "in 1 hour" in the singular', () => {
    const next = '2026-05-04T13:00:00Z';
    expect(nextGenerationText(next, at('2026-05-03T13:00:01Z'))).toBe(
      'May 4, 2026, 9:00 AM ET (in 23 hours)',
    );
    expect(nextGenerationText(next, at('2026-05-04T10:30:00Z'))).toBe('May 4, 2026, 9:00 AM ET (in 2 hours)');
    expect(nextGenerationText(next, at('2026-05-04T12:00:00Z'))).toBe('May 4, 2026, 9:00 AM ET (in 1 hour)');
  });

  it('writes "{date time} ET (very soon)" under an hour', () => {
    const next = '2026-05-04T13:00:00Z';
    expect(nextGenerationText(next, at('2026-05-04T12:00:01Z'))).toBe('May 4, 2026, 9:00 AM ET (very soon)');
    expect(nextGenerationText(next, at('2026-05-04T12:59:59Z'))).toBe('May 4, 2026, 9:00 AM ET (very soon)');
  });

  // Spring: 02:00 EST becomes 03:00 EDT on 2026-03-08 and 2027-03-14, so 09:00 to 09:00 is 23 hours.
  // Autumn: 02:00 EDT becomes 01:00 EST on 2026-11-01 and 2027-11-07, so it is 25 hours.
  it.each([
    ['spring 2026', '2026-03-08T13:00:00Z', '2026-03-07T14:00:00Z', 'Mar 8, 2026, 9:00 AM ET (in 1 day)'],
    ['spring 2027', '2027-03-14T13:00:00Z', '2027-03-13T14:00:00Z', 'Mar 14, 2027, 9:00 AM ET (in 1 day)'],
    ['autumn 2026', '2026-11-01T14:00:00Z', '2026-10-31T13:00:00Z', 'Nov 1, 2026, 9:00 AM ET (in 1 day)'],
    ['autumn 2027', '2027-11-07T14:00:00Z', '2027-11-06T13:00:00Z', 'Nov 7, 2027, 9:00 AM ET (in 1 day)'],
  ])(
    'counts 09:00 tomorrow as "in 1 day" across the %s change, by the Eastern calendar',
    (_change, next, now, text) => {
      expect(nextGenerationText(next, at(now))).toBe(text);
    },
  );

  it('counts real hours under a calendar day across a change: 22.5 in spring, 24.5 in autumn', () => {
    // 09:30 EST to 09:00 EDT the next day.
    expect(nextGenerationText('2026-03-08T13:00:00Z', at('2026-03-07T14:30:00Z'))).toBe(
      'Mar 8, 2026, 9:00 AM ET (in 22 hours)',
    );
    // 09:30 EDT to 09:00 EST the next day: not a calendar day, yet more than 24 hours, and the text says so.
    expect(nextGenerationText('2026-11-01T14:00:00Z', at('2026-10-31T13:30:00Z'))).toBe(
      'Nov 1, 2026, 9:00 AM ET (in 24 hours)',
    );
  });

  it('shows a time in the repeated autumn hour as the clock reads it', () => {
    // 01:30 EST, the second 01:30 of 2026-11-01, half an hour after the first (01:30 EDT = 05:30Z).
    expect(nextGenerationText('2026-11-01T06:30:00Z', at('2026-11-01T05:45:00Z'))).toBe(
      'Nov 1, 2026, 1:30 AM ET (very soon)',
    );
  });
});

describe('isOverdue', () => {
  const now = at('2026-05-01T13:00:00Z');

  it('is true from the next time on, and false before it', () => {
    expect(isOverdue('2026-05-01T13:00:00Z', now)).toBe(true);
    expect(isOverdue('2026-04-01T13:00:00Z', now)).toBe(true);
    expect(isOverdue('2026-05-01T13:00:01Z', now)).toBe(false);
  });

  it('is false with no next time or one it cannot read', () => {
    expect(isOverdue(null, now)).toBe(false);
    expect(isOverdue('soon', now)).toBe(false);
  });
});
