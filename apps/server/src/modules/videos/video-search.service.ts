import {
  VIDEO_SEARCH_MAX_RESULTS,
  YOUTUBE_VIDEO_ID,
  type Video,
  type VideoSearchReply,
} from '@socratica/contracts';
import type { Env } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import type { ContentFilterService } from '../content-filter/content-filter.service.js';
import type { VideoFeedbackService } from '../video-feedback/video-feedback.service.js';
import { CatalogueProvider } from './catalogue-provider.js';
import { educationalChannels } from './educational-channels.js';
import { searchTerms } from './search-terms.js';
import { VideoCatalogueRepository } from './video-catalogue.repository.js';
import { CANDIDATE_POOL, type CandidateVideo, type VideoProvider } from './video-provider.js';
import { rankVideos } from './video-ranking.js';
import { YoutubeApiError, YoutubeClient } from './youtube-client.js';
import { YoutubeMonitorService } from './youtube-monitor.service.js';
import { YoutubeProvider } from './youtube-provider.js';
import { YoutubeQuota } from './youtube-quota.js';
import { YoutubeSearchCache } from './youtube-search-cache.js';
import { YoutubeRepository } from './youtube.repository.js';
import { LearnerSearchLimit } from './learner-search-limit.js';

/** Where the search says that YouTube failed and the catalogue answered instead. */
interface VideoSearchLog {
  warn(details: object, message: string): void;
}

export interface VideoSearchDependencies {
  db: Database;
  env: Env;
  contentFilter: ContentFilterService;
  feedback: VideoFeedbackService;
  log?: VideoSearchLog;
}

export interface VideoQuery {
  query: string;
  /** Recent chat text that sharpens the query. */
  context?: string;
  maxResults?: number;
  excludeVideoIds?: string[];
}

function toVideo(video: CandidateVideo): Video {
  return {
    video_id: video.videoId,
    url: `https://www.youtube.com/watch?v=${video.videoId}`,
    title: video.title,
    channel: video.channel,
    channel_id: video.channelId,
    thumbnail: video.thumbnail,
    description: video.description,
    view_count: video.viewCount,
    duration: video.duration,
    metadata: {
      title: video.title,
      channel: video.channel,
      embed_url: `https://www.youtube-nocookie.com/embed/${video.videoId}`,
    },
    valid: true,
  };
}

/**
 * Video search (DESIGN D12): YouTube when a key is configured, the curated catalogue otherwise or
 * whenever YouTube fails, runs out of quota or finds nothing suitable. Either way the blacklist, the
 * blocked videos and the content filters apply, and learners' upvotes lift a video.
 */
export class VideoSearchService {
  /** The video-search API monitor; it shares this search's YouTube client and quota. */
  readonly monitor: YoutubeMonitorService;
  private readonly providers: VideoProvider[];
  private readonly catalogue: CatalogueProvider;
  private readonly youtubeConfigured: boolean;
  private readonly channels: ReadonlyMap<string, string>;
  private readonly learnerLimit: LearnerSearchLimit;

  constructor(private readonly deps: VideoSearchDependencies) {
    const { db, env } = deps;
    this.learnerLimit = new LearnerSearchLimit(env.SOCRATICA_VIDEO_SEARCHES_PER_MINUTE);
    this.channels = educationalChannels(env.SOCRATICA_YOUTUBE_EDUCATIONAL_CHANNELS);
    const youtubeRepository = new YoutubeRepository(db);
    const quota = new YoutubeQuota(youtubeRepository, env.SOCRATICA_YOUTUBE_DAILY_QUOTA);
    const client = env.SOCRATICA_YOUTUBE_API_KEY
      ? new YoutubeClient({
          apiKey: env.SOCRATICA_YOUTUBE_API_KEY,
          baseUrl: env.SOCRATICA_YOUTUBE_BASE_URL,
          timeoutMs: env.SOCRATICA_YOUTUBE_TIMEOUT_SECONDS * 1000,
          quota,
        })
      : null;
    const youtube = client
      ? new YoutubeProvider(
          client,
          new YoutubeSearchCache(youtubeRepository, env.SOCRATICA_YOUTUBE_CACHE_TTL_SECONDS),
          {
            educationalChannels: this.channels,
            educationalThreshold: env.SOCRATICA_YOUTUBE_EDUCATIONAL_THRESHOLD,
          },
        )
      : null;
    const catalogue = new CatalogueProvider(new VideoCatalogueRepository(db));
    this.catalogue = catalogue;
    this.youtubeConfigured = youtube !== null;
    this.providers = youtube ? [youtube, catalogue] : [catalogue];
    this.monitor = new YoutubeMonitorService({
      env,
      quota,
      client,
      youtube,
      channels: this.channels,
      // Without a key the monitor's search test runs exactly what learners' searches run.
      learnerSearch: (query, max) => this.candidates({ query, maxResults: max }),
    });
  }

