import type { DateTime } from 'luxon';
import { formatEastern, parseTimestamp } from '../../lib/time';

const NOT_SCHEDULED = 'Not scheduled';
/** DESIGN D13: a time that cannot be read is not guessed at. */
const UNREADABLE_TIME = 'N/A';

/**
 * Spec 2 §2's next-generation text, in Eastern time:
 * - "Not scheduled" when there is no next time, "N/A" when it cannot be read;
 * - "Overdue (was Mar 8, 2026, 9:00 AM ET)" once it has come;
 * - otherwise the time followed by how far off it is: "(in 3 days)", "(in 5 hours)", or "(very soon)" under
 *   an hour.
 *
 * Days are counted on the Eastern calendar, so 09:00 tomorrow is "in 1 day" even across a daylight-saving
 * change, when it is 23 or 25 hours away; under a day the hours are real elapsed hours. Both round down.
 */
export function nextGenerationText(next: string | null, now: DateTime): string {
  if (next === null) return NOT_SCHEDULED;
  const due = parseTimestamp(next);
  if (due === null) return UNREADABLE_TIME;
  const when = formatEastern(next);
  if (due <= now) return `Overdue (was ${when})`;
  return `${when} (${timeUntil(due, now)})`;
}

/** Whether the next slot has come: an active schedule then offers Generate Now (spec 2 §2). */
export function isOverdue(next: string | null, now: DateTime): boolean {
  const due = parseTimestamp(next);
  return due !== null && due <= now;
}

function timeUntil(due: DateTime, now: DateTime): string {
  // The diff runs in the due time's zone (Eastern), where luxon counts days by the calendar.
  const { days, hours } = due.diff(now.setZone(due.zone), ['days', 'hours']);
  const wholeDays = Math.floor(days);
  if (wholeDays >= 1) return `in ${count(wholeDays, 'day')}`;
  const wholeHours = Math.floor(hours);
  if (wholeHours >= 1) return `in ${count(wholeHours, 'hour')}`;
  return 'very soon';
}

function count(amount: number, unit: string): string {
  return `${amount} ${amount === 1 ? unit : `${unit}s`}`;
}
