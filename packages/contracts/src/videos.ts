import { z } from 'zod';
import { MAX_STORED_INTEGER, id, requiredText, storableText, wholeNumber } from './common.js';

// ---------------------------------------------------------------------------------------------
// Limits (spec 1 §9, spec 2 §9)
// ---------------------------------------------------------------------------------------------

/** Spec 1 §9 and spec 2 §9: a video search returns at most 5 videos. */
export const VIDEO_SEARCH_MAX_RESULTS = 5;
export const VIDEO_QUERY_MAX_LENGTH = 200;
export const VIDEO_REPORT_COMMENT_MAX_LENGTH = 1_000;

// ---------------------------------------------------------------------------------------------
// Video (spec 1 §3)
// ---------------------------------------------------------------------------------------------

export const Video = z.object({
  video_id: z.string(),
  url: z.string(),
  title: z.string(),
  channel: z.string(),
  channel_id: z.string(),
  thumbnail: z.string(),
  description: z.string(),
  view_count: z.number().int().nullable(),
  duration: z.string().nullable().describe('ISO 8601 duration, like PT8M21S.'),
  metadata: z.object({ title: z.string(), channel: z.string(), embed_url: z.string() }),
  valid: z.boolean(),
});
export type Video = z.infer<typeof Video>;

/** A YouTube video id: 11 characters of letters, digits, `-` and `_`. */
export const YOUTUBE_VIDEO_ID = /^[\w-]{11}$/;

// ---------------------------------------------------------------------------------------------
// POST youtube-search (spec 1 §7)
// ---------------------------------------------------------------------------------------------

const maxResults = wholeNumber(
  1,
  VIDEO_SEARCH_MAX_RESULTS,
  `max_results is a whole number from 1 to ${VIDEO_SEARCH_MAX_RESULTS}.`,
).default(VIDEO_SEARCH_MAX_RESULTS);

export const VideoSearchRequest = z.object({
  query: requiredText('A search query', VIDEO_QUERY_MAX_LENGTH),
  /** The last 5 messages, joined: it sharpens the query. */
  context: storableText().max(25_000).optional().default(''),
  session_id: id('session_id is a session’s id.').optional(),
  max_results: maxResults,
  exclude_video_ids: z.array(storableText().max(64)).max(200).default([]),
});
export type VideoSearchRequest = z.input<typeof VideoSearchRequest>;

export const VideoSearchReply = z.object({
  videos: z.array(Video),
  catalogue_empty: z
    .boolean()
    .describe(
      'True when the search can only use the curated catalogue (no YouTube key) and no video has been added ' +
        'to it yet, so that an empty result can say why.',
    ),
});
export type VideoSearchReply = z.infer<typeof VideoSearchReply>;

// ---------------------------------------------------------------------------------------------
// Video feedback (spec 1 §5, §7)
// ---------------------------------------------------------------------------------------------

const videoIdField = storableText({ error: 'Could not extract video ID from video data' })
  .trim()
  .regex(YOUTUBE_VIDEO_ID, { error: 'Could not extract video ID from video data' });

const videoUrlField = storableText({ error: 'Video URL is missing' })
  .trim()
  .min(1, { error: 'Video URL is missing' })
  .max(500)
  .refine(isVideoUrl, { error: 'The video URL must be a YouTube video address.' });

/** The addresses a YouTube video can have: watch?v=, youtu.be/, embed/ and shorts/, on YouTube's hosts. */
export function isVideoUrl(value: string): boolean {
  return videoIdFromUrl(value) !== null;
}

/** The video id in a YouTube video address, or null when the address is not one. */
export function videoIdFromUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, value] = url.pathname.split('/');
    if (kind === 'watch') id = url.searchParams.get('v');
    else if (kind === 'embed' || kind === 'shorts' || kind === 'live') id = value ?? null;
  }
  return id !== null && YOUTUBE_VIDEO_ID.test(id) ? id : null;
}

