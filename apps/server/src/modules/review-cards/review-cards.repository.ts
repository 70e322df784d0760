import { and, asc, count, eq, gt, gte, lt, lte, min } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  assessmentResponses,
  assessmentSessions,
  chatMessages,
  reviewCards as cards,
  reviewLogs,
  type ReviewCardRow,
  type StoredKeyedQuestion,
} from '../../db/schema/index.js';
import type { CardDraft, MarkedAnswer } from './card-making.js';
import type { ScheduleState } from './review-schedule.js';

/** What cards are made from: a completed session's items, their marks, and the learner's messages. */
export interface CompletedSession {
  id: number;
  userId: number;
  topic: string;
  questions: StoredKeyedQuestion[];
  answers: MarkedAnswer[];
  learnerMessages: string[];
}

const scheduleColumns = (s: ScheduleState) => ({
  due: s.due,
  stability: s.stability,
  difficulty: s.difficulty,
  elapsedDays: s.elapsed_days,
  scheduledDays: s.scheduled_days,
  learningSteps: s.learning_steps,
  reps: s.reps,
  lapses: s.lapses,
  state: s.state,
  lastReview: s.last_review ?? null,
});

/** The row's FSRS card, as ts-fsrs reads it. */
export const scheduleOf = (row: ReviewCardRow): ScheduleState => ({
  due: row.due,
  stability: row.stability,
  difficulty: row.difficulty,
  elapsed_days: row.elapsedDays,
  scheduled_days: row.scheduledDays,
  learning_steps: row.learningSteps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  ...(row.lastReview ? { last_review: row.lastReview } : {}),
});

export interface AnswerLog {
  answer: string;
  score: number;
  rating: number;
  reviewedAt: Date;
}

/** Review cards' storage (issue 40): each learner's cards, their schedule, and the log of answers. */
export class ReviewCardsRepository {
  constructor(private readonly db: Database) {}

  /** A session whose post-assessment is done, with what cards need; undefined otherwise. */
  async completedSession(sessionId: number): Promise<CompletedSession | undefined> {
    const [session] = await this.db
      .select({
        id: assessmentSessions.id,
        userId: assessmentSessions.userId,
        topic: assessmentSessions.topic,
        questions: assessmentSessions.postQuestions,
      })
      .from(assessmentSessions)
      .where(and(eq(assessmentSessions.id, sessionId), eq(assessmentSessions.status, 'completed')));
    if (!session?.questions) return undefined;
    const answers = await this.db
      .select({ questionId: assessmentResponses.questionId, score: assessmentResponses.score })
      .from(assessmentResponses)
      .where(and(eq(assessmentResponses.sessionId, sessionId), eq(assessmentResponses.phase, 'post')));
    // Blocked messages never reached the tutor, so they are not claims it answered.
    const messages = await this.db
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.sessionId, sessionId),
          eq(chatMessages.role, 'user'),
          eq(chatMessages.flagged, false),
        ),
      )
      .orderBy(asc(chatMessages.id));
    return {
      ...session,
      questions: session.questions,
      answers,
      learnerMessages: messages.map((m) => m.content),
    };
  }

  /** Adds the cards not made yet: a session completed twice, or read again, makes none twice. */
  async addCards(
    session: Pick<CompletedSession, 'id' | 'userId' | 'topic'>,
    drafts: readonly CardDraft[],
    schedule: ScheduleState,
  ): Promise<number> {
    if (drafts.length === 0) return 0;
    const added = await this.db
      .insert(cards)
      .values(
        drafts.map((draft) => ({
          userId: session.userId,
          sessionId: session.id,
          topic: session.topic,
          ...draft,
          ...scheduleColumns(schedule),
        })),
      )
      .onConflictDoNothing({ target: [cards.sessionId, cards.origin, cards.itemRef] })
      .returning({ id: cards.id });
    return added.length;
  }

  async dueCount(userId: number, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ due: count() })
      .from(cards)
      .where(and(eq(cards.userId, userId), lte(cards.due, now)));
    return row?.due ?? 0;
  }

  /**
   * When the learner's first card not yet due comes back, and how many come back within `windowMs` of it
   * (cards made by one session come back together). Undefined when no card is waiting.
   */
  async nextDue(
    userId: number,
    now: Date,
    windowMs: number,
  ): Promise<{ dueAt: Date; count: number } | undefined> {
    const [first] = await this.db
      .select({ dueAt: min(cards.due) })
      .from(cards)
      .where(and(eq(cards.userId, userId), gt(cards.due, now)));
    if (!first?.dueAt) return undefined;
    const until = new Date(first.dueAt.getTime() + windowMs);
    const [row] = await this.db
      .select({ count: count() })
      .from(cards)
      .where(and(eq(cards.userId, userId), gte(cards.due, first.dueAt), lt(cards.due, until)));
    return { dueAt: first.dueAt, count: row?.count ?? 0 };
  }

  /** The learner's due cards, longest due first. */
  async dueCards(userId: number, now: Date, limit: number): Promise<ReviewCardRow[]> {
    return this.db
      .select()
      .from(cards)
      .where(and(eq(cards.userId, userId), lte(cards.due, now)))
      .orderBy(asc(cards.due), asc(cards.id))
      .limit(limit);
  }

  async findOwned(id: number, userId: number): Promise<ReviewCardRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cards)
      .where(and(eq(cards.id, id), eq(cards.userId, userId)));
    return row;
  }

  /**
   * Moves the card to its next schedule and logs the answer, only if it is still as it was read (due, with
   * the same number of reviews): of two answers sent at once, one counts. False when it was not.
   */
  async recordAnswer(card: ReviewCardRow, next: ScheduleState, log: AnswerLog): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const moved = await tx
        .update(cards)
        .set(scheduleColumns(next))
        .where(and(eq(cards.id, card.id), eq(cards.reps, card.reps), lte(cards.due, log.reviewedAt)))
        .returning({ id: cards.id });
      if (moved.length === 0) return false;
      await tx.insert(reviewLogs).values({
        cardId: card.id,
        ...log,
        state: card.state,
        previousDue: card.due,
        nextDue: next.due,
      });
      return true;
    });
  }
}
