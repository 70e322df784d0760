import { and, asc, count, eq, gt, lte, min, sql } from 'drizzle-orm';
import type { PodcastJobState } from '@socratica/contracts';
import type { Database } from '../../db/client.js';
import { podcastEpisodes, podcastJobs, podcastSchedules as s, users } from '../../db/schema/index.js';

/** The `cache_versions` counter that migration 0009's triggers move for the schedule list. */
const SCHEDULE_LIST_VERSION = 'podcast_schedule_list';

export type ScheduleRow = typeof s.$inferSelect;
export type NewSchedule = Omit<typeof s.$inferInsert, 'id'>;
export type ScheduleChange = Partial<
  Pick<
    ScheduleRow,
    | 'title'
    | 'topic'
    | 'description'
    | 'frequency'
    | 'generationTime'
    | 'durationMinutes'
    | 'voice'
    | 'useO3Model'
    | 'anchorDate'
    | 'nextGenerationTime'
    | 'isActive'
    | 'pausedReason'
  >
>;

/** A schedule with its owner's name and its newest job's outcome, for the cards. */
export interface ScheduleWithRun extends ScheduleRow {
  ownerName: string;
  lastJob: {
    id: string;
    state: PodcastJobState;
    error: string | null;
    episodeId: number | null;
    episodeTitle: string | null;
    createdAt: Date;
  } | null;
}

/** What a card shows of a schedule: the list reads no more. */
export type ListedSchedule = Pick<
  ScheduleWithRun,
  | 'id'
  | 'title'
  | 'topic'
  | 'description'
  | 'frequency'
  | 'generationTime'
  | 'durationMinutes'
  | 'voice'
  | 'useO3Model'
  | 'isActive'
  | 'pausedReason'
  | 'nextGenerationTime'
  | 'totalEpisodesGenerated'
  | 'lastGeneratedAt'
  | 'personal'
  | 'ownerId'
  | 'ownerName'
  | 'lastJob'
>;

/** A listed schedule as PostgreSQL writes it: a JSON array in this order, times as epoch seconds. */
const LISTED_COLUMNS = sql`json_build_array(s.id, s.title, s.topic, s.description, s.frequency,
  s.generation_time, s.duration_minutes, s.voice, s.use_o3_model, s.is_active,
  extract(epoch from s.next_generation_time), s.total_episodes_generated, extract(epoch from s.last_generated_at),
  s.personal, s.owner_id, u.username, j.id, j.state, j.error, j.episode_id, extract(epoch from j.created_at), e.title,
  s.paused_reason)`;
type ListedTuple = [
  id: number,
  title: string,
  topic: string,
  description: string,
  frequency: ScheduleRow['frequency'],
  generationTime: string,
  durationMinutes: number,
  voice: ScheduleRow['voice'],
  useO3Model: boolean,
  isActive: boolean,
  nextGenerationTime: number | null,
  totalEpisodesGenerated: number,
  lastGeneratedAt: number | null,
  personal: boolean,
  ownerId: number,
  ownerName: string,
  jobId: string | null,
  jobState: PodcastJobState | null,
  jobError: string | null,
  jobEpisodeId: number | null,
  jobCreatedAt: number | null,
  episodeTitle: string | null,
  pausedReason: string | null,
];

const fromEpoch = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));

function fromListed(row: ListedTuple): ListedSchedule {
  const [
    id,
    title,
    topic,
    description,
    frequency,
    generationTime,
    durationMinutes,
    voice,
    useO3Model,
    isActive,
    next,
    totalEpisodesGenerated,
    lastGenerated,
    personal,
    ownerId,
    ownerName,
    jobId,
    jobState,
    jobError,
    jobEpisodeId,
    jobAt,
    episodeTitle,
    pausedReason,
  ] = row;
  return {
    id,
    title,
    topic,
    description,
    frequency,
    generationTime,
    durationMinutes,
    voice,
    useO3Model,
    isActive,
    pausedReason,
    nextGenerationTime: fromEpoch(next),
    totalEpisodesGenerated,
    lastGeneratedAt: fromEpoch(lastGenerated),
    personal,
    ownerId,
    ownerName,
    lastJob:
      jobId === null
        ? null
        : {
            id: jobId,
            state: jobState!,
            error: jobError,
            episodeId: jobEpisodeId,
            episodeTitle,
            createdAt: fromEpoch(jobAt)!,
          },
  };
}

/** A slot the tick takes: the schedule at `due`, moved on to `next`, and the job that runs it. */
export interface SlotClaim {
  scheduleId: number;
  due: Date;
  next: Date;
  jobId: string;
  jobTitle: string;
}

