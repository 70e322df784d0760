import { DateTime } from 'luxon';

/** YouTube resets every project's daily quota at midnight Pacific time. */
const QUOTA_ZONE = 'America/Los_Angeles';

/** The quota day `now` falls in: its date in America/Los_Angeles, as YYYY-MM-DD. */
export function quotaDay(now: Date): string {
  return DateTime.fromJSDate(now, { zone: QUOTA_ZONE }).toISODate() ?? now.toISOString().slice(0, 10);
}

/** The next midnight Pacific after `now`: a calendar day later, so 23 or 25 hours on the days the clocks change. */
export function nextQuotaReset(now: Date): Date {
  return DateTime.fromJSDate(now, { zone: QUOTA_ZONE }).startOf('day').plus({ days: 1 }).toJSDate();
}
