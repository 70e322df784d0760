/**
 * The questions of the corpus and of the held-out questions (decision 062) the reader still misses (issue 37),
 * each with why, on the reader as committed.
 */
export const KNOWN_QUESTION_MISSES: Record<string, string> = {
  'Why do sellers cut their prices when there is a surplus?':
    'the reader keeps the sentence-opening "Sellers" unlemmatised, so the sentence does not hold the sellers the question is about, and a sentence about other people is never quoted; the reason is also a purpose infinitive ("to get rid of unsold stock"), which is no cause slot',
  'Where can a moving probe travel for years without using its engines?':
    'the place is an opening "In space, where …" phrase, which the reader leaves out of the clause: no clause of the sentence holds it as a place',
  'Which comes first, condensation or precipitation?':
    'held out: the article tells the two in order over two sentences with no order word ("As moist air rises, it cools and the water vapour condenses"; "When the droplets grow too heavy, they fall … as precipitation")',
};
