import { and, asc, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { qualified } from '../../db/qualified-column.js';
import { tableRows } from '../../db/raw-rows.js';
import {
  assessmentSessions,
  chatMessages,
  type AssessmentSessionRow,
  type ChatMessageRow,
} from '../../db/schema/index.js';
import type { PendingDraft } from './reply-draft-batch.js';

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

  /**
   * The learner's session, with the learner's messages (across all their sessions) since `since`
   * for the rate limit, in one round trip: this is on the way to the tutor's first token.
   */
  async ownedWithRecentMessages(sessionId: number, userId: number, since: Date) {
    // Written out, because drizzle leaves columns unqualified and the subquery would rebind them.
    const recent = sql`from chat_messages m join assessment_sessions s on s.id = m.session_id
      where s.user_id = ${userId} and m.role = 'user' and m.created_at > ${since.toISOString()}::timestamptz`;
    const [row] = await this.db
      .select({
        session: assessmentSessions,
        sent: sql<number>`(select count(*)::int ${recent})`,
        oldest: sql<string | Date | null>`(select min(m.created_at) ${recent})`,
      })
      .from(assessmentSessions)
      .where(and(eq(assessmentSessions.id, sessionId), eq(assessmentSessions.userId, userId)));
    if (!row) return undefined;
    return {
      session: row.session,
      recent: { sent: Number(row.sent), oldest: row.oldest === null ? null : new Date(row.oldest) },
    };
  }

  /**
   * Takes the session's reply lease, saves the learner's message and reads the session's messages with it,
   * in one statement: this is on the way to the tutor's first token. Null, with nothing saved, when another
   * reply holds the lease.
   */
  async saveLearnerMessageUnderLease(
    sessionId: number,
    content: string,
    flagged: boolean,
    owner: string,
  ): Promise<{ savedId: number; messages: ChatMessageRow[] } | null> {
    // The statement's own reads do not see its insert, so the saved message is added to them.
    const result = await this.db.execute(sql`
      with lease as (
        update assessment_sessions
        set reply_lease_until = now() + make_interval(secs => ${REPLY_LEASE_SECONDS}),
          reply_lease_owner = ${owner}, reply_draft = null
        where id = ${sessionId} and (reply_lease_until is null or reply_lease_until < now())
        returning id
      ), saved as (
        insert into chat_messages (session_id, role, content, flagged)
        select id, 'user', ${content}, ${flagged} from lease
        returning *
      )
      select * from chat_messages where session_id = ${sessionId} and exists (select 1 from lease)
      union all
      select * from saved
      order by id`);
    const messages = tableRows(chatMessages, result);
    const saved = messages.at(-1);
    return saved ? { savedId: saved.id, messages } : null;
  }

  /** Takes the session's reply lease for `owner`; false when another reply holds it. */
  async takeReplyLease(sessionId: number, owner: string): Promise<boolean> {
    const taken = await this.db
      .update(assessmentSessions)
      .set({
        replyLeaseUntil: sql`now() + make_interval(secs => ${REPLY_LEASE_SECONDS})`,
        replyLeaseOwner: owner,
        replyDraft: null,
      })
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
      .set({ replyLeaseUntil: null, replyLeaseOwner: null, replyDraft: null })
      .where(eq(assessmentSessions.id, sessionId));
  }

  /** Saves the reply written so far, while `owner` still holds the lease. */
  async saveReplyDraft(sessionId: number, owner: string, draft: string): Promise<void> {
    await this.saveReplyDrafts([{ sessionId, owner, text: draft }]);
  }

  /** Saves several replies written so far in one statement, each while its owner still holds the lease. */
  async saveReplyDrafts(drafts: readonly PendingDraft[]): Promise<void> {
    if (drafts.length === 0) return;
    const rows = sql.join(
      drafts.map(({ sessionId, owner, text }) => sql`(${sessionId}::int, ${owner}::text, ${text}::text)`),
      sql`, `,
    );
    await this.db.execute(sql`
      update assessment_sessions s set reply_draft = d.draft
      from (values ${rows}) as d(id, owner, draft)
      where s.id = d.id and s.reply_lease_owner = d.owner`);
  }

  /**
   * Frees the leases of replies cut short by a process that no longer runs (those of `owner`, or every
   * lease when `owner` is null), keeping each reply's draft as an interrupted tutor message. Answers
   * how many sessions were freed.
   */
  async recoverCutReplies(owner: string | null): Promise<number> {
    const result = await this.db.execute<{ id: number }>(sql`
      with cut as (
        select id, btrim(reply_draft) as draft from assessment_sessions
        where reply_lease_until is not null
          and (${owner}::text is null or reply_lease_owner = ${owner}::text)
        for update
      ), kept as (
        insert into chat_messages (session_id, role, content, interrupted)
        select id, 'assistant', draft, true from cut where coalesce(draft, '') <> ''
      )
      update assessment_sessions s
      set reply_lease_until = null, reply_lease_owner = null, reply_draft = null
      from cut where s.id = cut.id
      returning s.id`);
    return (result as { rows: unknown[] }).rows.length;
  }

  /** Starts the current stretch of the chat clock, unless it is running already. */
  async startClockIfIdle(sessionId: number, at: Date): Promise<void> {
    await this.db
      .update(assessmentSessions)
      .set({ chatStretchStartedAt: at })
      .where(and(eq(assessmentSessions.id, sessionId), isNull(assessmentSessions.chatStretchStartedAt)));
  }

  /**
   * Stores the reply that ends a turn, frees the session's reply lease and starts the chat clock's current
   * stretch unless it is running already (at the reply's own time) or the learner paused while the reply
   * was written, in one statement: every reply ends here, and with the embedded database each statement is
   * time taken from the streams still running.
   */
  async storeReplyAndRelease(row: ChatMessageInsert) {
    const freed = this.db.$with('freed', { id: sql<number>`id` }).as(sql`
      update assessment_sessions
      set reply_lease_until = null, reply_lease_owner = null, reply_draft = null,
        chat_stretch_started_at = case when paused_at is null
          then coalesce(chat_stretch_started_at, now()) else chat_stretch_started_at end
      where id = ${row.sessionId}
      returning id`);
    const [inserted] = await this.db.with(freed).insert(chatMessages).values(row).returning();
    if (!inserted) throw new Error('The chat message was not stored.');
    return inserted;
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
  /**
   * The learner's most recently used session whose chat can go on: baseline done, not paused, post-assessment
   * not begun. Used means its last message, or the end of its baseline before the first.
   */
  async latestOpen(userId: number) {
    const lastUsed = sql`coalesce((select max(chat_messages.created_at) from chat_messages where chat_messages.session_id = assessment_sessions.id), ${qualified(assessmentSessions.baselineCompletedAt)})`;
    const [row] = await this.db
      .select({
        id: assessmentSessions.id,
        topic: assessmentSessions.topic,
        messageCount: sql<number>`(select count(*)::int from chat_messages where chat_messages.session_id = assessment_sessions.id)`,
      })
      .from(assessmentSessions)
      .where(
        and(
          eq(assessmentSessions.userId, userId),
          isNotNull(assessmentSessions.baselineScore),
          isNotNull(assessmentSessions.baselineContext),
          isNull(assessmentSessions.pausedAt),
          isNull(assessmentSessions.postStartedAt),
          isNull(assessmentSessions.postCompletedAt),
        ),
      )
      .orderBy(sql`${lastUsed} desc nulls last`, desc(assessmentSessions.id))
      .limit(1);
    return row;
  }

  async latestPaused(userId: number) {
    const [row] = await this.db
      .select({
        id: assessmentSessions.id,
        topic: assessmentSessions.topic,
        pausedAt: assessmentSessions.pausedAt,
        chatMinutes: assessmentSessions.chatMinutes,
        chatStretchSeconds: assessmentSessions.chatStretchSeconds,
        chatStretchStartedAt: assessmentSessions.chatStretchStartedAt,
        chatEarlierSeconds: assessmentSessions.chatEarlierSeconds,
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
