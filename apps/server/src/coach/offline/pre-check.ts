import type { KeyedQuestion } from '../coach.js';
import type { Tagger } from '../../knowledge/language/tagged-text.js';
import type { RetrievedPassage } from '../../knowledge/retrieved-passage.js';
import { passageItemPairs } from './passage-questions.js';
import { hashSeed, seededRandom } from './seeded-random.js';

/** Three recall items, about a minute (issue 40). */
export const PRECHECK_ITEMS = 3;

export interface PreCheckItems {
  questions: KeyedQuestion[];
  /** For each pre-check item, in order, the post-assessment's item on the same source sentence. */
  parallels: KeyedQuestion[];
}

/**
 * The knowledge pre-check: items on what the topic's sources say, made the same way for both coaches.
 * Its keys are the sources' own sentences, so the score is a tested one; a model could not promise that.
 * Fewer than three items when the sources have fewer usable sentences; none when they have none.
 * `count` asks for more candidates than are served, so items an admin retired can be left out; the first
 * three are the same whatever the count.
 */
export function buildPreCheck(
  passages: readonly RetrievedPassage[],
  topic: string,
  tag: Tagger,
  count = PRECHECK_ITEMS,
): PreCheckItems {
  const random = seededRandom(hashSeed(JSON.stringify([topic, passages.map((p) => p.id)])));
  const pairs = passageItemPairs(passages, topic, count, random, tag);
  return {
    questions: pairs.map(({ item }, index) => ({ ...item, id: `k${index + 1}` })),
    // Their ids are given when they join the post-assessment.
    parallels: pairs.map(({ parallel }, index) => ({ ...parallel, id: `parallel${index + 1}` })),
  };
}
