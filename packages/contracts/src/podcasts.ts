import { z } from 'zod';
import { id, requiredText, spokenList, storableText, wholeNumber } from './common.js';

// ---------------------------------------------------------------------------------------------
// Limits and choices (spec 2 §3, §5, §9)
// ---------------------------------------------------------------------------------------------

export const PODCAST_TITLE_MAX_LENGTH = 200;
export const PODCAST_TOPIC_MAX_LENGTH = 100;
export const PODCAST_OUTLINE_MAX_LENGTH = 2_000;
export const PODCAST_SEARCH_MAX_LENGTH = 200;
/** Spec 2 §9: the admin table shows 50 episodes, the archive pages by 20. */
export const PODCAST_ADMIN_CATALOG_LIMIT = 50;
export const PODCAST_ARCHIVE_PAGE_SIZE = 20;
/** The Latest Episodes feed shows this many at most. */
export const PODCAST_FEED_LIMIT = 20;

/** Spec 2 §9: the admin modal offers these; the Schedule tab's single podcast offers every step of 5. */
export const ADMIN_PODCAST_DURATIONS = [10, 15, 20, 30] as const;
export const PODCAST_DURATIONS = [5, 10, 15, 20, 25, 30] as const;
export const DEFAULT_PODCAST_DURATION = 15;

export const PODCAST_VOICES = ['nova', 'alloy', 'echo', 'fable', 'onyx', 'shimmer'] as const;
export const PodcastVoice = z.enum(PODCAST_VOICES, {
  error: `Choose one of the voices ${spokenList(PODCAST_VOICES)}.`,
});
export type PodcastVoice = z.infer<typeof PodcastVoice>;
/** Spec 2 §9: how each voice is described in the pickers. */
export const PODCAST_VOICE_LABELS: Record<PodcastVoice, string> = {
  nova: 'Neutral',
  alloy: 'Professional',
  echo: 'Warm',
  fable: 'Expressive',
  onyx: 'Deep',
  shimmer: 'Bright',
};
export const DEFAULT_PODCAST_VOICE: PodcastVoice = 'nova';

/** Spec 2 §9: player speeds, skips and timers. */
export const PLAYER_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const PLAYER_SKIP_BACK_SECONDS = 15;
export const PLAYER_SKIP_FORWARD_SECONDS = 30;
export const LISTEN_PROGRESS_INTERVAL_SECONDS = 5;
/** A listen counts once per user and episode in this window, after this much playing (IAB, adapted). */
export const LISTEN_COUNT_WINDOW_HOURS = 24;
export const LISTEN_COUNT_AFTER_SECONDS = 60;
/**
 * An episode is completed once this share of its length has really been played, over any sittings (issue 39):
 * the seconds played count, never where a seek lands.
 */
export const LISTEN_COMPLETE_PLAYED_SHARE = 0.9;

// ---------------------------------------------------------------------------------------------
// Episode (spec 2 §3)
// ---------------------------------------------------------------------------------------------

/** Where a segment of the episode starts (issue 39): the player's chapter list and the feed's JSON chapters. */
export const EpisodeChapter = z
  .object({
    start_seconds: z.number().nonnegative(),
    title: z.string(),
  })
  .meta({ id: 'EpisodeChapter' });
export type EpisodeChapter = z.infer<typeof EpisodeChapter>;

/**
 * The Podcasting 2.0 JSON Chapters document (`application/json+chapters`, version 1.2) that an RSS item's
 * `podcast:chapters` points to: start times in seconds, ascending.
 */
export const JsonChaptersDocument = z
  .object({
    version: z.literal('1.2.0'),
    title: z.string(),
    podcastName: z.string(),
    chapters: z.array(z.object({ startTime: z.number().nonnegative(), title: z.string() })),
  })
  .meta({ id: 'JsonChaptersDocument' });
export type JsonChaptersDocument = z.infer<typeof JsonChaptersDocument>;

