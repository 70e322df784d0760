import type {
  EducationalChannel,
  YoutubeConfig,
  YoutubeSearchReply,
  YoutubeSearchResult,
  YoutubeStatus,
  YoutubeTestResult,
} from '@socratica/contracts';
import type { Env } from '../../config/env.js';
import { HttpError } from '../../lib/http-errors.js';
import { searchTerms } from './search-terms.js';
import { CANDIDATE_POOL, type CandidateVideo } from './video-provider.js';
import { YoutubeApiError, type ChannelFacts, type YoutubeClient } from './youtube-client.js';
import type { ScoredVideo, YoutubeProvider } from './youtube-provider.js';
import { QUOTA_COST, type YoutubeQuota } from './youtube-quota.js';

export interface YoutubeMonitorDependencies {
  env: Env;
  quota: YoutubeQuota;
  /** Null when no API key is configured. */
  client: YoutubeClient | null;
  youtube: YoutubeProvider | null;
  channels: ReadonlyMap<string, string>;
  /** Learners' search, moderated and ranked: what the search test runs when YouTube is not configured. */
  learnerSearch(query: string, max: number): Promise<CandidateVideo[]>;
}

/** What one uncached search costs: search.list, then videos.list. */
const SEARCH_COST = QUOTA_COST.search + QUOTA_COST.videos;
/** Channel names and audiences change slowly; looking them up on every visit would spend quota. */
const CHANNELS_CACHE_MS = 24 * 60 * 60 * 1000;

const NOT_CONFIGURED =
  "No YouTube API key is set (SOCRATICA_YOUTUBE_API_KEY), so no call was made: learners' video searches are answered from the curated catalogue. Set the key to search YouTube.";
const SEARCHED_CATALOGUE =
  "No YouTube API key is set, so this searched the curated catalogue, as learners' searches do.";

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The video-search API monitor of the admin panel (spec 2 §3, §7). */
export class YoutubeMonitorService {
  private channelsCache: { at: number; channels: EducationalChannel[] } | null = null;

  constructor(private readonly deps: YoutubeMonitorDependencies) {}

  async status(): Promise<YoutubeStatus> {
    const { client, quota } = this.deps;
    const today = await quota.today();
    const left = today.limit - today.unitsUsed;
    return {
      api_key_configured: client !== null,
      provider: client ? 'youtube' : 'catalogue',
      quota_used_today: today.unitsUsed,
      quota_limit: today.limit,
      quota_percentage_used: round1(Math.min(100, (today.unitsUsed / today.limit) * 100)),
      api_calls_today: today.calls,
      api_available: client !== null && left >= SEARCH_COST && client.lastOutcome?.ok !== false,
      quota_resets_at: today.resetsAt.toISOString(),
    };
  }

  config(): YoutubeConfig {
    const { env, channels } = this.deps;
    return {
      quota_limit: env.SOCRATICA_YOUTUBE_DAILY_QUOTA,
      educational_threshold: env.SOCRATICA_YOUTUBE_EDUCATIONAL_THRESHOLD,
      cache_ttl: env.SOCRATICA_YOUTUBE_CACHE_TTL_SECONDS,
      educational_channels_count: channels.size,
    };
  }

  /** A real call, the cheapest there is (videos.list of the most popular video, 1 unit). */
  async test(): Promise<YoutubeTestResult> {
    const { client } = this.deps;
    if (!client) {
      // Nothing is broken: learners are served, from the catalogue.
      return {
        success: true,
        status: 'not_configured',
        message: NOT_CONFIGURED,
        error: null,
        details: { provider: 'catalogue' },
      };
    }
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const sample = await client.mostPopularVideo();
      return {
        success: true,
        status: 'connected',
        message: `Connected to the YouTube Data API in ${elapsed()} ms.`,
        error: null,
        details: {
          response_time_ms: elapsed(),
          quota_cost: QUOTA_COST.videos,
          base_url: client.baseUrl,
          sample_video_id: sample?.videoId ?? null,
          sample_title: sample?.title ?? null,
        },
      };
    } catch (error) {
      if (!(error instanceof YoutubeApiError)) throw error;
      return {
        success: false,
        status: 'failed',
        message: error.message,
        error: error.failure,
        details: {
          response_time_ms: elapsed(),
          base_url: client.baseUrl,
          http_status: error.status,
          reason: error.reason,
        },
      };
    }
  }

  /**
   * With a key, YouTube's results with their quality scores, the ones below the threshold too, and no
   * fallback; it asks for the learners' candidate pool, so that it shares their cache entries. Without
   * one, the curated catalogue, searched as learners' searches search it.
   */
  async search(query: string, max: number): Promise<YoutubeSearchReply> {
    const { youtube, env } = this.deps;
    if (!youtube) {
      const videos = await this.deps.learnerSearch(query, max);
      return { videos: videos.map(toSearchResult), source: 'catalogue', message: SEARCHED_CATALOGUE };
    }
    let results: ScoredVideo[];
    try {
      results = await youtube.scoredResults(searchTerms(query), CANDIDATE_POOL);
    } catch (error) {
      if (!(error instanceof YoutubeApiError)) throw error;
      const quota = error.failure === 'quota_exhausted' || error.failure === 'quota_exceeded';
      throw new HttpError(quota ? 503 : 502, error.message, {}, { cause: error });
    }
    return {
      videos: results.slice(0, max).map(toSearchResult),
      source: 'youtube',
      message: `Searched YouTube, in its order. Learners are never suggested a result scoring below ${env.SOCRATICA_YOUTUBE_EDUCATIONAL_THRESHOLD}, nor a blacklisted or blocked one.`,
    };
  }

  /**
   * The configured educational channels, with YouTube's titles, pictures and audiences when a key is
   * set (kept a day); with the configured names alone otherwise, or when YouTube cannot answer.
   */
  async educationalChannels(): Promise<EducationalChannel[]> {
    const { client, channels } = this.deps;
    const configured = [...channels.entries()].map(([channelId, name]) => ({
      channel_id: channelId,
      title: name,
      configured_name: name,
      thumbnail: '',
      subscriber_count: null,
    }));
    if (!client || configured.length === 0) return configured;
    if (this.channelsCache && Date.now() - this.channelsCache.at < CHANNELS_CACHE_MS) {
      return this.channelsCache.channels;
    }
    let facts: Map<string, ChannelFacts>;
    try {
      facts = new Map((await client.channels([...channels.keys()])).map((f) => [f.channelId, f]));
    } catch (error) {
      if (!(error instanceof YoutubeApiError)) throw error;
      return configured;
    }
    const found = configured.map((channel) => {
      const fact = facts.get(channel.channel_id);
      return fact
        ? {
            ...channel,
            title: fact.title || channel.configured_name,
            thumbnail: fact.thumbnail,
            subscriber_count: fact.subscriberCount,
          }
        : channel;
    });
    this.channelsCache = { at: Date.now(), channels: found };
    return found;
  }
}

function toSearchResult(video: CandidateVideo): YoutubeSearchResult {
  return {
    video_id: video.videoId,
    title: video.title,
    channel: video.channel,
    channel_id: video.channelId,
    description: video.description,
    thumbnail: video.thumbnail,
    url: `https://www.youtube.com/watch?v=${video.videoId}`,
    quality_score: video.quality,
    duration: video.duration,
    view_count: video.viewCount,
    published_at: video.publishedAt,
  };
}
