import type { PodcastEpisode } from '@socratica/contracts';

/** Spec 2 §9: a blurb is the description's first 200 characters. */
const BLURB_LENGTH = 200;
/**
 * Stopped past 95 % of an episode, there is nothing left to resume, so it starts again (issue 13). Whether it
 * was finished is another matter: that takes 90 % of it really played (issue 39).
 */
export const FINISHED_PERCENT = 95;

export function episodeBlurb(description: string): string {
  const text = description.trim();
  if (text.length <= BLURB_LENGTH) return text;
  const cut = text.slice(0, BLURB_LENGTH);
  // Cut at the last word boundary within the 200 characters, unless that would lose most of them.
  const space = cut.search(/\s\S*$/);
  return `${(space > BLURB_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Whether the learner stopped part-way: the card offers Continue, and the player starts where they were. */
export function isResumable(episode: Pick<PodcastEpisode, 'user_progress' | 'user_completed'>): boolean {
  const progress = episode.user_progress ?? 0;
  return !episode.user_completed && progress > 0 && progress < FINISHED_PERCENT;
}