export const PodcastEpisode = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    topic: z.string(),
    duration_seconds: z.number().describe('The real length of the audio, from its sample count.'),
    audio_url: z.string(),
    /** WebVTT captions from the exact turn offsets. */
    transcript_url: z.string(),
    /** Its segments' start times in the audio, in order; empty for episodes published before they were kept. */
    chapters: z.array(EpisodeChapter),
    is_featured: z.boolean(),
    /** D17: a learner's own episode, heard by nobody else, in their own RSS feed only ("Just for you"). */
    is_personal: z.boolean(),
    avg_rating: z.number().nullable().describe('Null until someone rates it.'),
    total_ratings: z.number().int(),
    total_listens: z.number().int(),
    /** The caller's own rating, 1–5, or null. */
    user_rating: z.number().int().nullable(),
    /** The furthest point the caller reached, in percent of the episode (0–100), or null if never played. */
    user_progress: z.number().nullable(),
    /** Whether the caller finished it: 90 % of it really played, over any sittings (issue 39). */
    user_completed: z.boolean(),
    publish_date: z.string(),
    created_at: z.string(),
    /** The schedule that made it (issue 14), or null for a single episode or a deleted schedule. */
    schedule: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  })
  .meta({ id: 'PodcastEpisode' });
export type PodcastEpisode = z.infer<typeof PodcastEpisode>;

// ---------------------------------------------------------------------------------------------
// GET podcasts/catalog, GET podcasts/feed, GET podcasts/{id}, GET podcasts/stats
// ---------------------------------------------------------------------------------------------

export const PODCAST_SORT_FIELDS = [
  'publish_date',
  'title',
  'avg_rating',
  'total_listens',
  'duration_seconds',
] as const;
export const PodcastSortField = z.enum(PODCAST_SORT_FIELDS, {
  error: `Sort by ${spokenList(PODCAST_SORT_FIELDS)}.`,
});
export type PodcastSortField = z.infer<typeof PodcastSortField>;

export const PodcastCatalogQuery = z.object({
  page: wholeNumber(1, 1_000_000, 'page is a whole number from 1 to 1000000.').default(1),
  limit: wholeNumber(
    1,
    PODCAST_ADMIN_CATALOG_LIMIT,
    `limit is a whole number from 1 to ${PODCAST_ADMIN_CATALOG_LIMIT}.`,
  ).default(PODCAST_ARCHIVE_PAGE_SIZE),
  sort_by: PodcastSortField.default('publish_date'),
  sort_order: z.enum(['asc', 'desc'], { error: 'sort_order is asc or desc.' }).default('desc'),
  topic_filter: storableText().trim().max(PODCAST_TOPIC_MAX_LENGTH).optional(),
  /** Words in the title, topic or description. */
  q: storableText().trim().max(PODCAST_SEARCH_MAX_LENGTH).optional(),
});
export type PodcastCatalogQuery = z.input<typeof PodcastCatalogQuery>;

export const PodcastPagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total_episodes: z.number().int(),
  total_pages: z.number().int(),
  has_prev: z.boolean(),
  has_next: z.boolean(),
});
export type PodcastPagination = z.infer<typeof PodcastPagination>;

export const PodcastCatalog = z.object({
  success: z.literal(true),
  episodes: z.array(PodcastEpisode),
  pagination: PodcastPagination,
  /** Every topic the caller can filter by, alphabetical. */
  topics: z.array(z.string()),
});
export type PodcastCatalog = z.infer<typeof PodcastCatalog>;

/** Latest Episodes: the featured shared episodes and the caller's own, newest first. */
export const PodcastFeed = z.object({ success: z.literal(true), episodes: z.array(PodcastEpisode) });
export type PodcastFeed = z.infer<typeof PodcastFeed>;

export const PodcastStats = z.object({
  total_episodes: z.number().int(),
  featured_episodes: z.number().int(),
  avg_rating: z.number().nullable().describe('The mean of every rating given; null before the first.'),
  total_ratings: z.number().int(),
  total_listens: z.number().int(),
});
export type PodcastStats = z.infer<typeof PodcastStats>;

// ---------------------------------------------------------------------------------------------
// POST podcasts/generate, GET podcasts/jobs, GET podcasts/jobs/{id}, POST podcasts/jobs/{id}/retry
// ---------------------------------------------------------------------------------------------

/** An enum in the OpenAPI document, not only a rule in the message (issue 25). */
export const PodcastDuration = z.literal(PODCAST_DURATIONS, {
  error: `Choose a length of ${spokenList(PODCAST_DURATIONS)} minutes.`,
});

