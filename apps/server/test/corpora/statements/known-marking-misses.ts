/**
 * Short answers the grader still marks wrongly, by the learner's answer, with why (issue 37). Each is a
 * paraphrase whose words WordNet does not tie to the key's by one link (decision 063). The held-out sets'
 * misses stand here too.
 */
export const KNOWN_MARKING_MISSES: Readonly<Record<string, string>> = {
  'There is not enough of the good to go around, since people want to buy more than producers will offer at that price.':
    '“not enough to go around” for “shortage” and “producers” for “sellers” are paraphrases beyond WordNet’s synonyms',
  'Because the loop is no longer complete, electricity stops flowing to every bulb.':
    '“stops flowing” denies the flow without a negation word, so it reads as the contrary of the key’s “no current can flow”; “loop … no longer complete” for “circuit … broken” is a paraphrase beyond one link',
  'It increases in size, since there are more babies than deaths.':
    '“increases” is tied to “grows” only through the noun “growth” (a word family), which does not show an answer on the topic; “babies” for “born” is no WordNet link, and “deaths” is the question’s own word',
  'With no wolves to hunt them, there were many more deer.':
    '“wolves” and “deer” are the question’s own words and “no wolves to hunt them” for “their predators were gone” is a paraphrase beyond one link, so no idea is said closely and the comparison “many more” is never read',
};
