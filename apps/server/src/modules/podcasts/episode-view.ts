import type { PodcastEpisode } from '@socratica/contracts';
import { toEpisodeChapters } from './episode-chapters.js';
import type { EpisodeRow } from './podcasts.repository.js';
import type { PodcastUrls } from './podcast-urls.js';

/** The mean rating to two decimals, null before the first rating. */
export const averageOf = (ratingSum: number, totalRatings: number): number | null =>
  totalRatings === 0 ? null : Math.round((ratingSum / totalRatings) * 100) / 100;

export function toPodcastEpisode(row: EpisodeRow, urls: PodcastUrls): PodcastEpisode {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    topic: row.topic,
    duration_seconds: row.durationSeconds,
    audio_url: urls.media(row.audioKey),
    transcript_url: urls.media(row.transcriptKey),
    chapters: toEpisodeChapters(row.chapters),
    is_featured: row.isFeatured,
    is_personal: row.ownerId !== null,
    avg_rating: averageOf(row.ratingSum, row.totalRatings),
    total_ratings: row.totalRatings,
    total_listens: row.totalListens,
    user_rating: row.userRating,
    user_progress: row.userProgress,
    user_completed: row.userCompleted,
    publish_date: row.publishDate.toISOString(),
    created_at: row.createdAt.toISOString(),
    schedule:
      row.scheduleId !== null && row.scheduleTitle !== null
        ? { id: row.scheduleId, title: row.scheduleTitle }
        : null,
  };
}
