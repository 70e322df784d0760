import { and, asc, avg, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Difficulty } from '@socratica/contracts';
import type { Database } from '../../db/client.js';
import {
  assessmentResponses,
  assessmentSessions,
  chatMessages,
  type AssessmentResponseRow,
  type AssessmentSessionRow,
  type ChatMessageRow,
} from '../../db/schema/index.js';

type NewSession = typeof assessmentSessions.$inferInsert;
type SessionChanges = Partial<Omit<NewSession, 'id' | 'userId' | 'createdAt'>>;
type NewResponse = typeof assessmentResponses.$inferInsert;

/** A session's score for comparisons: the post-assessment's once it exists, else the baseline's. */
const comparisonScore = sql<number>`coalesce(${assessmentSessions.postScore}, ${assessmentSessions.baselineScore})`;

export type Cohort = 'topic' | 'difficulty' | 'all';

export interface CohortCounts {
  cohort: Cohort;
  total: number;
  average: number | null;
  /** Sessions scoring below, and equal to, the score asked about (the learner's own included). */
  below: number;
  equal: number;
}

export class AssessmentsRepository {
  constructor(private readonly db: Database) {}

  async insertSession(row: NewSession): Promise<AssessmentSessionRow> {
    const [created] = await this.db.insert(assessmentSessions).values(row).returning();
    if (!created) throw new Error('insert into assessment_sessions returned no row');
    return created;
  }

  /** The session, only if it belongs to this user: another learner's session does not exist for them. */
  async findOwned(id: number, userId: number): Promise<AssessmentSessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(assessmentSessions)
      .where(and(eq(assessmentSessions.id, id), eq(assessmentSessions.userId, userId)));
    return row;
  }

  async listOwned(userId: number) {
    return this.db
      .select({
        session: assessmentSessions,
        // Qualified by hand: drizzle renders a column inside raw SQL unqualified, which the subqueries would rebind.
        answeringSeconds:
          sql<number>`coalesce((select sum(r.time_spent) from assessment_responses r where r.session_id = "assessment_sessions"."id"), 0)`.mapWith(
            Number,
          ),
        lastChatMessageAt:
          sql<Date | null>`(select max(m.created_at) from chat_messages m where m.session_id = "assessment_sessions"."id")`.mapWith(
            chatMessages.createdAt,
          ),
      })
      .from(assessmentSessions)
      .where(eq(assessmentSessions.userId, userId))
      .orderBy(desc(assessmentSessions.createdAt), desc(assessmentSessions.id));
  }

  async update(id: number, changes: SessionChanges): Promise<AssessmentSessionRow | undefined> {
    const [row] = await this.db
      .update(assessmentSessions)
      .set(changes)
      .where(eq(assessmentSessions.id, id))
      .returning();
    return row;
  }

  /** Applies the changes only while the condition still holds; undefined when another request got there first. */
  async updateIf(id: number, condition: ReturnType<typeof sql>, changes: SessionChanges) {
    const [row] = await this.db
      .update(assessmentSessions)
      .set(changes)
      .where(and(eq(assessmentSessions.id, id), condition))
      .returning();
    return row;
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(assessmentSessions).where(eq(assessmentSessions.id, id));
  }

  /** Saves an answer, replacing an earlier answer to the same question. */
  async upsertResponse(row: NewResponse): Promise<void> {
    await this.db
      .insert(assessmentResponses)
      .values(row)
      .onConflictDoUpdate({
        target: [
          assessmentResponses.sessionId,
          assessmentResponses.phase,
          assessmentResponses.questionNumber,
        ],
        set: {
          questionId: row.questionId,
          questionText: row.questionText,
          userAnswer: row.userAnswer,
          timeSpent: row.timeSpent,
          score: row.score ?? null,
          correct: row.correct ?? null,
          feedback: row.feedback ?? null,
        },
      });
  }

  responses(sessionId: number, phase?: 'baseline' | 'post'): Promise<AssessmentResponseRow[]> {
    return this.db
      .select()
      .from(assessmentResponses)
      .where(
        and(
          eq(assessmentResponses.sessionId, sessionId),
          phase ? eq(assessmentResponses.phase, phase) : undefined,
        ),
      )
      .orderBy(asc(assessmentResponses.phase), asc(assessmentResponses.questionNumber));
  }

  chat(sessionId: number): Promise<ChatMessageRow[]> {
    return this.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(asc(chatMessages.id));
  }

  /**
   * D8's cohort: completed sessions on the topic when there are at least 5, else those at the same
   * difficulty when there are at least 5, else all completed sessions; counted in SQL, so the report
   * stays fast with many sessions.
   */
  async cohortCounts(topicKey: string, difficulty: Difficulty | null, score: number): Promise<CohortCounts> {
    const completed = eq(assessmentSessions.status, 'completed');
    const candidates: [Cohort, ReturnType<typeof and>][] = [
      ['topic', and(completed, eq(assessmentSessions.topicKey, topicKey))],
      ...(difficulty
        ? [
            ['difficulty', and(completed, eq(assessmentSessions.difficultyLevel, difficulty))] as [
              Cohort,
              ReturnType<typeof and>,
            ],
          ]
        : []),
      ['all', completed],
    ];
    let counts: CohortCounts | undefined;
    for (const [cohort, where] of candidates) {
      const [row] = await this.db
        .select({
          total: count(),
          average: avg(comparisonScore),
          below: sql<number>`count(*) filter (where ${comparisonScore} < ${score})`.mapWith(Number),
          equal: sql<number>`count(*) filter (where ${comparisonScore} = ${score})`.mapWith(Number),
        })
        .from(assessmentSessions)
        .where(where);
      counts = {
        cohort,
        total: row?.total ?? 0,
        average: row?.average === null || row?.average === undefined ? null : Number(row.average),
        below: row?.below ?? 0,
        equal: row?.equal ?? 0,
      };
      if (counts.total >= 5) break;
    }
    return counts!;
  }

  /** The learner's scores on a topic, oldest first, for the improvement trend. */
  async learnerTopicScores(userId: number, topicKey: string): Promise<number[]> {
    const rows = await this.db
      .select({ score: comparisonScore })
      .from(assessmentSessions)
      .where(
        and(
          eq(assessmentSessions.userId, userId),
          eq(assessmentSessions.topicKey, topicKey),
          isNotNull(assessmentSessions.baselineScore),
        ),
      )
      .orderBy(asc(assessmentSessions.createdAt), asc(assessmentSessions.id));
    return rows.map((r) => Number(r.score));
  }
}