/**
 * The admin's Generate New Episode form and the Schedule tab's Create Single Podcast form (spec 2 §3).
 * The outline is the description: what the episode must cover.
 */
export const GeneratePodcastRequest = z.object({
  title: requiredText('A title', PODCAST_TITLE_MAX_LENGTH),
  topic: requiredText('A topic', PODCAST_TOPIC_MAX_LENGTH),
  description: storableText()
    .trim()
    .max(PODCAST_OUTLINE_MAX_LENGTH, {
      error: `The outline can be at most ${PODCAST_OUTLINE_MAX_LENGTH} characters.`,
    })
    .default(''),
  duration_minutes: PodcastDuration.default(DEFAULT_PODCAST_DURATION),
  voice: PodcastVoice.default(DEFAULT_PODCAST_VOICE),
  is_featured: z.boolean({ error: 'is_featured is true or false.' }).default(true),
  use_o3_model: z.boolean({ error: 'use_o3_model is true or false.' }).default(false),
});
export type GeneratePodcastRequest = z.input<typeof GeneratePodcastRequest>;

export const GeneratePodcastResponse = z.object({
  success: z.literal(true),
  job_id: z.string(),
  message: z.string(),
});
export type GeneratePodcastResponse = z.infer<typeof GeneratePodcastResponse>;

/** "Make a review episode" on a report (issue 24, D17): a personal episode on the session's missed questions. */
export const ReviewEpisodeRequest = z.object({
  session_id: z.coerce
    .number({ error: 'session_id is the number of one of your sessions.' })
    .int({ error: 'session_id is the number of one of your sessions.' })
    .positive({ error: 'session_id is the number of one of your sessions.' }),
});
export type ReviewEpisodeRequest = z.input<typeof ReviewEpisodeRequest>;

/** 'skipped': a schedule's slot whose sources had nothing new (issue 24); its `error` says why. */
export const PODCAST_JOB_STATES = ['waiting', 'active', 'completed', 'failed', 'skipped'] as const;
export const PodcastJobState = z.enum(PODCAST_JOB_STATES);
export type PodcastJobState = z.infer<typeof PodcastJobState>;

/** The stored stage of a generation job (not rotating fake stages). */
export const PODCAST_JOB_STAGES = [
  'queued',
  'writing_script',
  'speaking',
  'mixing',
  'publishing',
  'done',
] as const;
export const PodcastJobStage = z.enum(PODCAST_JOB_STAGES);
export type PodcastJobStage = z.infer<typeof PodcastJobStage>;

export const PodcastJob = z
  .object({
    id: z.string().describe('A UUID; the notices show its first 8 characters.'),
    title: z.string(),
    topic: z.string(),
    duration_minutes: z.number().int(),
    voice: PodcastVoice,
    state: PodcastJobState,
    stage: PodcastJobStage,
    /** 0–100 over the whole job. */
    percent: z.number(),
    /** What the stage is doing, in words: "Speaking turn 4 of 38". */
    stage_text: z.string(),
    elapsed_seconds: z.number(),
    /** On failure: the reason, with the provider's own error text when a provider failed. */
    error: z.string().nullable(),
    /** How many times it has been tried. */
    attempts: z.number().int(),
    episode_id: z.number().int().nullable(),
    /** D11: the UI says plainly who writes and who speaks: the offline coach and espeak-ng, or the configured endpoints. */
    script_provider: z.enum(['offline', 'openai', 'local']),
    speech_provider: z.enum(['offline', 'openai']),
    /** Who asked for it; the admin's jobs card shows it. */
    requested_by: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'PodcastJob' });
export type PodcastJob = z.infer<typeof PodcastJob>;

export const PodcastJobParams = z.object({ id: z.uuid({ error: 'The job id is a UUID.' }) });
export type PodcastJobParams = z.infer<typeof PodcastJobParams>;

/** The admin's jobs card: active, waiting and failed jobs, newest first. */
export const PodcastJobList = z.object({
  jobs: z.array(PodcastJob),
  counts: z.object({ active: z.number().int(), waiting: z.number().int(), failed: z.number().int() }),
});
export type PodcastJobList = z.infer<typeof PodcastJobList>;

// ---------------------------------------------------------------------------------------------
// PATCH podcasts/{id}/feature, DELETE podcasts/{id}
// ---------------------------------------------------------------------------------------------

