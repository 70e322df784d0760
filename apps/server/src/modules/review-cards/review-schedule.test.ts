import { describe, expect, it } from 'vitest';
import type { ReviewCredit } from '@socratica/contracts';
import { creditOf, newSchedule, nextSchedule, type ScheduleState } from './review-schedule.js';

const DAY = 24 * 3_600_000;
const start = new Date('2026-03-02T09:00:00Z');

/**
 * A learner who opens the review every morning for `days` days and answers each due card with the
 * credit `answerFor` gives it; returns each card's review dates.
 */
function simulate(answerFor: (card: number, review: number) => ReviewCredit, cards: number, days: number) {
  const schedules: ScheduleState[] = Array.from({ length: cards }, () => newSchedule(start));
  const reviews: Date[][] = schedules.map(() => []);
  for (let day = 0; day < days; day++) {
    const now = new Date(start.getTime() + day * DAY);
    schedules.forEach((schedule, card) => {
      if (schedule.due > now) return;
      schedules[card] = nextSchedule(schedule, answerFor(card, reviews[card]!.length), now).schedule;
      reviews[card]!.push(now);
    });
  }
  return { schedules, reviews };
}

describe('the FSRS schedule of review cards over simulated days', () => {
  it('asks a new card first the day after it was made, not at once (decision 057)', () => {
    const card = newSchedule(start);
    expect(card.due.getTime() - start.getTime()).toBe(DAY);
    expect(card.reps).toBe(0);
    const { reviews } = simulate(() => 'full', 1, 3);
    expect(reviews[0]![0]).toEqual(new Date(start.getTime() + DAY));
  });

  it('brings a card answered wrong back sooner, and more often, than one answered right', () => {
    const { reviews } = simulate((card) => (card === 0 ? 'none' : 'full'), 2, 60);
    const [wrong, right] = reviews as [Date[], Date[]];
    expect(wrong[1]!.getTime() - wrong[0]!.getTime()).toBe(DAY);
    expect(right[1]!.getTime() - right[0]!.getTime()).toBeGreaterThan(DAY);
    expect(wrong.length).toBeGreaterThan(right.length);
    // A card answered right waits longer each time.
    const gaps = right.slice(1).map((d, i) => d.getTime() - right[i]!.getTime());
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    expect(gaps.at(-1)!).toBeGreaterThan(gaps[0]!);
  });

  it('spaces a partly right answer between a wrong and a right one', () => {
    const now = start;
    const due = (credit: ReviewCredit) => nextSchedule(newSchedule(now), credit, now).schedule.due.getTime();
    expect(due('none')).toBeLessThan(due('partial'));
    expect(due('partial')).toBeLessThan(due('full'));
  });

  it('rates by the credit: none is Again, partial Hard, full Good', () => {
    expect([0, 0.4, 1].map(creditOf)).toEqual(['none', 'partial', 'full']);
    expect(nextSchedule(newSchedule(start), 'none', start).rating).toBe('again');
    expect(nextSchedule(newSchedule(start), 'partial', start).rating).toBe('hard');
    expect(nextSchedule(newSchedule(start), 'full', start).rating).toBe('good');
  });

  it('brings back a card forgotten after it was learnt, and counts the lapse', () => {
    const { schedules, reviews } = simulate((_, review) => (review < 3 ? 'full' : 'none'), 1, 120);
    expect(schedules[0]!.lapses).toBeGreaterThan(0);
    const dates = reviews[0]!;
    expect(dates.at(-1)!.getTime() - dates.at(-2)!.getTime()).toBe(DAY);
  });
});
