import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  easternInstant,
  firstAnchorDate,
  latestSlotAtOrBefore,
  nextSlotAfter,
  slotDate,
  type SlotRule,
} from './schedule-slots.js';

// An independent oracle: Eastern wall clocks from Intl (not luxon), slot days from Date.UTC arithmetic,
// and the instant found by scanning minutes for the first whose wall clock is not before the wanted one.
const EASTERN = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function wallClockOf(ms: number): string {
  const parts = Object.fromEntries(EASTERN.formatToParts(ms).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

function oracleInstant(date: string, time: string): number {
  const wanted = `${date} ${time}`;
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // New York is 4 or 5 hours behind UTC: the instant lies at most 5 hours after the same wall time in UTC.
  for (let ms = asUtc + 3 * 60 * MINUTE; ms <= asUtc + 5 * 60 * MINUTE; ms += MINUTE) {
    if (wallClockOf(ms) >= wanted) return ms;
  }
  throw new Error(`no instant for ${wanted}`);
}

function oracleSlotDate(rule: SlotRule, k: number): string {
  const [y, m, d] = rule.anchorDate.split('-').map(Number) as [number, number, number];
  if (rule.frequency !== 'monthly') {
    const step = rule.frequency === 'daily' ? 1 : 7;
    return new Date(Date.UTC(y, m - 1, d) + k * step * DAY).toISOString().slice(0, 10);
  }
  const length = new Date(Date.UTC(y, m - 1 + k + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + k, Math.min(d, length))).toISOString().slice(0, 10);
}

function oracleSlots(rule: SlotRule, around: number): number[] {
  const anchor = Date.parse(`${rule.anchorDate}T00:00:00Z`);
  // The longest month, so that the window starts at or before the slots around `around`, never after.
  const period = { daily: DAY, weekly: 7 * DAY, monthly: 31 * DAY }[rule.frequency];
  const from = Math.max(0, Math.floor((around - anchor) / period) - 3);
  const slots: number[] = [];
  for (let k = from; k < from + 10; k++)
    slots.push(oracleInstant(oracleSlotDate(rule, k), rule.generationTime));
  return slots;
}

const iso = (ms: number) => new Date(ms).toISOString();

describe('easternInstant', () => {
  it('runs a time in the spring-forward gap at the first valid minute after it', () => {
    expect(easternInstant('2026-03-08', '02:30').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(easternInstant('2026-03-08', '02:00').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(easternInstant('2027-03-14', '02:59').toISOString()).toBe('2027-03-14T07:00:00.000Z');
    expect(easternInstant('2026-03-08', '03:00').toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });

  it('runs a time in the repeated autumn hour once, at its first occurrence (EDT)', () => {
    expect(easternInstant('2026-11-01', '01:30').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(easternInstant('2027-11-07', '01:00').toISOString()).toBe('2027-11-07T05:00:00.000Z');
    expect(easternInstant('2026-11-01', '02:00').toISOString()).toBe('2026-11-01T07:00:00.000Z');
  });

  it('gives ordinary days their Eastern time in winter and summer', () => {
    expect(easternInstant('2026-01-15', '09:00').toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(easternInstant('2026-07-15', '09:00').toISOString()).toBe('2026-07-15T13:00:00.000Z');
    expect(easternInstant('2026-12-31', '23:59').toISOString()).toBe('2027-01-01T04:59:00.000Z');
  });
});

describe('slot days', () => {
  it('keeps a monthly anchor’s day, clamped to shorter months', () => {
    const rule: SlotRule = { frequency: 'monthly', generationTime: '09:00', anchorDate: '2026-01-31' };
    expect([0, 1, 2, 3, 12, 13].map((k) => slotDate(rule, k))).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2027-01-31',
      '2027-02-28',
    ]);
  });

  it('starts a new schedule today if its time is still ahead, otherwise tomorrow (Eastern)', () => {
    expect(firstAnchorDate('09:00', new Date('2026-11-23T13:59:00Z'))).toBe('2026-11-23');
    expect(firstAnchorDate('09:00', new Date('2026-11-23T14:00:00Z'))).toBe('2026-11-24');
    // 23:30 Eastern on the 23rd is already the 24th in UTC.
    expect(firstAnchorDate('23:45', new Date('2026-11-24T04:30:00Z'))).toBe('2026-11-23');
  });
});

const TIMES = ['00:00', '01:30', '02:00', '02:30', '03:00', '09:00', '12:15', '23:59'];
const DST_DAYS = ['2026-03-08', '2026-11-01', '2027-03-14', '2027-11-07'].map((d) =>
  Date.parse(`${d}T00:00:00Z`),
);
const YEARS = [Date.parse('2026-01-01T00:00:00Z'), Date.parse('2027-12-31T00:00:00Z')] as const;

const rules = fc.record({
  frequency: fc.constantFrom('daily' as const, 'weekly' as const, 'monthly' as const),
  generationTime: fc.oneof(
    fc.constantFrom(...TIMES),
    fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  ),
  anchorDate: fc.oneof(
    // The 29th to the 31st of each month, for monthly clamping.
    fc
      .tuple(
        fc.integer({ min: 2025, max: 2027 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 29, max: 31 }),
      )
      .filter(([y, m, d]) => new Date(Date.UTC(y, m - 1, d)).getUTCMonth() === m - 1)
      .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
    fc
      .integer({ min: YEARS[0] - 400 * DAY, max: YEARS[1] })
      .map((ms) => new Date(ms).toISOString().slice(0, 10)),
  ),
});
const instants = fc.oneof(
  // The weeks around each daylight-saving change of 2026 and 2027, to the minute.
  fc
    .tuple(fc.constantFrom(...DST_DAYS), fc.integer({ min: -3 * 24 * 60, max: 4 * 24 * 60 }))
    .map(([day, minutes]) => day + minutes * MINUTE),
  fc.integer({ min: YEARS[0] / MINUTE, max: YEARS[1] / MINUTE }).map((m) => m * MINUTE),
);

describe('next and latest slots against the oracle', () => {
  it('agree over 1,000 random schedules and moments, daylight-saving weeks and month ends included', () => {
    fc.assert(
      fc.property(rules, instants, (rule, now) => {
        const slots = oracleSlots(rule, now);
        const anchorSlot = oracleInstant(rule.anchorDate, rule.generationTime);
        const next = slots.find((ms) => ms > now);
        const latest = now < anchorSlot ? null : [...slots].reverse().find((ms) => ms <= now);
        expect(next).toBeDefined();
        expect(iso(nextSlotAfter(rule, new Date(now)).getTime())).toBe(iso(next!));
        const answer = latestSlotAtOrBefore(rule, new Date(now));
        expect(answer === null ? null : iso(answer.getTime())).toBe(latest === null ? null : iso(latest!));
      }),
      { numRuns: 1_000 },
    );
  });
});
