import { words } from '../../content-words.js';
import { fieldsOf, SUBJECT_FIELDS, type SubjectField } from './subject-fields.js';
import { nounLemmas } from './noun-lemmas.js';
import { nounSenses, synsetAt, type Synset } from '../../../knowledge/wordnet/wordnet.js';

/**
 * Which WordNet sense a session's topic means (DESIGN D19: a sense unrelated to the topic is never
 * quoted). Extended Lesk, as the research note on sources and retrieval (§4) describes it: the topic's words,
 * and what WordNet says of them, are set against each sense's gloss, its kind-of glosses, its
 * domain and its lexicographer file; the subject fields add the evidence a short topic lacks; a
 * small prior for WordNet's frequency order breaks ties. A sense is only ever chosen on evidence:
 * when the word has several senses and the topic speaks for none, there is no choice to quote.
 */

export interface SenseChoice {
  /** The lemma the sense was found under: "leaf" for the learner's "leaves". */
  lemma: string;
  sense: Synset;
  /** Every sense of that lemma, most frequent first. */
  senses: Synset[];
}

interface ScoredSense extends SenseChoice {
  score: number;
  evidence: number;
}

interface WeightedField {
  field: SubjectField;
  weight: number;
  /** Named by the topic itself, not only by what WordNet says of its words. */
  own: boolean;
}

interface TopicContext {
  /** The topic's own fields, then those its words' definitions add, at half weight. */
  fields: WeightedField[];
  /** How many of the fields the topic's own words name; the rest come from their definitions. */
  ownFields: number;
  /** The topic's own words, by root. */
  words: Set<string>;
  /** Words of what WordNet says of the topic's words: their glosses, kinds and domains, by root. */
  described: Set<string>;
}

const LABEL = /^\((\w[\w\s]*)\)\s*/;
const SUBJECT_DOMAINS = new Set(SUBJECT_FIELDS.flatMap((f) => f.domains));
const DEFINITION_WORD_WEIGHT = 1.5;
const TOPIC_WORD_WEIGHT = 2;
const DESCRIBED_WORD_WEIGHT = 1;
const OVERLAP_CAP = 6;
/** Below one shared word: WordNet's order decides only between senses the topic scores alike. */
const RANK_PRIOR = 0.25;
/**
 * How far a later sense must lead the first when the topic speaks for both: one shared word's worth,
 * so that a stray overlap ("cell" in the neural nucleus) does not outvote WordNet's frequency order.
 */
const CLEAR_MARGIN = 1;
/** Of a word's lemmas ("leave", "leaf" for "leaves"), a later one starts a little behind on a tie. */
const LEMMA_ORDER_PRIOR = 0.05;

/** Words any gloss may use, whatever its subject: an overlap on them says nothing about the topic. */
const GENERIC_ROOTS = new Set(
  `part form kind type use small large thing act state unit group process something have usually often
  general certain various numerous person people object whole entity abstraction instrumentality artifact
  matter body area place time way means consisting containing related particular especially dealing
  structure living natural physical branch study action science field`
    .split(/\s+/)
    .map(rootOf),
);
const FUNCTION_WORDS = new Set(
  `a an the of and or in on at to for with by from as that which who whose is are was were be been being it its
  this these those into than then such not no any all some one two other their his her they them can may
  used usually especially etc e g i`.split(/\s+/),
);

/** The sense of a word or phrase that the topic means, among all its noun lemmas; null without evidence. */
export function chooseSense(term: string, topic: string): SenseChoice | null {
  const context = topicContext(topic);
  const lemmas = nounLemmas(term);
  let best: ScoredSense | undefined;
  let senseCount = 0;
  lemmas.forEach((lemma, lemmaRank) => {
    const senses = nounSenses(lemma);
    senseCount += senses.length;
    const lemmaBest = bestSenseOf(lemma, senses, context, LEMMA_ORDER_PRIOR * lemmaRank);
    if (lemmaBest && (!best || lemmaBest.score > best.score)) best = lemmaBest;
  });
  if (!best) return null;
  // One sense cannot be the wrong one; of several, quoting one the topic does not speak for could be.
  if (best.evidence <= 0 && senseCount > 1) return null;
  return { lemma: best.lemma, sense: best.sense, senses: best.senses };
}

function bestSenseOf(
  lemma: string,
  senses: Synset[],
  context: TopicContext,
  handicap: number,
): ScoredSense | undefined {
  const own = new Set(words(lemma).map(rootOf));
  const scored = senses.map((sense, rank) => {
    const evidence = senseEvidence(sense, context, own);
    return { lemma, sense, senses, evidence, score: evidence + RANK_PRIOR / (rank + 1) - handicap };
  });
  const [first] = scored;
  let best = first;
  for (const candidate of scored) if (best && candidate.score > best.score) best = candidate;
  // Overlap counts are rough: a later sense must beat a first sense the topic also speaks for clearly.
  if (best && first && first.evidence > 0 && !clearlyAhead(best.evidence, first.evidence)) return first;
  return best;
}

