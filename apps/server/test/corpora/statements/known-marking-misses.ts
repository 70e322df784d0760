/**
 * Short answers the grader still marks wrongly, by the learner's answer, with why (issue 37). Each is a
 * paraphrase whose words WordNet does not tie to the key's, or an answer about someone else that shares
 * the key's descriptive words.
 */
export const KNOWN_MARKING_MISSES: Readonly<Record<string, string>> = {
  'Once the compound dissolves, its charged particles are free to travel through the liquid, so a current can flow.':
    'two of three ideas covered (“charged” for “ions”, “travel” for “move”); the key’s “melted or dissolved” is one idea to a person, but the grader asks for “melted” and the answer only says “dissolves”',
  'It is packed with little holes filled with gas, which make it lighter than water.':
    '“little holes filled with gas” for “gas bubbles” and “lighter than water” for “low density” are paraphrases beyond WordNet’s synonyms',
  'The ash and gases from the volcano shaded the Earth, so in 1816 summer never really came and crops failed.':
    '“shaded” for “blocked sunlight” and “summer never came” for “the Year Without a Summer” are paraphrases; the key’s name “Year Without a Summer” is read as words, one of them denied',
  'There is not enough of the good to go around, since people want to buy more than producers will offer at that price.':
    '“not enough to go around” for “shortage” and “producers” for “sellers” are paraphrases beyond WordNet’s synonyms',
  'Higher prices make it more worthwhile for firms to make extra units, so they supply a larger quantity.':
    '“higher prices” for “the price rises”, “worthwhile” for “profitable” and “firms” for “sellers” are paraphrases beyond WordNet’s synonyms',
  'Because the harvest that year was bad, bread became much more expensive.':
    '“bad” for “poor” and “more expensive” for “the price … rise” are paraphrases WordNet does not list as synonyms in their common senses',
  'They have the same magnitude but point in opposite directions.':
    'WordNet does not list “magnitude” as a synonym of “size” nor “the same” of “equal”, so two of the three ideas needed are not found',
  'Yes. It is 3, 4, 5 doubled, and 6 squared plus 8 squared is 100, which is 10 squared.':
    'arithmetic said in other words (“doubled” for “multiplied by 2”, “6 squared” for “36”) is not read as numbers',
  'Euclid was a Greek mathematician who wrote the Elements around 300 BC.':
    'the answer is about another person, but shares “Greek” and “BC” with the key; the reader does not yet tell that “Euclid” is not the “Pythagoras” the question asks about',
};
