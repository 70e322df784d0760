/**
 * Short answers the grader still marks wrongly, by the learner's answer, with why (issue 37). Each is a
 * paraphrase whose words WordNet does not tie to the key's by one link (decision 063). The held-out set's
 * misses stand here too.
 */
export const KNOWN_MARKING_MISSES: Readonly<Record<string, string>> = {
  'There is not enough of the good to go around, since people want to buy more than producers will offer at that price.':
    '“not enough to go around” for “shortage” and “producers” for “sellers” are paraphrases beyond WordNet’s synonyms',
  'Because the harvest that year was bad, bread became much more expensive.':
    '“bad” for “poor” is no shared sense, similar-to or see-also link in WordNet, and “much more expensive” for “rise sharply” is a comparative WordNet does not tie to a verb; only “harvest” and “caused” (as “Because”) are found',
  'Because the loop is no longer complete, electricity stops flowing to every bulb.':
    '“stops flowing” denies the flow without a negation word, so it reads as the contrary of the key’s “no current can flow”; “loop … no longer complete” for “circuit … broken” is a paraphrase beyond one link',
};
