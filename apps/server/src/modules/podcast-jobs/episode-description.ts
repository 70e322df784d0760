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

/**
 * The episode's description, from what the requester wrote and what the script says of itself: the
 * coach's own note when the episode is shorter than asked, and its sources (D18); led by a note when it
 * mostly repeats the schedule's earlier episode (decision 030).
 */
export function episodeDescription(
  job: Pick<PodcastJobRow, 'title' | 'description' | 'topic' | 'scriptProvider'>,
  script: Pick<PodcastScript, 'shortfallNote' | 'sources'>,
  earlier?: EarlierEpisode,
): string {
  const parts = [job.description.trim() || `A two-host conversation about ${job.topic}.`];
  // First, so that the cards' 200-character blurb and a podcast app's summary show it before anyone plays.
  if (earlier && mostlyRepeated(earlier.repetition)) parts.unshift(repetitionNote(job, earlier));
  if (script.shortfallNote) parts.push(script.shortfallNote);
  if (script.sources.length > 0) parts.push(`Sources: ${script.sources.join('; ')}.`);
  return parts.join('\n\n');
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
