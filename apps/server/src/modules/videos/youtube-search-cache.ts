import { z } from 'zod';
import { normalizeQuery } from './search-terms.js';
import { VideoFacts } from './video-provider.js';
import type { YoutubeRepository } from './youtube.repository.js';

const CachedFacts = z.array(VideoFacts);

/** One in this many writes also clears expired entries, so that the table does not grow without end. */
const PRUNE_EVERY = 20;

/**
 * YouTube's answers to searches, kept for the configured time: a repeated search costs no quota and
 * makes no call. It keeps the answers as YouTube gave them, before moderation, because the
 * blacklists and filters may change while an answer is kept.
 */
export class YoutubeSearchCache {
  private writes = 0;

  constructor(
    private readonly repository: YoutubeRepository,
    private readonly ttlSeconds: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  static key(searchText: string, max: number): string {
    return `${normalizeQuery(searchText)}|${max}`;
  }

  async get(key: string): Promise<VideoFacts[] | null> {
    if (this.ttlSeconds === 0) return null;
    const stored = await this.repository.cachedSearch(key, this.now());
    if (stored === null) return null;
    // An entry written by another version of the server counts as a miss, not an error.
    const parsed = CachedFacts.safeParse(stored);
    return parsed.success ? parsed.data : null;
  }

  async put(key: string, facts: VideoFacts[]): Promise<void> {
    if (this.ttlSeconds === 0) return;
    const now = this.now();
    await this.repository.cacheSearch(key, facts, new Date(now.getTime() + this.ttlSeconds * 1000));
    if (++this.writes % PRUNE_EVERY === 0) await this.repository.deleteExpiredSearches(now);
  }
}