export const FeatureEpisodeRequest = z.object({
  is_featured: z.boolean({ error: 'is_featured is true or false.' }),
});
export type FeatureEpisodeRequest = z.infer<typeof FeatureEpisodeRequest>;

// ---------------------------------------------------------------------------------------------
// POST podcasts/listen, POST podcasts/rate
// ---------------------------------------------------------------------------------------------

const percentRule = 'The percentage is a number from 0 to 100.';
const percentage = z
  .number({ error: percentRule })
  .min(0, { error: percentRule })
  .max(100, { error: percentRule });

export const ListenRequest = z
  .object({
    episode_id: id('episode_id is an episode’s id.'),
    action: z.enum(['start', 'progress', 'complete'], { error: 'action is start, progress or complete.' }),
    device_type: z
      .enum(['mobile', 'desktop'], { error: 'device_type is mobile or desktop.' })
      .default('desktop'),
    /** Spec 2 §7: the feed sends completion_percentage, the archive progress_percentage. */
    completion_percentage: percentage.optional(),
    progress_percentage: percentage.optional(),
    /** Seconds actually played since the last report; it decides when a listen counts. */
    played_seconds: z
      .number({ error: 'played_seconds is a number from 0 to 3600.' })
      .min(0, { error: 'played_seconds is a number from 0 to 3600.' })
      .max(3_600, { error: 'played_seconds is a number from 0 to 3600.' })
      .default(0),
  })
  .strict();
export type ListenRequest = z.input<typeof ListenRequest>;

export const ListenResponse = z.object({
  success: z.literal(true),
  total_listens: z.number().int(),
  user_progress: z.number().nullable(),
  user_completed: z.boolean(),
});
export type ListenResponse = z.infer<typeof ListenResponse>;

const ratingRule = 'rating is a whole number from 1 to 5.';
export const RateRequest = z.object({
  episode_id: id('episode_id is an episode’s id.'),
  rating: wholeNumber(1, 5, ratingRule),
});
export type RateRequest = z.input<typeof RateRequest>;

export const RateResponse = z.object({
  success: z.literal(true),
  new_avg_rating: z.number(),
  total_ratings: z.number().int(),
  user_rating: z.number().int(),
});
export type RateResponse = z.infer<typeof RateResponse>;

// ---------------------------------------------------------------------------------------------
// GET podcasts/rss/info, POST podcasts/rss/reset, POST podcasts/admin/rotate-feed,
// PUT podcasts/admin/feed-listing
// ---------------------------------------------------------------------------------------------

/**
 * The caller's own feed (D17 amended, decision 035): the shared episodes and the caller's own. A reset
 * answers the new address; the admin's rotation retires every user's and answers the admin's new one.
 */
export const RssInfo = z.object({
  rss_feed_url: z
    .string()
    .describe(
      'Absolute; the caller’s own address, carrying their secret token. Reset or rotated, the old one answers 410.',
    ),
  /** The public page with the QR code (D15). */
  subscribe_page_url: z.string(),
  compatible_apps: z.array(z.string()),
  /** False: the feed carries itunes:block, so directories do not list it. An admin can list it. */
  listed_in_directories: z.boolean(),
});
export type RssInfo = z.infer<typeof RssInfo>;

export const FeedListingRequest = z.object({
  listed_in_directories: z.boolean({ error: 'listed_in_directories is true or false.' }),
});
export type FeedListingRequest = z.infer<typeof FeedListingRequest>;

/**
 * GET podcasts/public-info, for the public page `/socratica/podcast-subscribe` that the QR code opens (D15).
 * The feed URL carries a secret, so it is here only once an admin has listed the feed in directories;
 * otherwise the page asks the visitor to sign in, where the Subscribe tab shows it.
 */
export const PublicPodcastInfo = z.object({
  title: z.string(),
  description: z.string(),
  cover_url: z.string(),
  listed_in_directories: z.boolean(),
  rss_feed_url: z.string().nullable(),
  compatible_apps: z.array(z.string()),
  /** The newest shared episodes: titles and lengths only. */
  latest_episodes: z.array(
    z.object({ title: z.string(), duration_seconds: z.number(), publish_date: z.string() }),
  ),
});
export type PublicPodcastInfo = z.infer<typeof PublicPodcastInfo>;