function clearlyAhead(evidence: number, firstEvidence: number): boolean {
  return evidence - firstEvidence >= CLEAR_MARGIN;
}

/**
 * How much the topic speaks for a sense: above zero, the sense could be what the topic means (the
 * post-assessment then keeps it out of the wrong options).
 */
export function topicEvidence(sense: Synset, topic: string): number {
  const context = topicContext(topic);
  const { evidence, hint } = fieldScore(sense, context.fields, context.words);
  return overlapWithTopic(sense, context, new Set(sense.words.flatMap(words).map(rootOf))) + evidence + hint;
}

/**
 * Whether the fields the topic itself names speak for the sense: false for the fungus "rust" in a
 * topic on the Rust language. Only the field evidence counts, for the topic's words would let "rust"
 * vouch for itself, and the fields its own definitions add would do the same.
 */
export function fitsTopicFields(sense: Synset, topic: string): boolean {
  const context = topicContext(topic);
  if (context.ownFields === 0) return true;
  const { evidence, hint } = fieldScore(sense, context.fields.slice(0, context.ownFields), new Set());
  return evidence + hint > 0;
}

/** A definition and the subject label WordNet opens some with: "(biology) the basic…" → "biology". */
export function splitSubjectLabel(definition: string): { label: string | null; definition: string } {
  const match = LABEL.exec(definition);
  return match
    ? { label: (match[1] ?? '').trim(), definition: definition.slice(match[0].length) }
    : { label: null, definition };
}

function senseEvidence(sense: Synset, context: TopicContext, own: ReadonlySet<string>): number {
  const { evidence, hint } = fieldScore(sense, context.fields, context.words);
  const total = overlapWithTopic(sense, context, own) + evidence;
  // The lexicographer file and a foreign subject label rank senses, but are no evidence to quote one.
  return total > 0 ? total + hint : Math.min(0, hint);
}

/** Extended Lesk: the sense's signature words the topic or its description shares, the topic's own worth more. */
function overlapWithTopic(sense: Synset, context: TopicContext, own: ReadonlySet<string>): number {
  let overlap = 0;
  for (const root of signatureOf(sense)) {
    if (own.has(root) || GENERIC_ROOTS.has(root)) continue;
    if (context.words.has(root)) overlap += TOPIC_WORD_WEIGHT;
    else if (context.described.has(root)) overlap += DESCRIBED_WORD_WEIGHT;
  }
  return Math.min(OVERLAP_CAP, overlap);
}

const signatures = new Map<number, Set<string>>();

/**
 * What WordNet says of a sense, by root: its words and gloss, its kinds-of (two steps up) with
 * their glosses, its domain with its gloss, and the wholes and parts it names.
 */
