import { topicKey } from '../topic-key.js';

/** A topic's words, each without a plural's final "s", so "Plant cells" and "plant cell" are the same words. */
function topicWords(key: string): string[] {
  return (key.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) =>
    word.length > 3 ? word.replace(/s$/, '') : word,
  );
}

/**
 * Whether a document filed under these topics serves a learner's topic: every word of one of its topics is
 * in the learner's, so a document on "photosynthesis" serves "Photosynthesis in desert plants" but one on
 * "desert plants" does not serve "plants".
 */
export function documentServesTopic(documentTopicKeys: readonly string[], learnerTopic: string): boolean {
  const learnerWords = new Set(topicWords(topicKey(learnerTopic)));
  return documentTopicKeys.some((key) => {
    const words = topicWords(key);
    return words.length > 0 && words.every((word) => learnerWords.has(word));
  });
}
