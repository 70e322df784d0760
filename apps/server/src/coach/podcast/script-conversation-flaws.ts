import type { PodcastScript, PodcastScriptRequest } from '../podcast-script.js';
import { repeatedRunShare, spokenWords } from './script-repetition.js';
import { statesABelief } from './belief-sentences.js';

/**
 * What makes a script a robot reading an article rather than a conversation (issue 39), whichever writer
 * wrote it: a sentence said twice, many runs of eight words said before, a source's heading read out as a
 * line ("Tell me about equation."), or a recap that restates a belief the source corrects. Returns why, for
 * the log, or null.
 */

/** A sentence this long said twice is a repeat a listener notices; "Exactly." twice is not. */
const REPEATED_SENTENCE_WORDS = 6;
/**
 * Above this share of words in runs said before, the script is rejected. The writers aim at 2 % (issue 39);
 * the check leaves a model's recap some room before falling back on the offline writer.
 */
const MOST_REPEATED_SHARE = 0.05;

export function conversationFlaw(
  script: Pick<PodcastScript, 'segments'>,
  request: Pick<PodcastScriptRequest, 'sources'>,
): string | null {
  const lines = script.segments.flatMap((segment) => segment.turns.map((turn) => turn.text));
  const said = new Set<string>();
  for (const sentence of lines.flatMap((line) => line.split(/(?<=[.!?])\s+/))) {
    const key = spokenWords([sentence]).join(' ');
    if (key.split(' ').length < REPEATED_SENTENCE_WORDS) continue;
    if (said.has(key)) return `says “${sentence.slice(0, 60)}” twice`;
    said.add(key);
  }
  const share = repeatedRunShare(lines);
  if (share > MOST_REPEATED_SHARE) return `repeats ${Math.round(share * 100)} % of its words`;
  const headings = new Set(
    request.sources.flatMap((source) =>
      source.sections.flatMap((section) =>
        section.heading ? [spokenWords([section.heading]).join(' ')] : [],
      ),
    ),
  );
  for (const line of lines) {
    const bare = spokenWords([
      line.replace(/^(?:tell me about|now,|so,|next up:|let's turn to)\s+/i, ''),
    ]).join(' ');
    if (headings.has(bare) || headings.has(bare.replace(/ what's that about$| where do we start$/, ''))) {
      return `reads the heading “${line.slice(0, 60)}” as a line`;
    }
  }
  const recap = script.segments.at(-1)?.turns.map((turn) => turn.text) ?? [];
  const belief = recap.flatMap((line) => line.split(/(?<=[.!?])\s+/)).find(statesABelief);
  return belief ? `recaps the belief “${belief.slice(0, 60)}” as a fact` : null;
}