export interface JobProviders {
  script: 'offline' | 'openai' | 'local';
  speech: 'offline' | 'openai';
}

/** The job's request, copied from its schedule: an admin's is for everyone and featured (D17). */
const JOB_COLUMNS = sql.raw(`id, requested_by, requested_by_name, personal, title, topic, description,
  duration_minutes, voice, is_featured, use_o3_model, script_provider, speech_provider, schedule_id`);

export class PodcastSchedulesRepository {
  constructor(private readonly db: Database) {}

  private withRun() {
    return this.db
      .select({
        schedule: s,
        ownerName: users.username,
        job: {
          id: podcastJobs.id,
          state: podcastJobs.state,
          error: podcastJobs.error,
          episodeId: podcastJobs.episodeId,
          createdAt: podcastJobs.createdAt,
        },
        episodeTitle: podcastEpisodes.title,
      })
      .from(s)
      .innerJoin(users, eq(users.id, s.ownerId))
      .leftJoin(podcastJobs, eq(podcastJobs.id, s.lastJobId))
      .leftJoin(podcastEpisodes, eq(podcastEpisodes.id, podcastJobs.episodeId));
  }

  private static toWithRun(row: {
    schedule: ScheduleRow;
    ownerName: string;
    job: {
      id: string;
      state: PodcastJobState;
      error: string | null;
      episodeId: number | null;
      createdAt: Date;
    } | null;
    episodeTitle: string | null;
  }): ScheduleWithRun {
    return {
      ...row.schedule,
      ownerName: row.ownerName,
      lastJob: row.job ? { ...row.job, episodeTitle: row.episodeTitle } : null,
    };
  }

  /**
   * A learner's own schedules, or every one for an admin (`ownerId` undefined), newest first, with the list's
   * counter (decision 029) read in the same statement, so in the same snapshot. When the counter still
   * stands at `keptVersion`, nothing a card shows has changed and only the counter is read (`schedules` null).
   * PostgreSQL writes the rows as one JSON text of arrays: PGlite decoded 500 rows of 27 columns in about
   * 30 ms, and this in 5.
   */
  async list(
    ownerId?: number,
    keptVersion?: number,
  ): Promise<{ version: number | null; schedules: ListedSchedule[] | null }> {
    const result = await this.db.execute(sql`
      select counter.version::text as version,
        case when counter.version is distinct from ${keptVersion ?? null}::bigint then
          (select coalesce(json_agg(${LISTED_COLUMNS} order by s.created_at desc, s.id desc), '[]')::text
            from podcast_schedules s
            join users u on u.id = s.owner_id
            left join podcast_jobs j on j.id = s.last_job_id
            left join podcast_episodes e on e.id = j.episode_id
            where ${ownerId === undefined ? sql`true` : sql`s.owner_id = ${ownerId}`})
        end as rows
      from (select (select version from cache_versions where name = ${SCHEDULE_LIST_VERSION}) as version) counter`);
    const [row] = (result as { rows: { version: string | null; rows: string | null }[] }).rows;
    return {
      version: row!.version === null ? null : Number(row!.version),
      schedules: row!.rows === null ? null : (JSON.parse(row!.rows) as ListedTuple[]).map(fromListed),
    };
  }

  async find(id: number): Promise<ScheduleWithRun | undefined> {
    const [row] = await this.withRun().where(eq(s.id, id));
    return row ? PodcastSchedulesRepository.toWithRun(row) : undefined;
  }

  async create(schedule: NewSchedule): Promise<number> {
    const [row] = await this.db.insert(s).values(schedule).returning({ id: s.id });
    return row!.id;
  }

