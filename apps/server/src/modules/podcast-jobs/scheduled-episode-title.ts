import { coveredSectionTitles, spokenList } from './covered-sections.js';

/** Beyond this, a podcast app cuts the title off in its list; the sections named are cut at a whole one. */
const MAX_TITLE = 90;

/**
 * A scheduled episode's title names what it covers (issue 39): "Photosynthesis: Calvin cycle and Light
 * reactions", not the schedule's name and a date that every slot of the day shares. The sections are the
 * script's teaching segments; when they name nothing, or the same as an earlier episode of the schedule, the
 * slot's own title ("Tides · Nov 26, 2026") is kept or added, so that no two episodes read alike.
 */
export function scheduledEpisodeTitle(
  job: { title: string; topic: string },
  segments: readonly { title: string }[],
  earlierTitles: readonly string[],
): string {
  const covered = coveredSectionTitles(segments, job.topic);
  if (covered.length === 0) return job.title;
  let named = covered.length;
  let title = `${job.topic.trim()}: ${spokenList(covered)}`;
  while (named > 1 && title.length > MAX_TITLE) {
    named -= 1;
    title = `${job.topic.trim()}: ${spokenList(covered.slice(0, named))}`;
  }
  return earlierTitles.includes(title) ? `${title} (${job.title})` : title;
}
