import { stem, subjectWords, words } from '../../content-words.js';
import { fieldsOf } from './subject-fields.js';
import { step } from './noun-links.js';
import { knowSense, knowTerm, type TermKnowledge } from './term-knowledge.js';

const MAX_TERMS = 8;
const LEARNER_CONCEPT_TIES = 2;
/** Words sharing this many first letters count as one: "photosynthetic" and "photosynthesis". */
const PREFIX = 6;

/**
 * The terms worth testing (and telling in a podcast): the topic's own words, their parts and kinds
 * in WordNet, then the chat's concepts where WordNet ties them to the topic, then the learner's own
 * (their focus and goal), which must be tied more closely: "surface" in "how magma reaches the
 * surface" is no term of volcanoes. One per sense.
 */
export function termsToTest(
  topic: string,
  chatConcepts: readonly string[],
  learnerConcepts: readonly string[] = [],
): TermKnowledge[] {
  const found = new Map<number, TermKnowledge>();
  const add = (k: TermKnowledge | null) => {
    if (k && !found.has(k.synset.offset) && found.size < MAX_TERMS) found.set(k.synset.offset, k);
  };
  const topicTerms = topicWordsToLookUp(topic)
    .map((t) => knowTerm(t, topic))
    .filter((k): k is TermKnowledge => k !== null && k.fitsTopic);
  topicTerms.forEach(add);
  const topicPrefixes = new Set(
    [topic, ...topicTerms.flatMap((k) => [k.definition, ...k.parts, ...k.kinds])]
      .flatMap((t) => subjectWords(t))
      .map(prefix),
  );
  const concepts = [
    ...chatConcepts.map((label) => ({ label, ties: 1 })),
    ...learnerConcepts.map((label) => ({ label, ties: LEARNER_CONCEPT_TIES })),
  ];
  for (const { label, ties } of concepts) {
    const k = knowTerm(label, topic);
    if (k && k.fitsTopic && tiesToTopic(k, topicPrefixes) >= ties) add(k);
  }
  for (const k of topicTerms)
    for (const sense of [...step(k.synset, 'parts'), ...step(k.synset, 'kinds')].slice(0, 3))
      add(knowSense(sense, topic));
  return [...found.values()];
}

/**
 * The whole topic when WordNet has it ("French Revolution"), and its head word; else every word.
 * A topic that names no subject field gives no evidence for a modifier's senses, so only its last
 * word stands for it: "machine" in "machine learning" is not the machine WordNet knows.
 */
function topicWordsToLookUp(topic: string): string[] {
  if (knowTerm(topic, topic)) return [topic, subjectWords(topic).at(-1) ?? ''];
  const own = subjectWords(topic);
  if (fieldsOf(topic).length > 0) return own;
  const last = words(topic).at(-1) ?? '';
  return own.filter((w) => w === stem(last));
}

/** How many of the term's own words (stop words aside) meet the topic's. */
function tiesToTopic(k: TermKnowledge, topicPrefixes: ReadonlySet<string>): number {
  const own = new Set(
    [k.term, k.definition, ...k.kindOf, ...k.partOf].flatMap((t) => subjectWords(t)).map(prefix),
  );
  return [...own].filter((p) => topicPrefixes.has(p)).length;
}

function prefix(word: string): string {
  return stem(word.toLowerCase()).slice(0, PREFIX);
}