  async update(id: number, change: ScheduleChange): Promise<void> {
    await this.db
      .update(s)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(s.id, id));
  }

  async delete(id: number): Promise<boolean> {
    const rows = await this.db.delete(s).where(eq(s.id, id)).returning({ id: s.id });
    return rows.length > 0;
  }

  async activeCount(ownerId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(s)
      .where(and(eq(s.ownerId, ownerId), eq(s.isActive, true)));
    return row?.n ?? 0;
  }

  /** Active schedules whose next slot has come, oldest first, after `after` (the previous batch's last). */
  async due(now: Date, limit: number, after: ScheduleRow | null = null): Promise<ScheduleRow[]> {
    return this.db
      .select()
      .from(s)
      .where(
        and(
          eq(s.isActive, true),
          lte(s.nextGenerationTime, now),
          after
            ? sql`(${s.nextGenerationTime}, ${s.id}) > (${after.nextGenerationTime!.toISOString()}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(s.nextGenerationTime), asc(s.id))
      .limit(limit);
  }

  /** The earliest slot still to come of any active schedule: until then, no tick needs the database. */
  async earliestNextAfter(now: Date): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: min(s.nextGenerationTime) })
      .from(s)
      .where(and(eq(s.isActive, true), gt(s.nextGenerationTime, now)));
    return row?.at ? new Date(row.at) : null;
  }

  /**
   * Takes the slots in one statement: a schedule moves from `due` to `next` only if it is still at `due`
   * (another instance, or a Generate Now, may have moved it), and each slot taken inserts its job, whose
   * id derives from the schedule and the slot, so that no slot can ever make two jobs. Answers the jobs made.
   */
  async claimSlots(claims: SlotClaim[], providers: JobProviders): Promise<string[]> {
    if (claims.length === 0) return [];
    const values = sql.join(
      claims.map(
        (c) =>
          sql`(${c.scheduleId}::int, ${c.due.toISOString()}::timestamptz, ${c.next.toISOString()}::timestamptz, ${c.jobId}::uuid, ${c.jobTitle}::text)`,
      ),
      sql`, `,
    );
    const result = await this.db.execute<{ id: string }>(sql`
      with claimed as (
        update podcast_schedules s
        set next_generation_time = v.next, last_job_id = v.job_id, updated_at = now()
        from (values ${values}) as v(id, due, next, job_id, job_title)
        where s.id = v.id and s.next_generation_time = v.due and s.is_active
        returning s.*, v.job_id, v.job_title
      )
      insert into podcast_jobs (${JOB_COLUMNS})
      select c.job_id, c.owner_id, u.username, c.personal, c.job_title, c.topic, c.description,
        c.duration_minutes, c.voice, not c.personal, c.use_o3_model, ${providers.script}, ${providers.speech}, c.id
      from claimed c join users u on u.id = c.owner_id
      on conflict (id) do nothing
      returning id`);
    // PGlite and node-postgres both answer raw SQL with a `rows` array.
    return (result as { rows: { id: string }[] }).rows.map((row) => row.id);
  }

  /**
   * Pauses the schedule with its reason if its newest `slots` jobs all made nothing (issue 39): a schedule
   * that skips day after day says so once and stops, rather than skipping on. One statement, so two
   * instances finishing two slots at once pause it once. True when this call paused it.
   */
  async pauseAfterSkips(scheduleId: number, slots: number, reason: string): Promise<boolean> {
    const result = await this.db.execute<{ id: number }>(sql`
      update podcast_schedules s
      set is_active = false, paused_reason = ${reason}, updated_at = now()
      where s.id = ${scheduleId} and s.is_active
        and ${slots} = (
          select count(*) filter (where recent.state = 'skipped') from (
            select j.state from podcast_jobs j where j.schedule_id = ${scheduleId}
            order by j.created_at desc, j.id desc limit ${slots}) recent)
      returning s.id`);
    return (result as { rows: { id: number }[] }).rows.length > 0;
  }

  /**
   * Generate Now: makes the job and records it on the schedule in one statement, unless the schedule's
   * newest job is still waiting or running. The test is whether that job has finished, not whether it is
   * unfinished: a concurrent claim re-checks the row another just set, whose job its snapshot cannot see yet,
   * and an unseen job must count as running. False when refused.
   */
  async claimGenerateNow(
    claim: { scheduleId: number; jobId: string; jobTitle: string; next: Date | null },
    providers: JobProviders,
  ): Promise<boolean> {
    const finished: PodcastJobState[] = ['completed', 'failed', 'skipped'];
    const result = await this.db.execute<{ id: string }>(sql`
      with claimed as (
        update podcast_schedules s
        set last_job_id = ${claim.jobId}::uuid, updated_at = now(),
          next_generation_time = coalesce(${claim.next?.toISOString() ?? null}::timestamptz, s.next_generation_time)
        where s.id = ${claim.scheduleId}
          and (s.last_job_id is null or s.last_job_id in (
            select id from podcast_jobs where state in (${sql.join(
              finished.map((state) => sql`${state}`),
              sql`, `,
            )})))
        returning s.*
      )
      insert into podcast_jobs (${JOB_COLUMNS})
      select ${claim.jobId}::uuid, c.owner_id, u.username, c.personal, ${claim.jobTitle}, c.topic, c.description,
        c.duration_minutes, c.voice, not c.personal, c.use_o3_model, ${providers.script}, ${providers.speech}, c.id
      from claimed c join users u on u.id = c.owner_id
      returning id`);
    return (result as { rows: { id: string }[] }).rows.length > 0;
  }
}
