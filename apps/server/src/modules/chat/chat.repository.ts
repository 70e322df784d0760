import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { assessmentSessions, chatMessages, type AssessmentSessionRow } from '../../db/schema/index.js';

export type ChatMessageInsert = typeof chatMessages.$inferInsert;

/** How long a reply may hold its session before another may start, should its server die mid-way. */
const REPLY_LEASE_SECONDS = 180;

export class ChatRepository {
  constructor(private readonly db: Database) {}

  messages(sessionId: number) {
    return this.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(asc(chatMessages.id));
  }

  async insertMessage(row: ChatMessageInsert) {
    const [inserted] = await this.db.insert(chatMessages).values(row).returning();
    if (!inserted) throw new Error('The chat message was not stored.');
    return inserted;
  }

  /** Learner messages sent across all of a learner's sessions since `since`, with the oldest's time. */
  async learnerMessagesSince(userId: number, since: Date): Promise<{ sent: number; oldest: Date | null }> {
    const [row] = await this.db
      .select({ sent: count(), oldest: sql<string | null>`min(${chatMessages.createdAt})` })
      .from(chatMessages)
      .innerJoin(assessmentSessions, eq(assessmentSessions.id, chatMessages.sessionId))
      .where(
        and(
          eq(assessmentSessions.userId, userId),
          eq(chatMessages.role, 'user'),
          gt(chatMessages.createdAt, since),
        ),
      );
    return { sent: row?.sent ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
  }

  /** Takes the session's reply lease; false when another reply holds it. */
  async takeReplyLease(sessionId: number): Promise<boolean> {
    const taken = await this.db
      .update(assessmentSessions)
      .set({ replyLeaseUntil: sql`now() + make_interval(secs => ${REPLY_LEASE_SECONDS})` })
      .where(
        and(
          eq(assessmentSessions.id, sessionId),
          or(isNull(assessmentSessions.replyLeaseUntil), lt(assessmentSessions.replyLeaseUntil, sql`now()`)),
        ),
      )
      .returning({ id: assessmentSessions.id });
    return taken.length === 1;
  }

  async releaseReplyLease(sessionId: number): Promise<void> {
    await this.db
      .update(assessmentSessions)
      .set({ replyLeaseUntil: null })
      .where(eq(assessmentSessions.id, sessionId));
  }

  /** Starts the current stretch of the chat clock, unless it is running already. */
  async startClockIfIdle(sessionId: number, at: Date): Promise<void> {
    await this.db
      .update(assessmentSessions)
      .set({ chatStretchStartedAt: at })
      .where(and(eq(assessmentSessions.id, sessionId), isNull(assessmentSessions.chatStretchStartedAt)));
  }

  async update(
    sessionId: number,
    changes: Partial<
      Pick<
        AssessmentSessionRow,
        'notes' | 'pausedAt' | 'chatStretchSeconds' | 'chatStretchStartedAt' | 'chatEarlierSeconds'
      >
    >,
  ): Promise<AssessmentSessionRow> {
    const [row] = await this.db
      .update(assessmentSessions)
      .set(changes)
      .where(eq(assessmentSessions.id, sessionId))
      .returning();
    if (!row) throw new Error(`Session ${sessionId} disappeared while it was being updated.`);
    return row;
  }

  /** The learner's most recently paused session, with how many messages it holds. */
  async latestPaused(userId: number) {
    const [row] = await this.db
      .select({
        id: assessmentSessions.id,
        topic: assessmentSessions.topic,
        pausedAt: assessmentSessions.pausedAt,
        // Written out, because drizzle leaves columns unqualified and the subquery would rebind them.
        messageCount: sql<number>`(select count(*)::int from chat_messages where chat_messages.session_id = assessment_sessions.id)`,
      })
      .from(assessmentSessions)
      .where(and(eq(assessmentSessions.userId, userId), isNotNull(assessmentSessions.pausedAt)))
      .orderBy(desc(assessmentSessions.pausedAt))
      .limit(1);
    return row;
  }
}
