import { DateTime } from 'luxon';
import { SCHEDULE_TIME_ZONE, type ScheduleFrequency } from '@socratica/contracts';
import { easternDate } from '../../lib/eastern-time.js';

/** What fixes a schedule's slots: `generationTime` (Eastern) on the days counted from `anchorDate`. */
export interface SlotRule {
  frequency: ScheduleFrequency;
  /** HH:MM, Eastern. */
  generationTime: string;
  /** YYYY-MM-DD, Eastern: the first slot's day; its weekday for weekly, its day of month for monthly. */
  anchorDate: string;
}

/** A slot missed by at most this much (downtime) still runs, once; an older one is left Overdue. */
export const CATCH_UP_MS = 6 * 60 * 60 * 1000;

const MINUTE_MS = 60_000;

const wallClock = (at: DateTime) => at.toFormat('yyyy-MM-dd HH:mm');

/**
 * The instant at which Eastern clocks first show `time` on `date` (decision 027). In the spring-forward
 * gap (02:30 on a March Sunday does not exist) that is the first valid minute after it, 03:00 EDT; in
 * the repeated autumn hour (01:30 on a November Sunday happens twice) it is the first of the two, in
 * EDT. Each slot is one instant, so it runs once either way.
 */
export function easternInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wanted = `${date} ${time}`;
  // Luxon shifts a gap time forward by the gap's length (02:30 → 03:30 EDT) and gives a repeated time its later offset.
  let at = DateTime.fromObject({ year, month, day, hour, minute }, { zone: SCHEDULE_TIME_ZONE });
  if (wallClock(at) !== wanted) {
    // In the gap: step back to where the clocks jumped, the first minute whose wall time is not before the wanted one.
    while (wallClock(at.minus({ minutes: 1 })) >= wanted) at = at.minus({ minutes: 1 });
    return at.toJSDate();
  }
  const earlierOffset = at.minus({ hours: 3 }).offset;
  if (earlierOffset > at.offset) {
    const firstTime = DateTime.fromMillis(at.toMillis() - (earlierOffset - at.offset) * MINUTE_MS, {
      zone: SCHEDULE_TIME_ZONE,
    });
    if (wallClock(firstTime) === wanted) return firstTime.toJSDate();
  }
  return at.toJSDate();
}

/** The k-th slot's day (k ≥ 0): monthly keeps the anchor's day of month, clamped to the month's length. */
export function slotDate(rule: SlotRule, k: number): string {
  const anchor = DateTime.fromISO(rule.anchorDate, { zone: 'UTC' });
  if (rule.frequency === 'daily') return anchor.plus({ days: k }).toISODate()!;
  if (rule.frequency === 'weekly') return anchor.plus({ weeks: k }).toISODate()!;
  const month = anchor.startOf('month').plus({ months: k });
  return month.set({ day: Math.min(anchor.day, month.daysInMonth!) }).toISODate()!;
}

const slotAt = (rule: SlotRule, k: number): Date => easternInstant(slotDate(rule, k), rule.generationTime);

/** Roughly how many slots lie between the anchor and the instant, from the calendar alone (may be off by one). */
function slotsBefore(rule: SlotRule, at: Date): number {
  const anchor = DateTime.fromISO(rule.anchorDate, { zone: 'UTC' });
  const day = DateTime.fromISO(easternDate(at), { zone: 'UTC' });
  const days = Math.floor(day.diff(anchor, 'days').days);
  if (rule.frequency === 'daily') return days;
  if (rule.frequency === 'weekly') return Math.floor(days / 7);
  return (day.year - anchor.year) * 12 + (day.month - anchor.month);
}

/** The first slot strictly after `after`. */
export function nextSlotAfter(rule: SlotRule, after: Date): Date {
  let k = Math.max(0, slotsBefore(rule, after) - 1);
  while (slotAt(rule, k).getTime() <= after.getTime()) k++;
  return slotAt(rule, k);
}

/** The latest slot at or before `at`, or null before the first. */
export function latestSlotAtOrBefore(rule: SlotRule, at: Date): Date | null {
  let k = slotsBefore(rule, at) + 1;
  while (k >= 0 && slotAt(rule, k).getTime() > at.getTime()) k--;
  return k < 0 ? null : slotAt(rule, k);
}

/** A new schedule's first day: today, Eastern, if today's time is still ahead, otherwise tomorrow. */
export function firstAnchorDate(generationTime: string, now: Date): string {
  const today = easternDate(now);
  if (easternInstant(today, generationTime).getTime() > now.getTime()) return today;
  return DateTime.fromISO(today, { zone: 'UTC' }).plus({ days: 1 }).toISODate()!;
}
