import { z } from 'zod';
import { RemoteCallError } from '../../lib/remote-call-error.js';
import { decodeHtmlEntities } from './html-entities.js';
import type { VideoFacts } from './video-provider.js';
import { QUOTA_COST, type YoutubeQuota } from './youtube-quota.js';

export type YoutubeFailure =
  /** Our own count says the day's quota would run out: no call was made. */
  | 'quota_exhausted'
  /** YouTube answered 403 quotaExceeded. */
  | 'quota_exceeded'
  | 'timeout'
  | 'http_error'
  | 'network'
  | 'bad_response';

/** A failed call to the YouTube Data API. Its message never holds the API key. */
export class YoutubeApiError extends RemoteCallError<YoutubeFailure> {
  override name = 'YoutubeApiError';
  constructor(
    failure: YoutubeFailure,
    message: string,
    status: number | null = null,
    /** YouTube's own word for the error, such as quotaExceeded. */
    readonly reason: string | null = null,
  ) {
    super(failure, message, status);
  }
}

export interface YoutubeClientOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  quota: YoutubeQuota;
}

/** How the last call to YouTube went, for the monitor's "available" light. */
export interface CallOutcome {
  at: Date;
  ok: boolean;
  message: string;
}

export interface VideoStats {
  duration: string | null;
  viewCount: number | null;
}

export interface ChannelFacts {
  channelId: string;
  title: string;
  thumbnail: string;
  subscriberCount: number | null;
}

const Thumbnails = z.record(z.string(), z.object({ url: z.string() }).loose()).optional();

const SearchList = z.object({
  items: z
    .array(
      z
        .object({
          id: z.object({ videoId: z.string().optional() }).loose().optional(),
          snippet: z
            .object({
              title: z.string().default(''),
              description: z.string().default(''),
              channelId: z.string().default(''),
              channelTitle: z.string().default(''),
              publishedAt: z.string().optional(),
              thumbnails: Thumbnails,
            })
            .loose()
            .optional(),
        })
        .loose(),
    )
    .default([]),
});

/** YouTube sends counts as strings of digits. */
const Count = z.union([z.string(), z.number()]).optional();

const VideoList = z.object({
  items: z
    .array(
      z
        .object({
          id: z.string(),
          snippet: z
            .object({ title: z.string().default('') })
            .loose()
            .optional(),
          contentDetails: z.object({ duration: z.string().optional() }).loose().optional(),
          statistics: z.object({ viewCount: Count }).loose().optional(),
        })
        .loose(),
    )
    .default([]),
});

const ChannelList = z.object({
  items: z
    .array(
      z
        .object({
          id: z.string(),
          snippet: z
            .object({ title: z.string().default(''), thumbnails: Thumbnails })
            .loose()
            .optional(),
          statistics: z.object({ subscriberCount: Count }).loose().optional(),
        })
        .loose(),
    )
    .default([]),
});

const ErrorReply = z.object({
  error: z
    .object({
      message: z.string().optional(),
      errors: z.array(z.object({ reason: z.string().optional() }).loose()).optional(),
    })
    .loose(),
});

/** Reasons YouTube gives when the project's daily quota is gone (not the per-second rate limit). */
const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded']);

const toCount = (value: string | number | undefined): number | null => {
  if (value === undefined) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};

const bestThumbnail = (thumbnails: z.infer<typeof Thumbnails>): string | undefined =>
  thumbnails?.high?.url ?? thumbnails?.medium?.url ?? thumbnails?.default?.url;

/** YouTube's messages carry HTML links; the monitor shows text. */
const plainText = (message: string) => message.replace(/<[^>]*>/g, '').trim();

/**
 * The YouTube Data API v3 calls Socratica makes, each paid for from the daily quota before it is
 * made and abandoned after the configured time.
 */
export class YoutubeClient {
  /** Null until the first call of this process. */
  lastOutcome: CallOutcome | null = null;

  constructor(private readonly options: YoutubeClientOptions) {}

  get baseUrl(): string {
    return this.options.baseUrl;
  }

  /** search.list: embeddable videos safe for schools, in YouTube's order of relevance. */
  async searchVideos(query: string, maxResults: number, signal?: AbortSignal): Promise<VideoFacts[]> {
    const body = await this.call(
      'search',
      {
        part: 'snippet',
        type: 'video',
        videoEmbeddable: 'true',
        safeSearch: 'strict',
        q: query,
        maxResults: String(maxResults),
      },
      QUOTA_COST.search,
      signal,
    );
    const parsed = this.parse(SearchList, body, 'search');
    const facts: VideoFacts[] = [];
    for (const item of parsed.items) {
      const videoId = item.id?.videoId;
      if (!videoId || !item.snippet) continue;
      facts.push({
        videoId,
        title: decodeHtmlEntities(item.snippet.title),
        description: decodeHtmlEntities(item.snippet.description),
        channel: decodeHtmlEntities(item.snippet.channelTitle),
        channelId: item.snippet.channelId,
        thumbnail:
          bestThumbnail(item.snippet.thumbnails) ?? `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`,
        duration: null,
        viewCount: null,
        publishedAt: item.snippet.publishedAt ?? null,
      });
    }
    return facts;
  }

