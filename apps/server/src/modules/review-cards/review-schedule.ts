import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';
import type { ReviewAnswerResult, ReviewCredit } from '@socratica/contracts';

/**
 * The FSRS schedule of review cards (issue 40, decision 054), with ts-fsrs's default weights. Short-term
 * learning steps are off: a review is a short quiz a learner opens from Home, not a deck drilled minute by
 * minute, so even a card answered wrong comes back the next day rather than in a minute. Fuzz is off so a
 * learner's two cards answered alike come back on the same day.
 */
const scheduler = fsrs(generatorParameters({ enable_short_term: false, enable_fuzz: false }));

/** The FSRS card columns a review card keeps. */
export type ScheduleState = Pick<
  Card,
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsed_days'
  | 'scheduled_days'
  | 'learning_steps'
  | 'reps'
  | 'lapses'
  | 'state'
  | 'last_review'
>;

/** A day in milliseconds: what a new card waits before its first review. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new card, first due a day after it is made (decision 057): asked right after the session, a miss is
 * still in working memory and its answer says little; a day's spacing is what makes the retrieval count.
 * FSRS's own schedule starts from its first answer.
 */
export function newSchedule(now: Date): ScheduleState {
  return { ...createEmptyCard(now), due: new Date(now.getTime() + DAY_MS) };
}

/** The credit an answer earned: nothing, some of it, or all of it. */
export function creditOf(score: number): ReviewCredit {
  if (score >= 1) return 'full';
  return score > 0 ? 'partial' : 'none';
}

const RATINGS: Record<ReviewCredit, { grade: Grade; name: ReviewAnswerResult['rating'] }> = {
  none: { grade: Rating.Again, name: 'again' },
  partial: { grade: Rating.Hard, name: 'hard' },
  full: { grade: Rating.Good, name: 'good' },
};

/** The card's next schedule after an answer with this credit, answered at `now`. */
export function nextSchedule(
  card: ScheduleState,
  credit: ReviewCredit,
  now: Date,
): { schedule: ScheduleState; rating: ReviewAnswerResult['rating']; grade: Grade } {
  const { grade, name } = RATINGS[credit];
  const { card: next } = scheduler.next(card, now, grade);
  return { schedule: next, rating: name, grade };
}
