import type { PodcastScript } from '../../coach/podcast-script.js';
import type { PodcastJobRow } from './podcast-jobs.repository.js';

/**
 * The episode's description, from what the requester wrote and what the script says of itself: the
 * coach's own note when the episode is shorter than asked, and its sources (D18).
 */
export function episodeDescription(
  job: Pick<PodcastJobRow, 'description' | 'topic'>,
  script: Pick<PodcastScript, 'shortfallNote' | 'sources'>,
): string {
  const parts = [job.description.trim() || `A two-host conversation about ${job.topic}.`];
  if (script.shortfallNote) parts.push(script.shortfallNote);
  if (script.sources.length > 0) parts.push(`Sources: ${script.sources.join('; ')}.`);
  return parts.join('\n\n');
}