  /** videos.list: the length and view count that search.list leaves out. */
  async videoStats(videoIds: string[], signal?: AbortSignal): Promise<Map<string, VideoStats>> {
    if (videoIds.length === 0) return new Map();
    const body = await this.call(
      'videos',
      { part: 'contentDetails,statistics', id: videoIds.join(','), maxResults: String(videoIds.length) },
      QUOTA_COST.videos,
      signal,
    );
    const parsed = this.parse(VideoList, body, 'videos');
    return new Map(
      parsed.items.map((item) => [
        item.id,
        {
          duration: item.contentDetails?.duration ?? null,
          viewCount: toCount(item.statistics?.viewCount),
        },
      ]),
    );
  }

  /** channels.list: names, pictures and audiences, up to 50 channels a call. */
  async channels(channelIds: string[], signal?: AbortSignal): Promise<ChannelFacts[]> {
    const facts: ChannelFacts[] = [];
    for (let start = 0; start < channelIds.length; start += 50) {
      const ids = channelIds.slice(start, start + 50);
      const body = await this.call(
        'channels',
        { part: 'snippet,statistics', id: ids.join(','), maxResults: '50' },
        QUOTA_COST.channels,
        signal,
      );
      for (const item of this.parse(ChannelList, body, 'channels').items) {
        facts.push({
          channelId: item.id,
          title: decodeHtmlEntities(item.snippet?.title ?? ''),
          thumbnail: bestThumbnail(item.snippet?.thumbnails) ?? '',
          subscriberCount: toCount(item.statistics?.subscriberCount),
        });
      }
    }
    return facts;
  }

  /** The cheapest real call there is (1 unit): today's most popular video. */
  async mostPopularVideo(signal?: AbortSignal): Promise<{ videoId: string; title: string } | null> {
    const body = await this.call(
      'videos',
      { part: 'snippet', chart: 'mostPopular', maxResults: '1' },
      QUOTA_COST.videos,
      signal,
    );
    const [item] = this.parse(VideoList, body, 'videos').items;
    return item ? { videoId: item.id, title: decodeHtmlEntities(item.snippet?.title ?? '') } : null;
  }

  private parse<T extends z.ZodType>(schema: T, body: unknown, endpoint: string): z.infer<T> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw this.failed(
        new YoutubeApiError('bad_response', `YouTube's ${endpoint} answer was not in the expected shape.`),
      );
    }
    return parsed.data;
  }

  private failed(error: YoutubeApiError): YoutubeApiError {
    this.lastOutcome = { at: new Date(), ok: false, message: error.message };
    return error;
  }

  private async call(
    endpoint: string,
    params: Record<string, string>,
    units: number,
    signal: AbortSignal | undefined,
  ): Promise<unknown> {
    if (!(await this.options.quota.spend(units))) {
      throw new YoutubeApiError(
        'quota_exhausted',
        `Today's YouTube quota (${this.options.quota.limit} units) is used up; it resets at ${this.options.quota.nextReset().toISOString()}.`,
      );
    }
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/${endpoint}?${new URLSearchParams({
      ...params,
      key: this.options.apiKey,
    }).toString()}`;
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;

    let status: number;
    let text: string;
    try {
      const response = await fetch(url, { signal: combined, headers: { accept: 'application/json' } });
      status = response.status;
      text = await response.text();
    } catch (error) {
      // The caller gave up (a learner left): not YouTube's failure.
      if (signal?.aborted) throw error;
      if (timeout.aborted) {
        throw this.failed(
          new YoutubeApiError(
            'timeout',
            `YouTube did not answer ${endpoint} within ${this.options.timeoutMs / 1000} s.`,
          ),
        );
      }
      // Only the code of the cause: the message of a fetch error may carry the URL, and so the key.
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      throw this.failed(
        new YoutubeApiError(
          'network',
          `YouTube could not be reached${typeof code === 'string' ? ` (${code})` : ''}.`,
        ),
      );
    }

    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    if (status < 200 || status >= 300) {
      const error = ErrorReply.safeParse(body);
      const reason = error.success ? (error.data.error.errors?.[0]?.reason ?? null) : null;
      const message =
        error.success && error.data.error.message
          ? plainText(error.data.error.message).replaceAll(this.options.apiKey, '[key]')
          : '';
      if (status === 403 && reason !== null && QUOTA_REASONS.has(reason)) {
        await this.options.quota.exhaust();
        throw this.failed(
          new YoutubeApiError(
            'quota_exceeded',
            `YouTube says the daily quota is exceeded${message ? `: ${message}` : '.'}`,
            status,
            reason,
          ),
        );
      }
      throw this.failed(
        new YoutubeApiError(
          'http_error',
          `YouTube answered ${endpoint} with HTTP ${status}${message ? `: ${message}` : '.'}`,
          status,
          reason,
        ),
      );
    }
    if (body === null) {
      throw this.failed(new YoutubeApiError('bad_response', `YouTube's ${endpoint} answer was not JSON.`));
    }
    this.lastOutcome = { at: new Date(), ok: true, message: `${endpoint} answered` };
    return body;
  }
}
