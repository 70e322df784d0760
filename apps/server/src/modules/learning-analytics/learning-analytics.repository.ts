import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  assessmentSessions,
  learningItemRetirements,
  type LearningItemRetirementRow,
  type StoredKeyedQuestion,
} from '../../db/schema/index.js';

/** What narrows the sessions read: a topic key, and a range of days (UTC) the sessions started in. */
export interface SessionFilter {
  topicKey?: string;
  /** Inclusive, 'YYYY-MM-DD'. */
  from?: string;
  /** Inclusive, 'YYYY-MM-DD'. */
  to?: string;
}

/** One topic's completed sessions, as aligned arrays: a session's values sit at the same place in each. */
export interface TopicSessions {
  topicKey: string;
  topic: string;
  sessions: number;
  posts: number[];
  /** Sessions that answered the knowledge pre-check, and their pre-check scores (0–100). */
  prechecks: number;
  precheckPres: number[];
  /**
   * The gain's pairs: a session's pre-check score, and its post score on the parallel items (the post
   * items on the pre-check's statements), of the sessions that have both.
   */
  pairedPres: number[];
  pairedPosts: number[];
  replacedReplies: number;
}

/** One item's scored answers: `correct[i]` and `rest[i]` are of the same session. */
export interface ItemAnswers {
  topicKey: string;
  topic: string;
  questionText: string;
  correct: number[];
  /** The share of the session's other scored post items answered correctly. */
  rest: number[];
  /** A session that asked it, and the item's id there, to read its options and key from. */
  sampleSessionId: number;
  sampleQuestionId: string;
}

export interface AnswerCount {
  topicKey: string;
  questionText: string;
  answer: string;
  count: number;
}

/** An aggregated array as numbers; none aggregated (a filter that matched nothing) is null. */
function numbers(values: unknown): number[] {
  if (values === null) return [];
  if (!Array.isArray(values)) throw new Error(`expected an array of numbers, got ${typeof values}`);
  return values.map((v) => Number(v));
}

/** Collapses runs of spaces, so that an item is the same whatever spacing a generator left. */
export const itemText = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * The completed sessions in the filter, as a SQL condition on `s` (assessment_sessions). Days are
 * UTC: `to` includes the whole of its day.
 */
function sessionWhere(filter: SessionFilter): SQL {
  const parts: SQL[] = [sql`s.status = 'completed'`];
  if (filter.topicKey !== undefined) parts.push(sql`s.topic_key = ${filter.topicKey}`);
  if (filter.from !== undefined) parts.push(sql`s.created_at >= (${filter.from}::date)::timestamptz`);
  if (filter.to !== undefined) parts.push(sql`s.created_at < (${filter.to}::date + 1)::timestamptz`);
  return sql.join(parts, sql` and `);
}

export class LearningAnalyticsRepository {
  constructor(private readonly db: Database) {}

  /** A raw query's rows: both drivers (PGlite and node-postgres) answer them as `rows`. */
  private async rows<T>(query: SQL): Promise<T[]> {
    const result: unknown = await this.db.execute(query);
    return (result as { rows: T[] }).rows;
  }

  /**
   * What the figures are computed from, as one string that changes whenever they could: an answer
   * written (a session completes with its post answers), an item retired. Two primary-key lookups and a
   * count of a small table: counting the sessions instead read their whole heap (hundreds of ms at
   * 10,000 sessions on the embedded database). A deleted session shows until the next answer.
   */
  async dataVersion(): Promise<string> {
    const [row] = await this.rows<{ version: string }>(sql`
      select concat_ws(':',
        (select r.id from assessment_responses r order by r.id desc limit 1),
        (select count(*) from learning_item_retirements t)) as version`);
    return row!.version;
  }

  async topicExists(topicKey: string): Promise<boolean> {
    const rows = await this.rows<{ found: number }>(
      sql`select 1 as found from assessment_sessions s where s.topic_key = ${topicKey} limit 1`,
    );
    return rows.length > 0;
  }

