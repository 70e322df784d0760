/**
 * The claims of the corpus the reader still misjudges (issue 37), each with why, measured on the reader as
 * committed. They run as `it.fails`: a fix that makes one pass shows up as a failure to remove it here.
 */
export const KNOWN_CLAIM_MISSES: Record<string, string> = {
  'The Calvin cycle comes first, and then the light-dependent reactions follow it.':
    "no sentence aligns with the claim's subject and verb “come”: the wording is a paraphrase beyond WordNet synonyms, or a word of the claim is not in the sentence",
  'When water is split in photosystem II, it breaks into hydrogen ions, electrons and nitrogen.':
    "no sentence aligns with the claim's subject and verb “break”: the wording is a paraphrase beyond WordNet synonyms, or a word of the claim is not in the sentence",
  'When there is a shortage, sellers raise their prices first, and then buyers start competing for the scarce goods.':
    "no sentence aligns with the claim's subject and verb “raise”: the wording is a paraphrase beyond WordNet synonyms, or a word of the claim is not in the sentence",
  'i think when the price rises, sellers supply more because buyers demand more of the good':
    "no sentence aligns with the claim's subject and verb “supply”: the wording is a paraphrase beyond WordNet synonyms, or a word of the claim is not in the sentence",
  'I think Louis XVI called the Estates General to meet in Paris in May 1789.':
    "no sentence aligns with the claim's subject and verb “call”: the wording is a paraphrase beyond WordNet synonyms, or a word of the claim is not in the sentence",
  'neither the clergy nor the nobles were exempt from the taille, they paid it like everyone else':
    "no sentence aligns with the claim's subject and verb “be”: the wording is a paraphrase beyond WordNet synonyms, or a word of the claim is not in the sentence",
  'before 1789 the estates general had not met since 1614, right?':
    "no sentence aligns with the claim's subject and verb “meet”: the wording is a paraphrase beyond WordNet synonyms, or a word of the claim is not in the sentence",
  'The clergy and the nobles were exempt from the taille.':
    "no sentence aligns with the claim's subject and verb “be”: the wording is a paraphrase beyond WordNet synonyms, or a word of the claim is not in the sentence",
  'When you release a book sliding on a table, friction makes it gain speed.':
    "no sentence aligns with the claim's subject and verb “make”: the wording is a paraphrase beyond WordNet synonyms, or a word of the claim is not in the sentence",
  "Is it true that action and reaction forces don't cancel out because they act on different objects?":
    "no sentence aligns with the claim's subject and verb “cancel out”: the wording is a paraphrase beyond WordNet synonyms, or a word of the claim is not in the sentence",
  'romeo buys the poison in verona and then goes to the tomb':
    "no sentence aligns with the claim's subject and verb “buy”: the wording is a paraphrase beyond WordNet synonyms, or a word of the claim is not in the sentence",
  'if the square of the longest side is greater than the sum of the other two squares, the largest angle is acute':
    "no sentence aligns with the claim's subject and verb “be”: the wording is a paraphrase beyond WordNet synonyms, or a word of the claim is not in the sentence",
  'The hypotenuse lies across from the right angle and is always the longest side.':
    "no sentence aligns with the claim's subject and verb “lie”: the wording is a paraphrase beyond WordNet synonyms, or a word of the claim is not in the sentence",
  'Adding more resistors in series makes the total resistance decrease.':
    'held out: “makes X decrease” is read with “make” as its verb, not “decrease”, so no sentence aligns',
  'In a series circuit the same current goes through every component.':
    'held out: both clauses are read now (decision 066), but WordNet ties “go” to “flow” by no shared sense and no parent one step up, so the source’s verb does not say the claim’s',
  'Adding resistors in parallel lowers the total resistance.':
    'held out: the source says it in a “when …” condition (“When more resistors are added in parallel, the total resistance decreases”), which the claim’s gerund subject is not compared with',
  'The Moon drives the water cycle, right?':
    'held out 2: no alignment: "Moon" is the claim’s subject, and a subject the sentence does not share (Sun) holds nothing, so the agent clash is never reached',
  'As moist air rises, it warms up and the vapour condenses into clouds.':
    'held out 2: "it" in the second clause is not read as "moist air" (the "as …" clause is dropped), so "warms up" has no subject; the source’s "it cools" is read with the article title as its subject',
  'The consuls were not elected, they served for life.':
    'held out 2: the second clause "they served for life" is read into the first as objects, so "serve" and "life" are unmatched words of the claim and the negation clash is not explained',
  "Printed copies changed from one copy to the next, didn't they?":
    'held out 3: the source says it in a "since …" clause of a hedged sentence ("Scientists could share…"), and a hedged sentence never contradicts; "change" is the verb of no clause the reader made',
  'The drones build the comb from wax, right?':
    'held out 3: "drones" is the one word the sentence lacks; WordNet ties "drone" and "worker" as no siblings, and the whole-sentence judge names no doer (a bag of words would call a claim about a broader group wrong)',
  'Young workers leave the hive to gather nectar and pollen.':
    'held out 3: "Young workers feed the larvae, and older workers leave the hive…" is read as one clause; the whole-sentence judge does not judge a sentence that also holds the opposite of a claim word ("older" for "young")',
  'Doctors prescribe antibiotics as often as possible, because overuse slows resistance down.':
    'held out 4: "as often as possible" against "only when they are needed" is a contrary no word pair states, and "slows … down" against "makes … spread faster" is a contrary through two words; no sentence aligns',
  'The Great Depression began in 1939.':
    'held out 4: named with the right date but by another sentence: "It started in the United States … in October 1929" is a clause whose verb is the claim’s, while the expected sentence says "began" inside "X was a downturn that began in 1929"',
};
