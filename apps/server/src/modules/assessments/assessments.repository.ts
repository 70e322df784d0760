import type { CoachTask } from '@socratica/contracts';
import { and, asc, avg, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { qualified } from '../../db/qualified-column.js';
import {
  assessmentResponses,
  assessmentSessions,
  chatMessages,
  type AssessmentResponseRow,
  type AssessmentSessionRow,
  type ChatMessageRow,
} from '../../db/schema/index.js';
import type { PeerCounts } from './analytics.js';

type NewSession = typeof assessmentSessions.$inferInsert;
type SessionChanges = Partial<Omit<NewSession, 'id' | 'userId' | 'createdAt'>>;
type NewResponse = typeof assessmentResponses.$inferInsert;

export interface TopicHistoryEntry {
  sessionId: number;
  createdAt: Date;
  postScore: number;
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

  /**
   * Adds tasks the model failed to the session's list, each once, in one statement: two requests of the same
   * session that both fell back keep both tasks.
   */
  async noteAnsweredOffline(id: number, tasks: readonly CoachTask[]): Promise<CoachTask[]> {
    const [row] = await this.db
      .update(assessmentSessions)
      .set({
        answeredOffline: sql`(select coalesce(jsonb_agg(distinct task), '[]'::jsonb) from jsonb_array_elements_text(${qualified(assessmentSessions.answeredOffline)} || ${JSON.stringify(tasks)}::jsonb) as task)`,
      })
      .where(eq(assessmentSessions.id, id))
      .returning({ answeredOffline: assessmentSessions.answeredOffline });
    return row?.answeredOffline ?? [...tasks];
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

  responses(sessionId: number, phase?: AssessmentResponseRow['phase']): Promise<AssessmentResponseRow[]> {
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
   * The other learners on a topic, each by their latest completed post-assessment, counted against
   * a score in SQL: the report never loads every score, and the learner's own sessions never count.
   */
  async otherLearnersOnTopic(topicKey: string, userId: number, score: number): Promise<PeerCounts> {
    const latest = this.db.$with('latest').as(
      this.db
        .selectDistinctOn([assessmentSessions.userId], { postScore: assessmentSessions.postScore })
        .from(assessmentSessions)
        .where(
          and(
            eq(assessmentSessions.status, 'completed'),
            eq(assessmentSessions.topicKey, topicKey),
            ne(assessmentSessions.userId, userId),
            isNotNull(assessmentSessions.postScore),
          ),
        )
        .orderBy(
          assessmentSessions.userId,
          desc(assessmentSessions.postCompletedAt),
          desc(assessmentSessions.id),
        ),
    );
    const [row] = await this.db
      .with(latest)
      .select({
        others: count(),
        average: avg(latest.postScore),
        below: sql<number>`count(*) filter (where ${latest.postScore} < ${score})`.mapWith(Number),
        equal: sql<number>`count(*) filter (where ${latest.postScore} = ${score})`.mapWith(Number),
      })
      .from(latest);
    return {
      others: row?.others ?? 0,
      average: row?.average === null || row?.average === undefined ? null : Number(row.average),
      below: row?.below ?? 0,
      equal: row?.equal ?? 0,
    };
  }

  /** The learner's own completed sessions on a topic, oldest first: their history and their trend. */
  async learnerTopicHistory(userId: number, topicKey: string): Promise<TopicHistoryEntry[]> {
    const rows = await this.db
      .select({
        sessionId: assessmentSessions.id,
        createdAt: assessmentSessions.createdAt,
        postScore: assessmentSessions.postScore,
      })
      .from(assessmentSessions)
      .where(
        and(
          eq(assessmentSessions.userId, userId),
          eq(assessmentSessions.topicKey, topicKey),
          isNotNull(assessmentSessions.postScore),
        ),
      )
      .orderBy(asc(assessmentSessions.createdAt), asc(assessmentSessions.id));
    return rows.map((r) => ({ ...r, postScore: Number(r.postScore) }));
  }
}
