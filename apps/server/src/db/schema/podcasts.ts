import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PodcastJobStage, PodcastJobState, PodcastVoice } from '@socratica/contracts';
import { assessmentSessions } from './assessments.js';
import { podcastSchedules } from './podcast-schedules.js';
import { users } from './users.js';

/** A question a review episode goes through, with the answer its key accepts and where that comes from. */
export interface ReviewedQuestion {
  question: string;
  acceptedAnswer: string;
  /** The key's source as text ("Wikipedia's article “…” (CC BY-SA 4.0), https://…"); null when it has none. */
  citation: string | null;
}

/**
 * An episode's average rating, null before the first: the archive sorts by it, and its indexes are
 * built on this very expression, so the two cannot drift apart.
 */
export const averageRatingOf = (ratingSum: SQL | AnyPgColumn, totalRatings: SQL | AnyPgColumn) =>
  sql<number | null>`(${ratingSum}::float8 / nullif(${totalRatings}, 0))`;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
type ScriptProvider = 'offline' | 'openai' | 'local';
type SpeechProvider = 'offline' | 'openai';

/**
 * Published episodes (spec 2 §3). An episode exists only once its audio is stored: a job that fails leaves
 * no row (issue 13). `ownerId` set means a learner's own episode (D17): only they hear it, never the RSS feed.
 * Listens and ratings are kept as counters here too, so the archive can sort 10,000 episodes by them.
 */
