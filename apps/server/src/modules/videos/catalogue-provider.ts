import { catalogueChannelId } from './catalogue-channel.js';
import { anyWordTsQuery } from './catalogue-query.js';
import { matchedCategories } from './topic-rules.js';
import type { VideoCatalogueRepository } from './video-catalogue.repository.js';
import type { CandidateVideo, SearchTerms, VideoProvider } from './video-provider.js';

/**
 * The curated catalogue: used without a YouTube key, and whenever YouTube cannot answer. Topic rules
 * that match the query lift the videos of their categories.
 */
export class CatalogueProvider implements VideoProvider {
  readonly name = 'catalogue' as const;

  constructor(private readonly repository: VideoCatalogueRepository) {}

  /** Whether the catalogue has no video to offer at all: nothing has been added, or nothing is available. */
  isEmpty(): Promise<boolean> {
    return this.repository.isEmpty();
  }

  async search(terms: SearchTerms, max: number): Promise<CandidateVideo[]> {
    const queryTs = anyWordTsQuery([terms.query]);
    if (queryTs === null) return [];
    const ruleCategories = matchedCategories(await this.repository.enabledRules(), terms.query);
    const matches = await this.repository.search(
      queryTs,
      anyWordTsQuery(terms.contextWords),
      ruleCategories,
      max,
    );
    return matches.map((match) => ({
      videoId: match.videoId,
      title: match.title,
      description: match.description,
      channel: match.channel,
      channelId: catalogueChannelId(match.channelId, match.channel),
      thumbnail: `https://i.ytimg.com/vi/${match.videoId}/hqdefault.jpg`,
      duration: match.duration,
      viewCount: match.viewCount,
      publishedAt: null,
      quality: match.qualityScore,
      relevance: match.relevance,
    }));
  }
}