  /**
   * Per topic, its sessions' scores. The pre-check (issue 40 §1) counts once answered (not skipped or
   * unavailable); replaced replies are the tutor replies the offline coach wrote instead of the model's.
   */
  async topicSessions(filter: SessionFilter): Promise<TopicSessions[]> {
    const rows = await this.rows<{
      topic_key: string;
      topic: string;
      sessions: number;
      posts: unknown;
      prechecks: number;
      precheck_pres: unknown;
      paired_pres: unknown;
      paired_posts: unknown;
      replaced: number;
    }>(sql`
      with chosen as (
        select s.id, s.topic_key, s.topic, s.post_score,
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
        where ${sessionWhere(filter)}
      )
      select topic_key, max(topic) as topic, count(*)::int as sessions,
        array_agg(post_score order by id) filter (where post_score is not null) as posts,
        count(pre)::int as prechecks,
        array_agg(pre order by id) filter (where pre is not null) as precheck_pres,
        array_agg(pre order by id) filter (where pre is not null and parallel_post is not null) as paired_pres,
        array_agg(parallel_post order by id) filter (where pre is not null and parallel_post is not null)
          as paired_posts,
        coalesce(sum(replaced), 0)::int as replaced
      from chosen
      group by topic_key
      order by count(*) desc, topic_key`);
    return rows.map((row) => ({
      topicKey: row.topic_key,
      topic: row.topic,
      sessions: Number(row.sessions),
      posts: numbers(row.posts),
      prechecks: Number(row.prechecks),
      precheckPres: numbers(row.precheck_pres),
      pairedPres: numbers(row.paired_pres),
      pairedPosts: numbers(row.paired_posts),
      replacedReplies: Number(row.replaced),
    }));
  }

  /**
   * Every scored post-assessment item's answers with, beside each, the rest of that session's test:
   * the share correct of its other scored post items (the item itself left out, as the point-biserial
   * against the rest of the test asks). A session with a single scored item has no rest: left out.
   */
  async itemAnswers(filter: SessionFilter): Promise<ItemAnswers[]> {
    const rows = await this.rows<{
      topic_key: string;
      topic: string;
      question_text: string;
      correct: unknown;
      rest: unknown;
      sample_session_id: number;
      sample_question_id: string;
    }>(sql`
      with answers as (
        select s.id as session_id, s.topic_key, s.topic,
          regexp_replace(btrim(r.question_text), '\\s+', ' ', 'g') as question_text, r.question_id,
          case when r.correct then 1 else 0 end as c,
          sum(case when r.correct then 1 else 0 end) over (partition by r.session_id) as total,
          count(*) over (partition by r.session_id) as n
        from assessment_responses r
        join assessment_sessions s on s.id = r.session_id
        where r.phase = 'post' and r.correct is not null and ${sessionWhere(filter)}
      )
      select topic_key, max(topic) as topic, question_text,
        array_agg(c order by session_id) as correct,
        array_agg((total - c)::float8 / (n - 1) order by session_id) as rest,
        max(session_id) as sample_session_id,
        (array_agg(question_id order by session_id desc))[1] as sample_question_id
      from answers
      where n > 1
      group by topic_key, question_text`);
    return rows.map((row) => ({
      topicKey: row.topic_key,
      topic: row.topic,
      questionText: row.question_text,
      correct: numbers(row.correct),
      rest: numbers(row.rest),
      sampleSessionId: Number(row.sample_session_id),
      sampleQuestionId: row.sample_question_id,
    }));
  }

  /** How often each answer was given to each post item, for the options' counts. */
  async answerCounts(filter: SessionFilter): Promise<AnswerCount[]> {
    const rows = await this.rows<{
      topic_key: string;
      question_text: string;
      answer: string;
      count: number;
    }>(sql`
      select s.topic_key, regexp_replace(btrim(r.question_text), '\\s+', ' ', 'g') as question_text,
        r.user_answer as answer, count(*)::int as count
      from assessment_responses r
      join assessment_sessions s on s.id = r.session_id
      where r.phase = 'post' and r.user_answer <> '' and ${sessionWhere(filter)}
      group by 1, 2, 3`);
    return rows.map((row) => ({
      topicKey: row.topic_key,
      questionText: row.question_text,
      answer: row.answer,
      count: Number(row.count),
    }));
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

  /** Topics of sessions in the filter that have no article or document stored for them. */
  async topicsWithoutStoredSource(filter: SessionFilter): Promise<{ topicKey: string; topic: string }[]> {
    const rows = await this.rows<{ topic_key: string; topic: string }>(sql`
      select s.topic_key, max(s.topic) as topic
      from assessment_sessions s
      where ${sessionWhere(filter)}
        and not exists (
          select 1 from knowledge_sources k
          where s.topic_key = any(k.topic_keys) and k.kind in ('wikipedia', 'document'))
      group by s.topic_key`);
    return rows.map((row) => ({ topicKey: row.topic_key, topic: row.topic }));
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
