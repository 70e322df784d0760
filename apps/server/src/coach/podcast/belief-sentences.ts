/**
 * A sentence that states a belief in order to correct it (issue 39): "A common belief is that…", "It was once
 * thought that…", "…is a myth". Either writer may let a co-host voice it, but never recap it as a fact.
 */
export const BELIEF =
  /^(?:(?:a|one|another)\s+(?:common|popular|widespread|frequent|persistent|old)\s+(?:belief|misconception|myth|mistake|idea|assumption)\s+is\s+that|(?:many|most|some)\s+people\s+(?:think|believe|assume|imagine)\s+that|it\s+(?:is|was)\s+(?:once\s+|often\s+|commonly\s+|widely\s+|long\s+|sometimes\s+|popularly\s+)?(?:thought|believed|assumed|said|claimed)\s+that|(?:people|scientists|scholars|historians)\s+(?:once|long|used\s+to)\s+(?:thought|believed|think|believe|assumed)\s+that|contrary\s+to\s+(?:popular|common)\s+belief,)\s*(.+)$/i;

const MYTH_WORDS =
  /\b(?:myth|misconception|common\s+belief|popular\s+belief|wrongly|mistakenly|it\s+was\s+once\s+thought)\b/i;

export function statesABelief(sentence: string): boolean {
  return BELIEF.test(sentence.trim()) || MYTH_WORDS.test(sentence);
}
