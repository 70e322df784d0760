import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  assessmentResponses,
  assessmentSessions as sessions,
  reviewCards as cards,
  reviewLogs,
  type AssessmentResponseRow,
  type AssessmentSessionRow,
} from '../../db/schema/index.js';

/** What a completed session's tested gain and its place on the chart need. */
export type CompletedSessionRow = Pick<
  AssessmentSessionRow,
  | 'id'
  | 'topic'
  | 'topicKey'
  | 'precheck'
  | 'postQuestions'
  | 'baselineScore'
  | 'postCompletedAt'
  | 'createdAt'
>;

export interface TopicCards {
  topicKey: string;
  total: number;
  dueNow: number;
  /** The earliest due date of the cards not due yet. */
  nextDue: Date | null;
}

/** How many review answers on a topic earned this score. */
export interface TopicReviewScore {
  topicKey: string;
  score: number;
  answers: number;
}

/** Reads one learner's sessions, cards and review answers; every query is bound to that learner. */
export class LearnerProgressRepository {
  constructor(private readonly db: Database) {}

  /** The learner's sessions whose post-assessment is done, oldest first. */
  completedSessions(userId: number): Promise<CompletedSessionRow[]> {
    return this.db
      .select({
        id: sessions.id,
        topic: sessions.topic,
        topicKey: sessions.topicKey,
        precheck: sessions.precheck,
        postQuestions: sessions.postQuestions,
        baselineScore: sessions.baselineScore,
        postCompletedAt: sessions.postCompletedAt,
        createdAt: sessions.createdAt,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.status, 'completed')))
      .orderBy(asc(sessions.postCompletedAt), asc(sessions.id));
  }

  /** The pre-check and post-assessment answers of these sessions: what the tested gain reads. */
  async gainResponses(sessionIds: readonly number[]): Promise<AssessmentResponseRow[]> {
    if (sessionIds.length === 0) return [];
    return this.db
      .select()
      .from(assessmentResponses)
      .where(
        and(
          inArray(assessmentResponses.sessionId, [...sessionIds]),
          inArray(assessmentResponses.phase, ['precheck', 'post']),
        ),
      )
      .orderBy(asc(assessmentResponses.sessionId), asc(assessmentResponses.questionNumber));
  }

  /** The learner's cards per topic: how many, how many due by `now`, and when the next one comes due. */
  cardsByTopic(userId: number, now: Date): Promise<TopicCards[]> {
    const at = sql`${now.toISOString()}::timestamptz`;
    return this.db
      .select({
        topicKey: sessions.topicKey,
        total: count(),
        dueNow: sql<number>`count(*) filter (where ${cards.due} <= ${at})`.mapWith(Number),
        nextDue: sql<Date | null>`min(${cards.due}) filter (where ${cards.due} > ${at})`.mapWith(cards.due),
      })
      .from(cards)
      .innerJoin(sessions, eq(sessions.id, cards.sessionId))
      .where(eq(cards.userId, userId))
      .groupBy(sessions.topicKey);
  }

  /** The learner's review answers per topic and score; the service reads each score as review marks it. */
  reviewScoresByTopic(userId: number): Promise<TopicReviewScore[]> {
    return this.db
      .select({ topicKey: sessions.topicKey, score: reviewLogs.score, answers: count() })
      .from(reviewLogs)
      .innerJoin(cards, eq(cards.id, reviewLogs.cardId))
      .innerJoin(sessions, eq(sessions.id, cards.sessionId))
      .where(eq(cards.userId, userId))
      .groupBy(sessions.topicKey, reviewLogs.score);
  }
}