const videoFacts = {
  video_id: videoIdField,
  video_url: videoUrlField,
  video_title: storableText().trim().max(300).default(''),
  channel_name: storableText().trim().max(200).default(''),
  channel_id: storableText().trim().max(64).default(''),
};

export const UpvoteVideoRequest = z.object({
  ...videoFacts,
  topic: storableText().trim().max(200).default(''),
});
export type UpvoteVideoRequest = z.input<typeof UpvoteVideoRequest>;

export const ReportVideoRequest = z.object({
  ...videoFacts,
  comment: requiredText('A reason for the report', VIDEO_REPORT_COMMENT_MAX_LENGTH),
});
export type ReportVideoRequest = z.input<typeof ReportVideoRequest>;

export const VideoFeedbackReply = z.object({ success: z.literal(true), message: z.string() });
export type VideoFeedbackReply = z.infer<typeof VideoFeedbackReply>;

// ---------------------------------------------------------------------------------------------
// Moderation (spec 2 §3, §4, §7)
// ---------------------------------------------------------------------------------------------

export const VideoReportStatus = z.enum(['pending', 'dismissed', 'video_blacklisted', 'channel_blacklisted']);
export type VideoReportStatus = z.infer<typeof VideoReportStatus>;

export const VideoReport = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  created_at: z.string(),
  video_id: z.string(),
  video_title: z.string(),
  channel_title: z.string(),
  channel_id: z.string(),
  status: VideoReportStatus,
  video_url: z.string(),
  reason: z.string(),
  comment: z.string(),
});
export type VideoReport = z.infer<typeof VideoReport>;

export const VideoReportsReply = z.object({ reports: z.array(VideoReport) });
export type VideoReportsReply = z.infer<typeof VideoReportsReply>;

export const VIDEO_REPORTS_MAX_LIMIT = 500;

export const VideoReportsQuery = z.object({
  status: z
    .enum(VideoReportStatus.options, {
      error: 'status must be pending, dismissed, video_blacklisted or channel_blacklisted.',
    })
    .default('pending'),
  limit: wholeNumber(
    1,
    VIDEO_REPORTS_MAX_LIMIT,
    `limit is a whole number from 1 to ${VIDEO_REPORTS_MAX_LIMIT}.`,
  ).default(200),
});
export type VideoReportsQuery = z.input<typeof VideoReportsQuery>;

export const ReviewAction = z.enum(['dismiss', 'blacklist_video', 'blacklist_channel'], {
  error: 'action must be dismiss, blacklist_video or blacklist_channel.',
});
export type ReviewAction = z.infer<typeof ReviewAction>;
export const ReviewReportQuery = z.object({ action: ReviewAction });

export const BlacklistEntry = z.object({
  id: z.number().int(),
  video_id: z.string().nullable(),
  blacklist_type: z.enum(['video', 'channel']),
  channel_id: z.string().nullable(),
  title: z.string().describe('The video title or the channel name, as reported.'),
  blacklisted_by: z.string().nullable(),
  created_at: z.string(),
});
export type BlacklistEntry = z.infer<typeof BlacklistEntry>;
export const BlacklistReply = z.object({ blacklist: z.array(BlacklistEntry) });
export type BlacklistReply = z.infer<typeof BlacklistReply>;

export const UpvotedVideo = z.object({
  video_id: z.string(),
  video_title: z.string(),
  channel_name: z.string(),
  upvote_count: z.number().int(),
  last_upvoted: z.string(),
});
export type UpvotedVideo = z.infer<typeof UpvotedVideo>;
export const UpvotedVideosReply = z.object({ videos: z.array(UpvotedVideo) });
export type UpvotedVideosReply = z.infer<typeof UpvotedVideosReply>;

export const VideoIdParams = z.object({ video_id: videoIdField });

// ---------------------------------------------------------------------------------------------
// Video management: categories, topic rules and curated videos (spec 2 §3, §7; DESIGN D16)
// ---------------------------------------------------------------------------------------------