export const podcastEpisodes = pgTable(
  'podcast_episodes',
  {
    id: serial('id').primaryKey(),
    /** The RSS item's guid: stable for the episode's life, whatever its URL. */
    guid: uuid('guid').notNull().unique().defaultRandom(),
    /** The job that made it: a retried job can never publish twice. */
    jobId: uuid('job_id').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    topic: text('topic').notNull(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The schedule that made it (issue 14); null for a single episode, or once the schedule is deleted. */
    scheduleId: integer('schedule_id').references(() => podcastSchedules.id, { onDelete: 'set null' }),
    isFeatured: boolean('is_featured').notNull().default(false),
    voice: text('voice').$type<PodcastVoice>().notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    /** Content-hash file names in the audio store; a new version is a new name. */
    audioKey: text('audio_key').notNull(),
    audioBytes: integer('audio_bytes').notNull(),
    transcriptKey: text('transcript_key').notNull(),
    /**
     * What the hosts say, as plain text, for the archive's search (issue 39); the WebVTT file has the same
     * words with their times. Empty for episodes published before it was kept and whose script was lost.
     */
    transcript: text('transcript').notNull().default(''),
    /**
     * Where each segment of the script starts in the finished audio (issue 39): the feed's JSON chapters, the
     * player's chapter list and the description's outline. Taken from the mix's own timeline when the episode
     * is published; empty for episodes published before it was kept.
     */
    chapters: jsonb('chapters').$type<{ startSeconds: number; title: string }[]>().notNull().default([]),
    /** The host's "pause and think" questions, for the episode's quiz (D14). */
    thinkQuestions: jsonb('think_questions').$type<string[]>().notNull().default([]),
    sources: jsonb('sources').$type<string[]>().notNull().default([]),
    integratedLufs: real('integrated_lufs').notNull(),
    truePeakDbtp: real('true_peak_dbtp').notNull(),
    scriptProvider: text('script_provider').$type<ScriptProvider>().notNull(),
    speechProvider: text('speech_provider').$type<SpeechProvider>().notNull(),
    totalListens: integer('total_listens').notNull().default(0),
    totalRatings: integer('total_ratings').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(topic, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'C') || setweight(to_tsvector('english', coalesce(transcript, '')), 'D')`,
    ),
  },
  (t) => [
    index('podcast_episodes_publish_idx').on(t.publishDate, t.id),
    index('podcast_episodes_shared_publish_idx')
      .on(t.publishDate, t.id)
      .where(sql`${t.ownerId} is null`),
    index('podcast_episodes_owner_publish_idx').on(t.ownerId, t.publishDate, t.id),
    index('podcast_episodes_topic_idx').on(sql`lower(${t.topic})`),
    // The archive's other orders (spec 2 §2), so that a page reads its own rows, not the whole archive;
    // each serves both directions, read backwards, except the rating's, whose unrated episodes come last either way.
    index('podcast_episodes_title_idx').on(sql`lower(${t.title})`, t.id),
    index('podcast_episodes_listens_idx').on(t.totalListens, t.id),
    index('podcast_episodes_duration_idx').on(t.durationSeconds, t.id),
    index('podcast_episodes_rating_asc_idx').on(
      sql`${averageRatingOf(t.ratingSum, t.totalRatings)} asc nulls last`,
      t.id,
    ),
    index('podcast_episodes_rating_desc_idx').on(
      sql`${averageRatingOf(t.ratingSum, t.totalRatings)} desc nulls last`,
      sql`${t.id} desc`,
    ),
    index('podcast_episodes_search_idx').using('gin', t.search).with({ fastupdate: false }),
    check(
      'podcast_episodes_counters',
      sql`${t.totalListens} >= 0 and ${t.totalRatings} >= 0 and ${t.ratingSum} >= 0`,
    ),
  ],
);

/** One rating per user and episode, which they may change (issue 13). */
export const podcastRatings = pgTable(
  'podcast_ratings',
  {
    episodeId: integer('episode_id')
      .notNull()
      .references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.episodeId, t.userId] }),
    check('podcast_ratings_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Where a user is in an episode: the furthest point reached (an upsert, not a row per report), whether they
 * finished it, and the played time toward the next counted listen (one per 24 h, after 60 s played).
 */
export const podcastProgress = pgTable(
  'podcast_progress',
  {
    episodeId: integer('episode_id')
      .notNull()
      .references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    furthestPercent: real('furthest_percent').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Seconds played since the last counted listen. */
    playedSecondsPending: real('played_seconds_pending').notNull().default(0),
    /**
     * Seconds actually played, over every session (issue 39): the episode is complete once this reaches 90 %
     * of its length, so a seek to the end after a few seconds is not a finished listen.
     */
    playedSecondsTotal: real('played_seconds_total').notNull().default(0),
    lastCountedAt: timestamp('last_counted_at', { withTimezone: true }),
    lastDeviceType: text('last_device_type').$type<'mobile' | 'desktop'>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.episodeId, t.userId] }),
    index('podcast_progress_user_idx').on(t.userId),
    check('podcast_progress_range', sql`${t.furthestPercent} between 0 and 100`),
  ],
);

/** Every counted listen, for the figures that can be traced back. */
export const podcastListens = pgTable(
  'podcast_listens',
  {
    id: serial('id').primaryKey(),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    deviceType: text('device_type').$type<'mobile' | 'desktop'>().notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('podcast_listens_episode_idx').on(t.episodeId, t.countedAt)],
);

/**
 * A generation job's request and its stored stage (issue 13): the notices show what it is really doing.
 * The id is the pg-boss job's id. The script is kept once written, so a retry after a speech failure
 * resumes with the same words (and the speech clips cached on disk).
 */
export const podcastJobs = pgTable(
  'podcast_jobs',
  {
    id: uuid('id').primaryKey(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name').notNull(),
    /** D17: a learner's job makes an episode only they hear. */
    personal: boolean('personal').notNull(),
    title: text('title').notNull(),
    topic: text('topic').notNull(),
    description: text('description').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    voice: text('voice').$type<PodcastVoice>().notNull(),
    isFeatured: boolean('is_featured').notNull(),
    useO3Model: boolean('use_o3_model').notNull(),
    /** The schedule it runs for (issue 14): a slot's job id is derived from the schedule and the slot. */
    scheduleId: integer('schedule_id').references(() => podcastSchedules.id, { onDelete: 'set null' }),
    /** A learner's review episode (issue 24): the session whose missed questions it goes through. */
    reviewSessionId: integer('review_session_id').references(() => assessmentSessions.id, {
      onDelete: 'set null',
    }),
    /**
     * The due review cards a review episode goes through (issue 40), as they stood when it was asked for;
     * null for an episode on one session's missed questions, which are read from the session.
     */
    reviewQuestions: jsonb('review_questions').$type<ReviewedQuestion[]>(),
    state: text('state').$type<PodcastJobState>().notNull().default('waiting'),
    stage: text('stage').$type<PodcastJobStage>().notNull().default('queued'),
    percent: real('percent').notNull().default(0),
    stageText: text('stage_text').notNull().default('Waiting for a worker'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    script: jsonb('script'),
    scriptProvider: text('script_provider').$type<ScriptProvider>().notNull(),
    speechProvider: text('speech_provider').$type<SpeechProvider>().notNull(),
    episodeId: integer('episode_id').references(() => podcastEpisodes.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Renewed by the instance running the job; an old one means that instance died and another takes over. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** Files stored for the episode before its row is written: removed if the try that wrote them dies. */
    pendingFiles: text('pending_files')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('podcast_jobs_state_created_idx').on(t.state, t.createdAt),
    index('podcast_jobs_requester_created_idx').on(t.requestedBy, t.createdAt),
    check('podcast_jobs_percent_range', sql`${t.percent} between 0 and 100`),
  ],
);

/**
 * The RSS feed's settings: one row. The URL carries `token`; a rotated token is kept (hashed) so its URL
 * answers 410 Gone, not 404 and never a redirect that would leak the new one (DESIGN §6).
 */
export const podcastFeed = pgTable(
  'podcast_feed',
  {
    id: smallint('id').primaryKey().default(1),
    token: text('token').notNull(),
    listedInDirectories: boolean('listed_in_directories').notNull().default(false),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('podcast_feed_single_row', sql`${t.id} = 1`)],
);

export const podcastFeedRetiredTokens = pgTable('podcast_feed_retired_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});
