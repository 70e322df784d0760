import { and, count, desc, eq, gte, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { PodcastJobState } from '@socratica/contracts';
import type { Database } from '../../db/client.js';
import { qualified } from '../../db/qualified-column.js';
import type { ReviewMaterial } from '../../coach/podcast-script.js';
import {
  assessmentResponses,
  assessmentSessions,
  podcastEpisodes,
  podcastJobs,
  podcastSchedules,
} from '../../db/schema/index.js';

export type PodcastJobRow = typeof podcastJobs.$inferSelect;
export type NewPodcastJob = typeof podcastJobs.$inferInsert;
export type NewEpisode = Omit<typeof podcastEpisodes.$inferInsert, 'id' | 'jobId' | 'guid'>;
type JobChange = Partial<
  Pick<
    PodcastJobRow,
    'state' | 'stage' | 'percent' | 'stageText' | 'error' | 'attempts' | 'script' | 'startedAt' | 'finishedAt'
  >
>;

/** The jobs card shows what is running, queued or stuck; finished jobs live on as episodes. */
const UNFINISHED: PodcastJobState[] = ['active', 'waiting', 'failed'];
const LIST_LIMIT = 50;
/** The jobs a learner's daily cap counts: those that made an episode or still may. */
const COUNTED_TOWARD_CAP: PodcastJobState[] = ['waiting', 'active', 'completed'];

export interface JobCounts {
  active: number;
  waiting: number;
  failed: number;
}

export class PodcastJobsRepository {
  constructor(private readonly db: Database) {}

  async create(job: NewPodcastJob): Promise<PodcastJobRow> {
    const [row] = await this.db.insert(podcastJobs).values(job).returning();
    return row!;
  }

  async find(id: string): Promise<PodcastJobRow | undefined> {
    const [row] = await this.db.select().from(podcastJobs).where(eq(podcastJobs.id, id));
    return row;
  }

  async update(id: string, change: JobChange): Promise<void> {
    await this.db
      .update(podcastJobs)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(podcastJobs.id, id));
  }

  /**
   * Jobs waiting or running, untouched since `before`, that no live pg-boss job (created, retry or active) of
   * `queue` carries: recorded but never queued because the process died in between, or given up by pg-boss.
   */
  async unqueued(queue: string, before: Date): Promise<Pick<PodcastJobRow, 'id' | 'state' | 'attempts'>[]> {
    const result = await this.db.execute(sql`
      select id, state, attempts from podcast_jobs
      where state in ('waiting', 'active') and updated_at < ${before.toISOString()}::timestamptz
        and id::text not in (
          select data->>'jobId' from pgboss.job
          where name = ${queue} and state in ('created', 'retry', 'active') and data->>'jobId' is not null)`);
    return (result as { rows: Pick<PodcastJobRow, 'id' | 'state' | 'attempts'>[] }).rows;
  }

  /** Unfinished jobs, newest first: everyone's for an admin, or one requester's. */
  async unfinished(requestedBy?: number): Promise<{ jobs: PodcastJobRow[]; counts: JobCounts }> {
    const scope = and(
      inArray(podcastJobs.state, UNFINISHED),
      requestedBy === undefined ? undefined : eq(podcastJobs.requestedBy, requestedBy),
    );
    const [jobs, tallies] = await Promise.all([
      this.db.select().from(podcastJobs).where(scope).orderBy(desc(podcastJobs.createdAt)).limit(LIST_LIMIT),
      this.db
        .select({ state: podcastJobs.state, n: count() })
        .from(podcastJobs)
        .where(scope)
        .groupBy(podcastJobs.state),
    ]);
    const counts: JobCounts = { active: 0, waiting: 0, failed: 0 };
    for (const tally of tallies) if (tally.state in counts) counts[tally.state as keyof JobCounts] = tally.n;
    return { jobs, counts };
  }

  /** Every requester's jobs waiting for a worker and running, for the metrics' queue gauge. */
  async queueDepth(): Promise<{ state: 'waiting' | 'active'; jobs: number }[]> {
    const rows = await this.db
      .select({ state: podcastJobs.state, jobs: count() })
      .from(podcastJobs)
      .where(inArray(podcastJobs.state, ['waiting', 'active']))
      .groupBy(podcastJobs.state);
    return (['waiting', 'active'] as const).map((state) => ({
      state,
      jobs: rows.find((row) => row.state === state)?.jobs ?? 0,
    }));
  }

  /**
   * How many jobs a learner asked for since the given moment (D17's daily cap), and the oldest of them: those
   * that made an episode or still may. A skipped or failed job made nothing, so it is not counted (issue 39).
   */
  async requestedSince(userId: number, since: Date): Promise<{ n: number; oldest: Date | null }> {
    const [row] = await this.db
      .select({ n: count(), oldest: sql<string | null>`min(${podcastJobs.createdAt})` })
      .from(podcastJobs)
      .where(
        and(
          eq(podcastJobs.requestedBy, userId),
          gte(podcastJobs.createdAt, since),
          inArray(podcastJobs.state, COUNTED_TOWARD_CAP),
        ),
      );
    return { n: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
  }

  /** A failed job goes back to the queue; false when it is not failed (it may already be running again). */
  async requeueFailed(id: string): Promise<boolean> {
    const rows = await this.db
      .update(podcastJobs)
      .set({
        state: 'waiting',
        stage: 'queued',
        percent: 0,
        stageText: 'Waiting for a worker',
        error: null,
        finishedAt: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(podcastJobs.id, id), eq(podcastJobs.state, 'failed')))
      .returning({ id: podcastJobs.id });
    return rows.length > 0;
  }

  /**
   * Publishes the episode and finishes its job in one transaction: a job either has its episode or none,
   * and its schedule counts the episode with it.
   * The episode's job id is unique, so a job that somehow runs twice cannot publish twice.
   */
  async publish(jobId: string, episode: NewEpisode): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(podcastEpisodes)
        .values({ ...episode, jobId })
        .returning({ id: podcastEpisodes.id });
      await tx
        .update(podcastJobs)
        .set({
          state: 'completed',
          stage: 'done',
          percent: 100,
          stageText: 'Published',
          error: null,
          episodeId: row!.id,
          pendingFiles: [],
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(podcastJobs.id, jobId));
      if (episode.scheduleId != null) {
        await tx
          .update(podcastSchedules)
          .set({
            totalEpisodesGenerated: sql`${podcastSchedules.totalEpisodesGenerated} + 1`,
            lastGeneratedAt: sql`now()`,
          })
          .where(eq(podcastSchedules.id, episode.scheduleId));
      }
      return row!.id;
    });
  }

  /** The scripts of the schedule's published episodes, other than this job's, newest first (issue 24). */
  async earlierScheduledScripts(
    scheduleId: number,
    jobId: string,
  ): Promise<{ title: string; publishedAt: Date; script: unknown }[]> {
    return this.db
      .select({
        title: podcastEpisodes.title,
        publishedAt: podcastEpisodes.publishDate,
        script: podcastJobs.script,
      })
      .from(podcastJobs)
      .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, podcastJobs.episodeId))
      .where(
        and(
          eq(podcastJobs.scheduleId, scheduleId),
          eq(podcastJobs.state, 'completed'),
          ne(podcastJobs.id, jobId),
        ),
      )
      .orderBy(desc(podcastEpisodes.publishDate), desc(podcastEpisodes.id));
  }

  /**
   * The published episodes a scheduled slot must not repeat besides its schedule's own (issue 39): the
   * requester's own episodes and the shared ones on the same topic, newest first. Bounded, since each is
   * compared line by line with the new script.
   */
  async scriptsOnTopic(
    topic: string,
    requestedBy: number | null,
    jobId: string,
    limit = 50,
  ): Promise<{ title: string; publishedAt: Date; script: unknown }[]> {
    const e = podcastEpisodes;
    const audience =
      requestedBy === null ? isNull(e.ownerId) : or(isNull(e.ownerId), eq(e.ownerId, requestedBy));
    return this.db
      .select({ title: e.title, publishedAt: e.publishDate, script: podcastJobs.script })
      .from(e)
      .innerJoin(podcastJobs, eq(podcastJobs.id, e.jobId))
      .where(
        and(
          sql`lower(${e.topic}) = lower(${topic})`,
          audience,
          ne(podcastJobs.id, jobId),
          isNotNull(podcastJobs.script),
        ),
      )
      .orderBy(desc(e.publishDate), desc(e.id))
      .limit(limit);
  }

  /**
   * Takes the job for one try, in one statement so that two instances cannot both take it: it must be
   * unfinished, and not running elsewhere unless that instance's heartbeat is older than `staleBefore`
   * (it died). Answers the job as taken, or nothing when it is done or another instance runs it.
   */
  async claim(id: string, staleBefore: Date): Promise<PodcastJobRow | undefined> {
    const [row] = await this.db
      .update(podcastJobs)
      .set({
        state: 'active',
        attempts: sql`${podcastJobs.attempts} + 1`,
        error: null,
        startedAt: sql`coalesce(${podcastJobs.startedAt}, now())`,
        heartbeatAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(podcastJobs.id, id),
          inArray(podcastJobs.state, ['waiting', 'failed', 'active']),
          or(ne(podcastJobs.state, 'active'), silentSince(staleBefore)),
        ),
      )
      .returning();
    return row;
  }

  /** The running instance's sign of life for its job. */
  async heartbeat(id: string): Promise<void> {
    await this.db
      .update(podcastJobs)
      .set({ heartbeatAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(podcastJobs.id, id), eq(podcastJobs.state, 'active')));
  }

  /** Running jobs whose instance has given no sign of life since `staleBefore`: it died mid-job. */
  async stalled(staleBefore: Date): Promise<Pick<PodcastJobRow, 'id' | 'attempts'>[]> {
    return this.db
      .select({ id: podcastJobs.id, attempts: podcastJobs.attempts })
      .from(podcastJobs)
      .where(and(eq(podcastJobs.state, 'active'), silentSince(staleBefore)));
  }

  /** Notes files about to be stored for the job, before they are: a try that dies leaves a record of them. */
  async notePendingFiles(id: string, keys: string[]): Promise<void> {
    await this.db
      .update(podcastJobs)
      .set({
        pendingFiles: sql`array(select distinct unnest(${qualified(podcastJobs.pendingFiles)} || array[${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )}]::text[]))`,
      })
      .where(eq(podcastJobs.id, id));
  }

  async clearPendingFiles(id: string): Promise<void> {
    await this.db.update(podcastJobs).set({ pendingFiles: [] }).where(eq(podcastJobs.id, id));
  }

  /**
   * Whether this installation makes podcasts: a job was ever asked for, or a schedule is active. Only then is
   * speech warmed at start (decision 061), since a warm worker holds its memory from then on.
   */
  async makesPodcasts(): Promise<boolean> {
    const [job] = await this.db.select({ id: podcastJobs.id }).from(podcastJobs).limit(1);
    if (job) return true;
    const [schedule] = await this.db
      .select({ id: podcastSchedules.id })
      .from(podcastSchedules)
      .where(eq(podcastSchedules.isActive, true))
      .limit(1);
    return schedule !== undefined;
  }

  /** Whether a published episode uses the stored file: a failed job must not delete another's audio. */
  async isFileInUse(key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: podcastEpisodes.id })
      .from(podcastEpisodes)
      .where(or(eq(podcastEpisodes.audioKey, key), eq(podcastEpisodes.transcriptKey, key)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * What learners' completed sessions on the topic covered: their reports' concepts, most frequent first
   * (the offline script writer stands behind what learners studied, D18).
   */
  async sessionConcepts(topicKey: string, limit = 30): Promise<string[]> {
    const rows = await this.db
      .select({ summary: assessmentSessions.chatSummary })
      .from(assessmentSessions)
      .where(
        and(
          eq(assessmentSessions.topicKey, topicKey),
          eq(assessmentSessions.status, 'completed'),
          isNotNull(assessmentSessions.chatSummary),
        ),
      )
      .orderBy(desc(assessmentSessions.postCompletedAt))
      .limit(200);
    const tally = new Map<string, { concept: string; n: number }>();
    for (const { summary } of rows) {
      for (const concept of new Set(summary?.concepts ?? [])) {
        const key = concept.trim().toLowerCase();
        if (!key) continue;
        const entry = tally.get(key) ?? { concept: concept.trim(), n: 0 };
        entry.n += 1;
        tally.set(key, entry);
      }
    }
    return [...tally.values()]
      .sort((a, b) => b.n - a.n || a.concept.localeCompare(b.concept))
      .slice(0, limit)
      .map((entry) => entry.concept);
  }

  /** Who a session belongs to, its topic, and whether its post-assessment is done: a review episode needs it. */
  async reviewableSession(
    sessionId: number,
  ): Promise<{ userId: number; topic: string; completed: boolean } | undefined> {
    const [row] = await this.db
      .select({
        userId: assessmentSessions.userId,
        topic: assessmentSessions.topic,
        status: assessmentSessions.status,
      })
      .from(assessmentSessions)
      .where(eq(assessmentSessions.id, sessionId));
    return row && { userId: row.userId, topic: row.topic, completed: row.status === 'completed' };
  }

  /**
   * A review episode's material: the questions it goes through, with their keys' accepted answers and
   * citations, and the session's report concepts. A job asked for from due cards (issue 40) brings its own
   * questions; one asked for on a session (issue 24) goes through that session's missed post-assessment
   * questions. Null when there is neither.
   */
  async reviewMaterial(
    job: Pick<PodcastJobRow, 'reviewSessionId' | 'reviewQuestions'>,
  ): Promise<ReviewMaterial | null> {
    const { reviewSessionId: sessionId, reviewQuestions } = job;
    const [session] =
      sessionId === null
        ? []
        : await this.db
            .select({ questions: assessmentSessions.postQuestions, summary: assessmentSessions.chatSummary })
            .from(assessmentSessions)
            .where(eq(assessmentSessions.id, sessionId));
    const concepts = session?.summary?.concepts ?? [];
    if (reviewQuestions) return { missed: reviewQuestions, concepts };
    if (!session || sessionId === null) return null;
    const answers = await this.db
      .select({ number: assessmentResponses.questionNumber, correct: assessmentResponses.correct })
      .from(assessmentResponses)
      .where(and(eq(assessmentResponses.sessionId, sessionId), eq(assessmentResponses.phase, 'post')));
    const missed = (session.questions ?? []).flatMap((question, index) => {
      const answer = answers.find((a) => a.number === index + 1);
      const accepted =
        question.key.acceptedAnswer ?? question.key.correctOptions?.join(', ') ?? question.key.modelAnswer;
      if (!answer || answer.correct !== false || !accepted) return [];
      return [{ question: question.text, acceptedAnswer: accepted, citation: question.key.citation ?? null }];
    });
    return { missed, concepts };
  }
}

/** A running job's last sign of life (its heartbeat, or its last change before it had one) is older than `staleBefore`. */
function silentSince(staleBefore: Date) {
  return sql`coalesce(${podcastJobs.heartbeatAt}, ${podcastJobs.updatedAt}) < ${staleBefore.toISOString()}::timestamptz`;
}