function signatureOf(sense: Synset): Set<string> {
  const cached = signatures.get(sense.offset);
  if (cached) return cached;
  const texts = [sense.definition, ...sense.words];
  const parents = linked(sense, (s) => s === '@' || s === '@i');
  for (const parent of parents) {
    texts.push(parent.definition, ...parent.words);
    for (const grandparent of linked(parent, (s) => s === '@' || s === '@i'))
      texts.push(...grandparent.words);
  }
  for (const domain of linked(sense, (s) => s === ';c')) texts.push(domain.definition, ...domain.words);
  for (const relative of linked(sense, (s) => /^[#%][pms]$/.test(s))) texts.push(...relative.words);
  const signature = new Set(texts.flatMap(words).filter(isContentWord).map(rootOf));
  signatures.set(sense.offset, signature);
  return signature;
}

function linked(sense: Synset, wanted: (symbol: string) => boolean): Synset[] {
  return sense.pointers.filter((p) => wanted(p.symbol)).map((p) => synsetAt(p.offset));
}

/**
 * The field evidence: WordNet's own subject label or topic pointer (strongest), then definition and
 * kind-of words shared with the field; and as a hint, the lexicographer file.
 */
function fieldScore(
  sense: Synset,
  fields: readonly WeightedField[],
  topicWords: ReadonlySet<string>,
): { evidence: number; hint: number } {
  const { label } = splitSubjectLabel(sense.definition);
  const domains = [
    ...(label ? [label] : []),
    ...linked(sense, (s) => s === ';c').flatMap((d) => d.words),
  ].map((d) => d.toLowerCase());
  const kindOfWords = linked(sense, (s) => s === '@').flatMap((p) => p.words.flatMap(words));
  const senseWords = new Set([...words(sense.definition), ...kindOfWords].map(rootOf));
  let hint = 0;
  let evidence = 0;
  for (const { field, weight, own } of fields) {
    if (field.lexicalFiles.includes(sense.lexicalFile)) hint += 2 * weight;
    const shared = field.definitionWords.filter((w) => senseWords.has(rootOf(w))).length;
    const fieldEvidence =
      (domains.some((d) => field.domains.includes(d)) ? 4 * weight : 0) +
      weight * DEFINITION_WORD_WEIGHT * Math.min(3, shared);
    // A field only WordNet's description of the topic brings in ranks senses but cannot vouch for one:
    // "photosynthesis" mentions water, which does not make a river bank part of it.
    if (own) evidence += fieldEvidence;
    else hint += fieldEvidence;
  }
  // A sense WordNet labels with a subject the topic is not about belongs elsewhere.
  const labelled = domains.some((d) => SUBJECT_DOMAINS.has(d));
  if (labelled && !fields.some(({ field }) => domains.some((d) => field.domains.includes(d)))) hint -= 2;
  evidence += Math.min(2, [...topicWords].filter((w) => senseWords.has(w)).length);
  return { evidence, hint };
}

const contexts = new Map<string, TopicContext>();
const CONTEXTS_KEPT = 200;

/**
 * The fields and words of a topic, widened by what WordNet says of the topic's own words:
 * "photosynthesis" is "synthesis of compounds with the aid of radiant energy (especially in plants)",
 * so its light is the physicist's light and its water the compound.
 */
function topicContext(topic: string): TopicContext {
  const cached = contexts.get(topic);
  if (cached) return cached;
  const own = fieldsOf(topic);
  const topicWords = words(topic).filter(isContentWord);
  const primary = own.map((field, rank) => ({ field, weight: rank === 0 ? 1 : 0.5, own: true }));
  const descriptions = topicSenses(topic, topicWords, primary);
  const describedText = descriptions
    // Not the topic's synonyms: "human body" is also "figure" and "shape", which would vote for the
    // heart as a shape.
    .flatMap((sense) => [
      sense.definition,
      ...linked(sense, (s) => s === '@' || s === '@i' || s === ';c').flatMap((p) => [
        p.definition,
        ...p.words,
      ]),
    ])
    .join(' ');
  const added = fieldsOf(describedText).filter((field) => !own.includes(field));
  const context: TopicContext = {
    fields: [...primary, ...added.map((field) => ({ field, weight: 0.5, own: false }))],
    ownFields: own.length,
    words: new Set(topicWords.map(rootOf)),
    described: new Set(words(describedText).filter(isContentWord).map(rootOf)),
  };
  if (contexts.size >= CONTEXTS_KEPT) contexts.clear();
  contexts.set(topic, context);
  return context;
}

/**
 * The senses of the topic's words that its fields point to, or each word's most frequent sense:
 * the whole topic first when WordNet lists it ("French Revolution"), then word by word.
 */
function topicSenses(
  topic: string,
  topicWords: readonly string[],
  fields: readonly WeightedField[],
): Synset[] {
  const phrases = [topic, ...topicWords];
  const found: Synset[] = [];
  for (const phrase of phrases) {
    // Every lemma of the word competes, so that a topic on "Leaves" is read as leaves of plants when
    // its fields say so; on a tie the first lemma and its most frequent sense stay.
    let best: { sense: Synset; score: number } | undefined;
    for (const sense of nounLemmas(phrase).flatMap(nounSenses)) {
      const { evidence, hint } = fieldScore(sense, fields, new Set());
      const score = evidence + hint;
      if (!best || score > best.score) best = { sense, score };
    }
    if (best) found.push(best.sense);
    if (phrase === topic && best) break;
  }
  return found;
}

function isContentWord(word: string): boolean {
  return word.length > 2 && !FUNCTION_WORDS.has(word) && !/^\d+$/.test(word);
}

/** A light stemmer, so that "prisoner" meets "prison" and "fishes" meets "fishing". */
function rootOf(word: string): string {
  const lower = word.toLowerCase();
  for (const suffix of [
    'ations',
    'ation',
    'ings',
    'ing',
    'ions',
    'ion',
    'ers',
    'er',
    'ies',
    'es',
    'ed',
    'al',
    's',
  ]) {
    if (lower.endsWith(suffix) && lower.length - suffix.length >= 4) {
      const root = lower.slice(0, -suffix.length);
      return suffix === 'ies' ? `${root}y` : root;
    }
  }
  return lower;
}
