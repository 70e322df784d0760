import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  assessmentSessions,
  learningItemRetirements,
  type LearningItemRetirementRow,
  type StoredKeyedQuestion,
} from '../../db/schema/index.js';

/** A completed session's part in the figures, as the Learning tab keeps it in memory. */
export interface SessionFigures {
  id: number;
  topicKey: string;
  topic: string;
  /** When it started, in ms since the epoch: the date filter reads it. */
  createdAt: number;
  postScore: number | null;
  /** The knowledge pre-check's score (0–100) when it was answered (not skipped or unavailable). */
  pre: number | null;
  /** The post score (0–100) on the pre-check's parallel items, when some were marked. */
  parallelPost: number | null;
  /** Tutor replies the offline coach wrote instead of the model's. */
  replaced: number;
  /** Its post answers, in the order they were stored. */
  answers: PostAnswer[];
}

interface PostAnswer {
  /** The question's text with its spaces collapsed, as the database collapses them (the item). */
  questionText: string;
  questionId: string;
  /** Null: not scored. */
  correct: boolean | null;
  answer: string;
}

/** Collapses runs of spaces, so that an item is the same whatever spacing a generator left. */
export const itemText = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The sessions of the given ids, or all: a SQL condition on the session id column given. */
const amongSessions = (column: SQL, ids: readonly number[] | 'all'): SQL =>
  ids === 'all'
    ? sql`true`
    : sql`${column} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;

export class LearningAnalyticsRepository {
  constructor(private readonly db: Database) {}

  /** A raw query's rows: both drivers (PGlite and node-postgres) answer them as `rows`. */
  private async rows<T>(query: SQL): Promise<T[]> {
    const result: unknown = await this.db.execute(query);
    return (result as { rows: T[] }).rows;
  }

  /**
   * What the figures are computed from: the last change noted in learning_session_changes (a session's
   * post answers or scored fields, decision 058) and the retirements, as a primary-key lookup, an index
   * read and a count of a small table.
   */
  async dataVersion(): Promise<{ seq: number; retirements: number }> {
    const [row] = await this.rows<{ seq: string; retirements: string }>(sql`
      select coalesce((select max(c.seq) from learning_session_changes c), 0) as seq,
        (select count(*) from learning_item_retirements t) as retirements`);
    return { seq: Number(row!.seq), retirements: Number(row!.retirements) };
  }

  /** The sessions noted as changed after `seq`. */
  async changedSince(seq: number): Promise<number[]> {
    const rows = await this.rows<{ session_id: number }>(
      sql`select c.session_id from learning_session_changes c where c.seq > ${seq}`,
    );
    return rows.map((row) => Number(row.session_id));
  }

  async topicExists(topicKey: string): Promise<boolean> {
    const rows = await this.rows<{ found: number }>(
      sql`select 1 as found from assessment_sessions s where s.topic_key = ${topicKey} limit 1`,
    );
    return rows.length > 0;
  }

  /**
   * The completed sessions among `ids` (or all of them) with their part in the figures. The pre-check
   * (issue 40 §1) counts once answered (not skipped or unavailable).
   */
  async sessionFigures(ids: readonly number[] | 'all'): Promise<SessionFigures[]> {
    if (ids !== 'all' && ids.length === 0) return [];
    const [sessions, answers] = await Promise.all([
      this.rows<{
        id: number;
        topic_key: string;
        topic: string;
        created_at: Date | string;
        post_score: number | null;
        pre: number | null;
        parallel_post: number | null;
        replaced: number | string;
      }>(sql`
        select s.id, s.topic_key, s.topic, s.created_at, s.post_score,
          case when s.precheck->>'outcome' = 'answered' then (s.precheck->>'score')::float8 end as pre,
          (select (100.0 * avg(case when r.correct then 1 else 0 end))::float8
             from assessment_responses r
            where r.session_id = s.id and r.phase = 'post' and r.correct is not null
              and r.question_id in (
                select p.item->>'id' from jsonb_array_elements(s.precheck->'parallels') as p(item))
          ) as parallel_post,
          (select count(*) from chat_messages m
            where m.session_id = s.id and m.answered_offline) as replaced
        from assessment_sessions s
        where s.status = 'completed' and ${amongSessions(sql`s.id`, ids)}`),
      this.rows<{
        session_id: number;
        question_text: string;
        question_id: string;
        correct: boolean | null;
        answer: string;
      }>(sql`
        select r.session_id, regexp_replace(btrim(r.question_text), '\\s+', ' ', 'g') as question_text,
          r.question_id, r.correct, r.user_answer as answer
        from assessment_responses r
        where r.phase = 'post' and ${amongSessions(sql`r.session_id`, ids)}
        order by r.id`),
    ]);
    const bySession = new Map<number, SessionFigures>(
      sessions.map((row) => [
        Number(row.id),
        {
          id: Number(row.id),
          topicKey: row.topic_key,
          topic: row.topic,
          createdAt: new Date(row.created_at).getTime(),
          postScore: row.post_score === null ? null : Number(row.post_score),
          pre: row.pre === null ? null : Number(row.pre),
          parallelPost: row.parallel_post === null ? null : Number(row.parallel_post),
          replaced: Number(row.replaced),
          answers: [],
        },
      ]),
    );
    // Answers of sessions not completed find no session here: left out.
    for (const row of answers) {
      bySession.get(Number(row.session_id))?.answers.push({
        questionText: row.question_text,
        questionId: row.question_id,
        correct: row.correct,
        answer: row.answer,
      });
    }
    return [...bySession.values()];
  }

  /** The stored questions (with their keys) of the given sessions' post-assessments, by session id. */
  async postQuestions(sessionIds: readonly number[]): Promise<Map<number, StoredKeyedQuestion[]>> {
    if (sessionIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: assessmentSessions.id, questions: assessmentSessions.postQuestions })
      .from(assessmentSessions)
      .where(inArray(assessmentSessions.id, [...sessionIds]));
    return new Map(rows.map((row) => [row.id, row.questions ?? []]));
  }

  /** Of these topic keys, those with an article or document stored for them. */
  async topicsWithStoredSource(topicKeys: readonly string[]): Promise<Set<string>> {
    if (topicKeys.length === 0) return new Set();
    const rows = await this.rows<{ topic_key: string }>(sql`
      select distinct t.topic_key
      from knowledge_sources k, unnest(k.topic_keys) as t(topic_key)
      where k.kind in ('wikipedia', 'document') and t.topic_key in (${sql.join(
        topicKeys.map((key) => sql`${key}`),
        sql`, `,
      )})`);
    return new Set(rows.map((row) => row.topic_key));
  }

  retirements(topicKey?: string): Promise<LearningItemRetirementRow[]> {
    return this.db
      .select()
      .from(learningItemRetirements)
      .where(topicKey === undefined ? undefined : eq(learningItemRetirements.topicKey, topicKey));
  }

  /** The topic's retirements that could touch these items: their texts, or their patterns. */
  retirementsFor(topicKey: string, texts: readonly string[], patterns: readonly string[]) {
    const t = learningItemRetirements;
    const targets = (kind: 'item' | 'pattern', values: readonly string[]) =>
      values.length === 0 ? undefined : and(eq(t.kind, kind), inArray(t.target, [...values]));
    const which = or(targets('item', texts), targets('pattern', patterns));
    if (!which) return Promise.resolve([]);
    return this.db
      .select({ kind: t.kind, target: t.target })
      .from(t)
      .where(and(eq(t.topicKey, topicKey), which));
  }

  /** Records a retirement; answers null when it was already there (retiring twice changes nothing). */
  async retire(row: {
    kind: 'item' | 'pattern';
    topicKey: string;
    target: string;
    retiredBy: number;
  }): Promise<LearningItemRetirementRow | null> {
    const [created] = await this.db
      .insert(learningItemRetirements)
      .values(row)
      .onConflictDoNothing()
      .returning();
    return created ?? null;
  }

  async existingRetirement(kind: 'item' | 'pattern', topicKey: string, target: string) {
    const t = learningItemRetirements;
    const [row] = await this.db
      .select()
      .from(t)
      .where(and(eq(t.kind, kind), eq(t.topicKey, topicKey), eq(t.target, target)));
    return row ?? null;
  }
}