export const MatchType = z.enum(['any', 'all', 'exact'], { error: 'match_type must be any, all or exact.' });
export type MatchType = z.infer<typeof MatchType>;

export const VideoCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  priority: z.number().int(),
  enabled: z.boolean(),
  videos: z.number().int().describe('How many curated videos the category holds.'),
  matching_rules: z.number().int().describe('How many topic rules lead to the category.'),
});
export type VideoCategory = z.infer<typeof VideoCategory>;
export const VideoCategoriesReply = z.object({ categories: z.array(VideoCategory) });
export type VideoCategoriesReply = z.infer<typeof VideoCategoriesReply>;

export const TopicRule = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category: z.string(),
  keywords: z.array(z.string()),
  match_type: MatchType,
  priority: z.number().int(),
  enabled: z.boolean(),
});
export type TopicRule = z.infer<typeof TopicRule>;
export const TopicRulesReply = z.object({ rules: z.array(TopicRule) });
export type TopicRulesReply = z.infer<typeof TopicRulesReply>;

const priorityField = wholeNumber(
  -1_000,
  1_000,
  'The priority must be a whole number from -1000 to 1000.',
).default(0);

export const VideoCategoryInput = z.object({
  name: requiredText('The category name', 100),
  description: storableText()
    .trim()
    .max(1_000, { error: 'The description can be at most 1000 characters.' })
    .default(''),
  priority: priorityField,
  enabled: z.boolean().default(true),
});
export type VideoCategoryInput = z.input<typeof VideoCategoryInput>;

/** Keywords arrive comma-separated (as the form has them) or as a list; items are trimmed, empty ones dropped. */
const ruleKeywords = z
  .union([storableText(), z.array(storableText())], { error: 'Keywords are comma-separated text or a list.' })
  .transform((value) =>
    (typeof value === 'string' ? value.split(',') : value.flatMap((item) => item.split(',')))
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  )
  .pipe(
    z
      .array(z.string().max(100, { error: 'Each keyword can be at most 100 characters.' }))
      .min(1, { error: 'Give at least one keyword (comma-separated).' })
      .max(100, { error: 'A rule can have at most 100 keywords.' }),
  );

export const TopicRuleInput = z.object({
  category_id: id('Choose a category.'),
  keywords: ruleKeywords,
  match_type: MatchType.default('any'),
  priority: priorityField,
  enabled: z.boolean().default(true),
});
export type TopicRuleInput = z.input<typeof TopicRuleInput>;

export const AvailabilityStatus = z.enum(['available', 'unavailable', 'other']);
export type AvailabilityStatus = z.infer<typeof AvailabilityStatus>;

/** A quality score on 0 to `max`, in steps of 0.1. */
export const qualityScore = (max: number, fallback: number) =>
  z.coerce
    .number({ error: `The quality score must be a number from 0 to ${max}.` })
    .min(0, { error: `The quality score must be from 0 to ${max}.` })
    .max(max, { error: `The quality score must be from 0 to ${max}.` })
    .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, {
      error: 'The quality score goes in steps of 0.1.',
    })
    .default(fallback);

export const CuratedVideo = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category: z.string(),
  video_id: z.string(),
  title: z.string(),
  url: z.string(),
  channel: z.string(),
  channel_id: z.string(),
  description: z.string(),
  duration: z.string().nullable(),
  view_count: z.number().int().nullable(),
  quality_score: z.number().describe('0 to 10, shown with badges at 8, 6 and 4.'),
  availability_status: AvailabilityStatus,
});
export type CuratedVideo = z.infer<typeof CuratedVideo>;
export const CuratedVideosReply = z.object({ videos: z.array(CuratedVideo) });
export type CuratedVideosReply = z.infer<typeof CuratedVideosReply>;

