import type { EpisodeChapter, JsonChaptersDocument } from '@socratica/contracts';

/** An episode's chapter as the episode row keeps it (`podcast_episodes.chapters`). */
export interface StoredChapter {
  startSeconds: number;
  title: string;
}

/**
 * The chapters of a finished episode (issue 39): one per segment of its script, starting where the mix put
 * the segment's first turn. Stored with the episode when it is published, because only the mix knows these
 * times; the first starts at 0 so that a player's list covers the lead-in too.
 */
export function chaptersOf(
  segments: readonly { title: string }[],
  segmentStartSeconds: readonly number[],
): StoredChapter[] {
  return segments.map((segment, index) => ({
    startSeconds: index === 0 ? 0 : Math.round((segmentStartSeconds[index] ?? 0) * 100) / 100,
    title: segment.title.trim(),
  }));
}

/** "04:05", or "1:02:05" past the hour: how the description and the player write a time. */
export function clockTime(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}`
    : `${String(minutes).padStart(2, '0')}:${rest}`;
}

export const toEpisodeChapters = (stored: readonly StoredChapter[]): EpisodeChapter[] =>
  stored.map((chapter) => ({ start_seconds: chapter.startSeconds, title: chapter.title }));

/** The Podcasting 2.0 JSON Chapters document, version 1.2, for `podcast:chapters`. */
export function jsonChapters(
  episode: { title: string; chapters: readonly StoredChapter[] },
  podcastName: string,
): JsonChaptersDocument {
  return {
    version: '1.2.0',
    title: episode.title,
    podcastName,
    chapters: episode.chapters.map((chapter) => ({ startTime: chapter.startSeconds, title: chapter.title })),
  };
}
