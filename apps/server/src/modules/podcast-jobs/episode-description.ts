import type { PodcastScript } from '../../coach/podcast-script.js';
import type { PodcastJobRow } from './podcast-jobs.repository.js';

/** Shorter than this share of the minutes asked, an episode says so first. */
const SHORT_SHARE = 0.85;

/**
 * The episode's description for listeners, from what the requester wrote: led by a note when the finished
 * audio is shorter than asked (its length measured, not estimated from words); then its sources, with their
 * licences and links. Nothing about how it was produced.
 */
export function episodeDescription(
  job: Pick<PodcastJobRow, 'description' | 'topic' | 'durationMinutes'>,
  script: Pick<PodcastScript, 'shortfallNote' | 'sources'>,
  durationSeconds: number,
): string {
  const parts = [job.description.trim() || `A two-host conversation about ${job.topic}.`];
  // First, so that the cards' 200-character blurb and a podcast app's summary show it before anyone plays.
  if (script.shortfallNote !== null || durationSeconds < job.durationMinutes * 60 * SHORT_SHARE) {
    parts.unshift(shortNote(job, durationSeconds));
  }
  if (script.sources.length > 0) parts.push(`Sources: ${script.sources.join('; ')}.`);
  return parts.join('\n\n');
}

/** "This episode runs 3:07, shorter than the 10 minutes asked: …", from the finished audio. */
function shortNote(job: Pick<PodcastJobRow, 'topic' | 'durationMinutes'>, durationSeconds: number): string {
  const total = Math.max(1, Math.round(durationSeconds));
  const length = `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
  return `This episode runs ${length}, shorter than the ${job.durationMinutes} minutes asked: there was not enough source material on “${job.topic}” for more.`;
}
