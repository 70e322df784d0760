import type { PodcastScript } from '../../coach/podcast-script.js';
import { mostlyRepeated, type ScriptRepetition } from '../../coach/podcast/script-repetition.js';
import { easternTime } from '../../lib/eastern-time.js';
import type { PodcastJobRow } from './podcast-jobs.repository.js';

/** The schedule's earlier episode this one's script was compared with, and how much of it came again. */
export interface EarlierEpisode {
  title: string;
  publishedAt: Date;
  repetition: ScriptRepetition;
}

/** Shorter than this share of the minutes asked, an episode says so first. */
const SHORT_SHARE = 0.85;

/**
 * The episode's description for listeners, from what the requester wrote: led by a note when the finished
 * audio is shorter than asked (its length measured, not estimated from words), or when it mostly repeats
 * the schedule's earlier episode (decision 030); then its sources. Nothing about how it was produced.
 */
export function episodeDescription(
  job: Pick<PodcastJobRow, 'title' | 'description' | 'topic' | 'scriptProvider' | 'durationMinutes'>,
  script: Pick<PodcastScript, 'shortfallNote' | 'sources'>,
  durationSeconds: number,
  earlier?: EarlierEpisode,
): string {
  const parts = [job.description.trim() || `A two-host conversation about ${job.topic}.`];
  // First, so that the cards' 200-character blurb and a podcast app's summary show it before anyone plays.
  if (earlier && mostlyRepeated(earlier.repetition)) parts.unshift(repetitionNote(job, earlier));
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

function repetitionNote(
  job: Pick<PodcastJobRow, 'title' | 'topic' | 'scriptProvider'>,
  earlier: EarlierEpisode,
): string {
  const { repeated, total } = earlier.repetition;
  const same =
    repeated === total
      ? `all ${total} of its spoken lines are`
      : `${repeated} of its ${total} spoken lines are`;
  // Two runs on one day share a title; then the time tells them apart.
  const which =
    earlier.title === job.title
      ? `earlier episode of the same title, published ${easternTime(earlier.publishedAt)}`
      : `earlier episode “${earlier.title}”`;
  const said = `Most of this episode repeats this schedule’s ${which}: ${same} the same, word for word.`;
  if (job.scriptProvider !== 'offline') return said;
  return `${said} The offline coach says only what it can stand behind about “${job.topic}”, so it repeats itself until the schedule’s description states new facts or learners finish sessions on the topic.`;
}
