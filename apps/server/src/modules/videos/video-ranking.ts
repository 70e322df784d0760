import type { CandidateVideo } from './video-provider.js';

/** How much a perfect match to the query is worth against the 0-to-10 quality. */
const RELEVANCE_WEIGHT = 4;
const EDUCATIONAL_BOOST = 1.5;
const MAX_UPVOTE_BOOST = 3;

export interface RankingSignals {
  educationalChannels: ReadonlyMap<string, string>;
  upvotes: ReadonlyMap<string, number>;
}

/** Learners' upvotes lift a video, with diminishing returns: 1 upvote +1, 3 upvotes +2, 7 or more +3. */
export function upvoteBoost(upvotes: number): number {
  return Math.min(MAX_UPVOTE_BOOST, Math.log2(1 + Math.max(0, upvotes)));
}

/** A video's place in the results: its quality, its relevance, its channel and its upvotes. */
function rankScore(video: CandidateVideo, signals: RankingSignals): number {
  return (
    video.quality +
    RELEVANCE_WEIGHT * video.relevance +
    (signals.educationalChannels.has(video.channelId) ? EDUCATIONAL_BOOST : 0) +
    upvoteBoost(signals.upvotes.get(video.videoId) ?? 0)
  );
}

/** The candidates best first; equal scores keep the provider's order. */
export function rankVideos<T extends CandidateVideo>(videos: T[], signals: RankingSignals): T[] {
  return videos
    .map((video, index) => ({ video, index, score: rankScore(video, signals) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ video }) => video);
}
