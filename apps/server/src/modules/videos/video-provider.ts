import { z } from 'zod';

/** What a provider knows about a video, before anyone judges it. */
export const VideoFacts = z.object({
  videoId: z.string(),
  title: z.string(),
  description: z.string(),
  channel: z.string(),
  channelId: z.string(),
  thumbnail: z.string(),
  /** ISO 8601, like PT8M21S; null when unknown. */
  duration: z.string().nullable(),
  viewCount: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
});
export type VideoFacts = z.infer<typeof VideoFacts>;

/** A video a provider proposes for a search, with how good and how relevant it judged it. */
export interface CandidateVideo extends VideoFacts {
  /** 0 to 10: the curated score for the catalogue, the heuristic of quality-score.ts for YouTube. */
  quality: number;
  /** 0 to 1: how well the video answers the query, by the provider's own ranking. */
  relevance: number;
}

/** The words a search looks for: the learner's query first, and a few salient words of the chat. */
export interface SearchTerms {
  query: string;
  contextWords: string[];
}

/**
 * How many candidates a provider is asked for, whatever the number of results wanted: room for what
 * moderation removes, and one cache entry (one quota spend) for every result count.
 */
export const CANDIDATE_POOL = 20;

export interface VideoProvider {
  readonly name: 'youtube' | 'catalogue';
  search(terms: SearchTerms, max: number, signal?: AbortSignal): Promise<CandidateVideo[]>;
}