  /**
   * A search a learner asked for: counted against their searches per minute, then as `search`. An empty
   * result says whether that is because no video has been added to the catalogue yet.
   */
  async searchFor(learnerId: number, query: VideoQuery, signal?: AbortSignal): Promise<VideoSearchReply> {
    this.learnerLimit.take(learnerId);
    const videos = await this.search(query, signal);
    const catalogueEmpty = videos.length === 0 && !this.youtubeConfigured && (await this.catalogue.isEmpty());
    return { videos, catalogue_empty: catalogueEmpty };
  }

  /** Videos for a query, after the blacklist, the blocked videos and the content filters. */
  async search(query: VideoQuery, signal?: AbortSignal): Promise<Video[]> {
    return (await this.candidates(query, signal)).map(toVideo);
  }

  /** The videos `search` answers, ranked, with the scores their provider gave them. */
  private async candidates(query: VideoQuery, signal?: AbortSignal): Promise<CandidateVideo[]> {
    const max = Math.min(
      VIDEO_SEARCH_MAX_RESULTS,
      Math.max(1, Math.floor(query.maxResults ?? VIDEO_SEARCH_MAX_RESULTS)),
    );
    const terms = searchTerms(query.query, query.context);
    if (terms.query === '') return [];
    const excluded = new Set(query.excludeVideoIds ?? []);

    for (const [index, provider] of this.providers.entries()) {
      const last = index === this.providers.length - 1;
      let candidates: CandidateVideo[];
      try {
        candidates = await provider.search(terms, CANDIDATE_POOL, signal);
      } catch (error) {
        if (signal?.aborted || last) throw error;
        this.deps.log?.warn(
          error instanceof YoutubeApiError
            ? { provider: provider.name, failure: error.failure, reason: error.message }
            : { provider: provider.name, err: error },
          'video search: YouTube failed, answering from the curated catalogue',
        );
        continue;
      }
      const allowed = await this.moderated(candidates, excluded);
      if (allowed.length === 0 && !last) continue;
      const upvotes =
        allowed.length > 0
          ? await this.deps.feedback.upvoteCounts(allowed.map((video) => video.videoId))
          : new Map<string, number>();
      return rankVideos(allowed, { educationalChannels: this.channels, upvotes }).slice(0, max);
    }
    return [];
  }

  /** The candidates learners may see: not excluded by the caller, blacklisted, blocked or filtered. */
  private async moderated(candidates: CandidateVideo[], excluded: Set<string>): Promise<CandidateVideo[]> {
    if (candidates.length === 0) return [];
    const [blacklist, blocked] = await Promise.all([
      this.deps.feedback.exclusions(),
      this.deps.contentFilter.blockedVideoIds(),
    ]);
    const seen = new Set<string>();
    const allowed = candidates.filter((video) => {
      if (seen.has(video.videoId)) return false;
      seen.add(video.videoId);
      return (
        YOUTUBE_VIDEO_ID.test(video.videoId) &&
        !excluded.has(video.videoId) &&
        !blacklist.videoIds.has(video.videoId) &&
        !blacklist.channelIds.has(video.channelId) &&
        !blocked.has(video.videoId)
      );
    });
    const verdicts = await Promise.all(
      allowed.map((video) => this.deps.contentFilter.check(`${video.title}\n${video.description}`)),
    );
    return allowed.filter((_, index) => verdicts[index] === null);
  }
}
