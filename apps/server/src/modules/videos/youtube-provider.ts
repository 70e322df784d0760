import { qualityScore } from './quality-score.js';
import { searchText } from './search-terms.js';
import type { CandidateVideo, SearchTerms, VideoFacts, VideoProvider } from './video-provider.js';
import { YoutubeApiError, type VideoStats, type YoutubeClient } from './youtube-client.js';
import { YoutubeSearchCache } from './youtube-search-cache.js';

export interface YoutubeProviderOptions {
  educationalChannels: ReadonlyMap<string, string>;
  /** Videos scoring below this (0 to 10) are not proposed. */
  educationalThreshold: number;
}

/** A scored YouTube result, with the reasons for its score. */
export interface ScoredVideo extends CandidateVideo {
  reasons: string[];
}

/** Searches YouTube (search.list, then videos.list for lengths and views), through the cache. */
export class YoutubeProvider implements VideoProvider {
  readonly name = 'youtube' as const;

  constructor(
    private readonly client: YoutubeClient,
    private readonly cache: YoutubeSearchCache,
    private readonly options: YoutubeProviderOptions,
  ) {}

  async search(terms: SearchTerms, max: number, signal?: AbortSignal): Promise<CandidateVideo[]> {
    const scored = await this.scoredResults(terms, max, signal);
    return scored.filter((video) => video.quality >= this.options.educationalThreshold);
  }

  /** Every result with its quality score, the ones below the threshold too (the monitor shows them). */
  async scoredResults(terms: SearchTerms, max: number, signal?: AbortSignal): Promise<ScoredVideo[]> {
    const facts = await this.facts(searchText(terms), max, signal);
    return facts.map((video, index) => {
      const verdict = qualityScore({
        title: video.title,
        description: video.description,
        duration: video.duration,
        viewCount: video.viewCount,
        educationalChannel: this.options.educationalChannels.has(video.channelId),
      });
      // YouTube orders by relevance: the first result is the best match.
      const relevance = facts.length <= 1 ? 1 : 1 - index / facts.length;
      return { ...video, quality: verdict.score, relevance, reasons: verdict.reasons };
    });
  }

  private async facts(text: string, max: number, signal?: AbortSignal): Promise<VideoFacts[]> {
    const key = YoutubeSearchCache.key(text, max);
    const cached = await this.cache.get(key);
    if (cached) return cached;
    const found = await this.client.searchVideos(text, max, signal);
    let stats: Map<string, VideoStats>;
    try {
      stats = await this.client.videoStats(
        found.map((video) => video.videoId),
        signal,
      );
    } catch (error) {
      // The search is paid for: use it, without lengths and views, but do not keep it, so that the
      // next search of these words scores them fully.
      if (signal?.aborted || !(error instanceof YoutubeApiError)) throw error;
      return found;
    }
    const facts = found.map((video) => ({ ...video, ...stats.get(video.videoId) }));
    await this.cache.put(key, facts);
    return facts;
  }
}
