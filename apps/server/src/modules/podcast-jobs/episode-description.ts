import type { PodcastScript } from '../../coach/podcast-script.js';
import { clockTime, type StoredChapter } from '../podcasts/episode-chapters.js';
import { coveredSectionTitles, spokenList } from './covered-sections.js';
import type { PodcastJobRow } from './podcast-jobs.repository.js';

/** Shorter than this share of the minutes asked, an episode says so first. */
const SHORT_SHARE = 0.85;

/**
 * The episode's description for listeners (issue 39): led by a note when the finished audio is shorter than
 * asked (its length measured, not estimated from words); then what the requester wrote, or, without it, the
 * sections it covers; when the model failed and the offline writer wrote it, that (issue 38); then its
 * outline, each segment with where it starts in the audio and the whole length; and its sources, with their
 * licences and links.
 */
export function episodeDescription(
  job: Pick<PodcastJobRow, 'description' | 'topic' | 'durationMinutes'>,
  script: Pick<PodcastScript, 'shortfallNote' | 'sources' | 'writtenOffline'> & {
    segments?: readonly { title: string }[];
  },
  durationSeconds: number,
  chapters: readonly StoredChapter[] = [],
): string {
  const covered = coveredSectionTitles(script.segments ?? [], job.topic);
  const about =
    covered.length > 0
      ? `A two-host conversation about ${job.topic}: ${spokenList(covered)}.`
      : `A two-host conversation about ${job.topic}.`;
  const parts = [job.description.trim() || about];
  if (script.writtenOffline) parts.push(WRITTEN_OFFLINE);
  // First, so that the cards' 200-character blurb and a podcast app's summary show it before anyone plays.
  if (script.shortfallNote !== null || durationSeconds < job.durationMinutes * 60 * SHORT_SHARE) {
    parts.unshift(shortNote(job, durationSeconds, script.shortfallNote !== null));
  }
  if (chapters.length > 0) {
    const lines = chapters.map((chapter) => `${clockTime(chapter.startSeconds)} ${chapter.title}`);
    parts.push([`In this episode (${clockTime(durationSeconds)}):`, ...lines].join('\n'));
  }
  if (script.sources.length > 0) parts.push(`Sources: ${script.sources.join('; ')}.`);
  return parts.join('\n\n');
}

const WRITTEN_OFFLINE =
  'The AI model could not write a usable script for this episode, so the built-in offline writer wrote it from the sources.';

/**
 * "This episode runs 3:07, shorter than the 10 minutes asked", from the finished audio, with the reason only
 * when the writer said its sources ran out: a voice that speaks faster than planned is no lack of material.
 */
function shortNote(
  job: Pick<PodcastJobRow, 'topic' | 'durationMinutes'>,
  durationSeconds: number,
  sourcesRanOut: boolean,
): string {
  const total = Math.max(1, Math.round(durationSeconds));
  const length = `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
  const asked = `This episode runs ${length}, shorter than the ${job.durationMinutes} minutes asked`;
  return sourcesRanOut
    ? `${asked}: there was not enough source material on “${job.topic}” for more.`
    : `${asked}.`;
}
