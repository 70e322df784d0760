import type { TutorRequest } from '../../coach.js';

/** Enough of the learner's focus to steer a search without drowning the topic. */
const FOCUS_WORDS = 4;

/** A learner who asks for a video ("is there a video on this?") gets one. */
const ASKS_FOR_VIDEO = /\b(videos?|watch|youtube)\b/i;

export const asksForVideo = (message: string) => ASKS_FOR_VIDEO.test(message);

/**
 * D12: the offline tutor suggests videos when the learner asks for one, and when the chat moves into
 * a new phase, where a change of medium helps most: the topic itself while exploring, the learner's
 * focus when the questions get harder, the topic again to consolidate. Not at the opening: the
 * learner has not said anything yet.
 */
export function videoQueryFor({ topic, baseline, pacing, history }: TutorRequest): string | null {
  const { phase, previousPhase } = pacing;
  const latest = history.at(-1);
  if (latest?.role === 'user' && asksForVideo(latest.content)) return topic.trim();
  if (previousPhase === null || previousPhase === phase) return null;
  if (phase === 'challenge') {
    const focus = baseline.learning_focus.trim().split(/\s+/).slice(0, FOCUS_WORDS).join(' ');
    return focus ? `${topic.trim()} ${focus}` : topic.trim();
  }
  return phase === 'prior_knowledge' ? null : topic.trim();
}
