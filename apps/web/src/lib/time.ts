import { DateTime } from 'luxon';

const EASTERN = 'America/New_York';
const NOT_AVAILABLE = 'N/A';

export type TimeInput = string | number | Date | null | undefined;

/** 'Nov 21, 2026, 9:47 AM ET'. Missing → 'N/A'; unparseable → the raw value (DESIGN D13). */
export function formatEastern(value: TimeInput): string {
  return format(value, "LLL d, yyyy, h:mm a 'ET'");
}

/** 'Nov 21, 2026', the calendar day in Eastern time. */
export function formatEasternDate(value: TimeInput): string {
  return format(value, 'LLL d, yyyy');
}

function format(value: TimeInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return NOT_AVAILABLE;
  const parsed = toDateTime(value);
  if (!parsed.isValid) return typeof value === 'string' ? value : NOT_AVAILABLE;
  return parsed.setZone(EASTERN).setLocale('en-US').toFormat(pattern);
}

/** The instant a timestamp names, read as `formatEastern` reads it, in Eastern time; null when there is none. */
export function parseTimestamp(value: TimeInput): DateTime | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = toDateTime(value);
  return parsed.isValid ? parsed.setZone(EASTERN) : null;
}

function toDateTime(value: string | number | Date): DateTime {
  if (value instanceof Date) return DateTime.fromJSDate(value);
  if (typeof value === 'number') return DateTime.fromMillis(value);
  // The server stores UTC; a timestamp without an offset is read as UTC rather than the browser's zone.
  const text = value.trim();
  const iso = DateTime.fromISO(text, { zone: 'utc' });
  return iso.isValid ? iso : DateTime.fromSQL(text, { zone: 'utc' });
}

/**
 * The instant an Eastern calendar day ('2026-11-21') begins, as ISO 8601 UTC, so that a day picked in a date
 * field means the same 24 hours for every admin whatever their browser's zone; null when it is no day.
 */
export function easternDayStart(day: string): string | null {
  const start = DateTime.fromISO(day, { zone: EASTERN });
  return start.isValid && /^\d{4}-\d{2}-\d{2}$/.test(day) ? start.toUTC().toISO() : null;
}

/** The instant after an Eastern calendar day ends: the start of the next day, for an exclusive upper bound. */
export function easternDayEnd(day: string): string | null {
  const start = easternDayStart(day);
  return start && DateTime.fromISO(start).setZone(EASTERN).plus({ days: 1 }).toUTC().toISO();
}

/** The Eastern calendar day ('2026-11-21') an instant falls on; '' when there is none. */
export function easternDayOf(value: TimeInput): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = toDateTime(value);
  return parsed.isValid ? (parsed.setZone(EASTERN).toISODate() ?? '') : '';
}