export const CuratedVideoInput = z.object({
  category_id: id('Choose a category.'),
  title: requiredText('The title', 300),
  url: storableText({ error: 'The URL is required.' }).trim().refine(isVideoUrl, {
    error: 'The URL must be a YouTube video address, like https://www.youtube.com/watch?v=…',
  }),
  channel: storableText().trim().max(200).default(''),
  channel_id: storableText().trim().max(64).default(''),
  description: storableText().trim().max(5_000).default(''),
  duration: storableText()
    .trim()
    .regex(/^P(T(\d+H)?(\d+M)?(\d+S)?)$/, { error: 'The duration is ISO 8601, like PT8M21S.' })
    .nullable()
    .default(null),
  view_count: wholeNumber(
    0,
    MAX_STORED_INTEGER,
    `view_count is a whole number from 0 to ${MAX_STORED_INTEGER}.`,
  )
    .nullable()
    .default(null),
  quality_score: qualityScore(10, 7),
  availability_status: AvailabilityStatus.default('available'),
});
export type CuratedVideoInput = z.input<typeof CuratedVideoInput>;

// ---------------------------------------------------------------------------------------------
// The video-search API monitor (spec 2 §3, §7)
// ---------------------------------------------------------------------------------------------

export const YoutubeStatus = z.object({
  api_key_configured: z.boolean(),
  provider: z.enum(['youtube', 'catalogue']),
  quota_used_today: z.number().int(),
  quota_limit: z.number().int(),
  quota_percentage_used: z.number(),
  api_calls_today: z.number().int(),
  api_available: z.boolean(),
  quota_resets_at: z.string().describe('The next midnight Pacific, in UTC.'),
});
export type YoutubeStatus = z.infer<typeof YoutubeStatus>;

export const YoutubeConfig = z.object({
  quota_limit: z.number().int(),
  educational_threshold: z.number(),
  cache_ttl: z.number().int().describe('Seconds a search result is reused without spending quota.'),
  educational_channels_count: z.number().int(),
});
export type YoutubeConfig = z.infer<typeof YoutubeConfig>;

export const YoutubeTestResult = z.object({
  success: z
    .boolean()
    .describe('False only when a key is set and YouTube could not be reached or refused the call.'),
  status: z
    .enum(['connected', 'failed', 'not_configured'])
    .describe(
      "not_configured: no API key is set, so no call was made and learners' searches use the curated catalogue.",
    ),
  message: z.string().describe('What happened, in a sentence to show.'),
  error: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type YoutubeTestResult = z.infer<typeof YoutubeTestResult>;

export const YoutubeSearchQuery = z.object({
  query: requiredText('A search query', VIDEO_QUERY_MAX_LENGTH),
  max_results: maxResults,
});

export const YoutubeSearchResult = z.object({
  video_id: z.string(),
  title: z.string(),
  channel: z.string(),
  channel_id: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  url: z.string(),
  quality_score: z.number(),
  duration: z.string().nullable(),
  view_count: z.number().int().nullable(),
  published_at: z.string().nullable(),
});
export type YoutubeSearchResult = z.infer<typeof YoutubeSearchResult>;
export const YoutubeSearchReply = z.object({
  videos: z.array(YoutubeSearchResult),
  source: z
    .enum(['youtube', 'catalogue'])
    .describe(
      "youtube: YouTube's results, the ones below the quality threshold too; catalogue: no API key is set, so the " +
        "curated catalogue was searched, as learners' searches are.",
    ),
  message: z.string().describe('Where the results came from, in a sentence to show above them.'),
});
export type YoutubeSearchReply = z.infer<typeof YoutubeSearchReply>;

export const EducationalChannel = z.object({
  channel_id: z.string(),
  title: z.string(),
  configured_name: z.string(),
  thumbnail: z.string(),
  subscriber_count: z.number().int().nullable(),
});
export type EducationalChannel = z.infer<typeof EducationalChannel>;
export const EducationalChannelsReply = z.object({ channels: z.array(EducationalChannel) });
export type EducationalChannelsReply = z.infer<typeof EducationalChannelsReply>;
