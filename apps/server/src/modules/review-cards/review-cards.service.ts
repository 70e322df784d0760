import type {
  DueReviewCards,
  ReviewAnswer,
  ReviewAnswerResult,
  ReviewCardQuestion,
  ReviewDueCount,
} from '@socratica/contracts';
import type { ReviewCardRow } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { contradictedChatClaims, type PassageFinder } from '../assessments/contradicted-claims.js';
import { contradictedClaimDrafts, missedItemDrafts } from './card-making.js';
import type { DueCardsToReview } from '../podcast-jobs/podcast-jobs.service.js';
import { acceptedAnswerOf, markReviewAnswer } from './review-marking.js';
import { scheduleOf, type ReviewCardsRepository } from './review-cards.repository.js';
import { creditOf, DAY_MS, newSchedule, nextSchedule } from './review-schedule.js';

/** A review is a short quiz: a learner with many cards due does them a handful at a time. */
const CARDS_PER_REVIEW = 10;

/** The same answer for a card that does not exist and for another learner's. */
const noSuchCard = (id: number) => notFound(`There is no review card ${id}.`);

const KINDS: Record<string, ReviewCardQuestion['kind']> = {
  multiple_choice: 'choice',
  multi_select: 'several',
};

export class ReviewCardsService {
  constructor(
    private readonly repository: ReviewCardsRepository,
    /** The session's sources, to find the chat's contradicted claims; none when there are no sources. */
    private readonly findPassages: PassageFinder | null,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Cards for what a completed post-assessment missed, and for the chat's claims the sources contradict.
   * Safe to call again: a card is made once per item and claim. Returns how many were added.
   */
  async makeCardsFor(sessionId: number): Promise<number> {
    const session = await this.repository.completedSession(sessionId);
    if (!session) return 0;
    const claims = this.findPassages
      ? await contradictedChatClaims(session.topic, session.learnerMessages, this.findPassages)
      : [];
    const drafts = [
      ...missedItemDrafts(session.questions, session.answers),
      ...contradictedClaimDrafts(claims),
    ];
    return this.repository.addCards(session, drafts, newSchedule(this.now()));
  }

  /** Home's line: how many cards are due, or, while none is, when the next ones come back. */
  async dueCount(userId: number): Promise<ReviewDueCount> {
    const now = this.now();
    const due = await this.repository.dueCount(userId, now);
    if (due > 0) return { due, next: null };
    const next = await this.repository.nextDue(userId, now, DAY_MS);
    return { due, next: next ? { due_at: next.dueAt.toISOString(), count: next.count } : null };
  }

  async dueCards(userId: number): Promise<DueReviewCards> {
    const now = this.now();
    const [rows, due] = await Promise.all([
      this.repository.dueCards(userId, now, CARDS_PER_REVIEW),
      this.repository.dueCount(userId, now),
    ]);
    return { cards: rows.map(asQuestion), due };
  }

  /**
   * What a review episode goes through: the cards the review quiz shows now (the learner's first due cards),
   * each with its accepted answer and source, and their topics. A 409 when nothing is due.
   */
  async episodeCards(userId: number): Promise<DueCardsToReview> {
    const rows = await this.repository.dueCards(userId, this.now(), CARDS_PER_REVIEW);
    if (rows.length === 0)
      throw conflict('Nothing is due for review, so there is nothing to make a review episode of.');
    return {
      sessionId: mostCommon(rows.map((row) => row.sessionId))[0]!,
      topics: mostCommon(rows.map((row) => row.topic)),
      questions: rows.map((row) => ({
        question: row.question.text,
        acceptedAnswer: acceptedAnswerOf(row.question),
        citation: row.source && (row.source.url ? `${row.source.name}, ${row.source.url}` : row.source.name),
      })),
    };
  }

  async answer(id: number, userId: number, { answer }: ReviewAnswer): Promise<ReviewAnswerResult> {
    const card = await this.repository.findOwned(id, userId);
    if (!card) throw noSuchCard(id);
    const now = this.now();
    if (card.due > now) throw notDue(card);
    const graded = await markReviewAnswer(card, answer);
    const credit = creditOf(graded.score);
    const { schedule, rating, grade } = nextSchedule(scheduleOf(card), credit, now);
    const text = (Array.isArray(answer) ? answer.join(', ') : answer).trim();
    const recorded = await this.repository.recordAnswer(card, schedule, {
      answer: text,
      score: graded.score,
      rating: grade,
      reviewedAt: now,
    });
    if (!recorded) throw notDue((await this.repository.findOwned(id, userId)) ?? card);
    return {
      card_id: card.id,
      score: graded.score,
      credit,
      feedback: graded.feedback,
      accepted_answer: acceptedAnswerOf(card.question),
      source: card.source,
      rating,
      next_due_at: schedule.due.toISOString(),
    };
  }
}

/** The distinct values, the most frequent first, and of equals the first met. */
function mostCommon<T>(values: readonly T[]): T[] {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
}

function asQuestion(row: ReviewCardRow): ReviewCardQuestion {
  const kind = KINDS[row.question.type] ?? 'written';
  return {
    id: row.id,
    origin: row.origin,
    topic: row.topic,
    prompt: row.question.text,
    kind,
    options: kind === 'written' ? [] : row.question.options,
    due_at: row.due.toISOString(),
    reviews: row.reps,
  };
}

/** A card answered already in this review, or not yet due: its answer would not move its schedule. */
function notDue(card: ReviewCardRow) {
  const when = card.due.toISOString().slice(0, 10);
  return conflict(
    card.lastReview
      ? `This card was answered already; it is due again on ${when}. Answer the cards that are due now.`
      : `This card is not due until ${when}. Answer the cards that are due now.`,
  );
}
