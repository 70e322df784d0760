import { stem, words } from '../../content-words.js';
import { fieldsOf, SUBJECT_FIELDS, type SubjectField } from './subject-fields.js';
import { nounSenses, synsetAt, WORDNET_SOURCE, type Synset } from './wordnet.js';

/**
 * What the knowledge base can stand behind about a term, in the sense that fits the topic: its
 * definition, what it is a kind of, its own kinds, what it is part of and its parts. Every fact
 * names its source, so the tutor and the post-assessment can quote it as WordNet's, not their own.
 */
export interface TermKnowledge {
  /** The term as WordNet lists it: "denominator", "common denominator". */
  term: string;
  definition: string;
  source: typeof WORDNET_SOURCE;
  /** WordNet's subject label when the definition opened with one: "biology" for "(biology) …". */
  label: string | null;
  kindOf: string[];
  kinds: string[];
  partOf: string[];
  parts: string[];
  /** The term's other senses' definitions: options that look right and are not, for the topic. */
  otherSenses: string[];
  synset: Synset;
  /**
   * Whether WordNet gives any evidence that this sense belongs to the topic's subject: false for
   * the fungus "rust" in a topic on the Rust language, which WordNet does not know.
   */
  fitsTopic: boolean;
}

const DETERMINERS = /^(?:a|an|the|this|that|these|those|my|your|our|their|his|her|its)\s+/i;
const LABEL = /^\((\w[\w\s]*)\)\s*/;
const HOLONYMS = new Set(['#p', '#m', '#s']);
const MERONYMS = new Set(['%p', '%m', '%s']);
const RELATED_LISTED = 6;
const SUBJECT_DOMAINS = new Set(SUBJECT_FIELDS.flatMap((f) => f.domains));

/** The term in the sense that fits the topic, or null when WordNet has no noun for it. */
export function knowTerm(term: string, topic: string): TermKnowledge | null {
  const found = lookupForms(term);
  if (found === null) return null;
  const context = topicContext(topic);
  const sense = fittingSenseIn(found.senses, context);
  if (sense === undefined) return null;
  return knowledgeOf(found.lemma, sense, found.senses, context);
}

/**
 * A sense already known, such as a kind or a part WordNet links to, read as a term of the topic:
 * looking its name up again could land on another of its senses ("hood" of a plant, not of a cobra).
 */
export function knowSense(sense: Synset, topic: string): TermKnowledge | null {
  const lemma = sense.words[0];
  if (lemma === undefined) return null;
  const senses = nounSenses(lemma);
  return knowledgeOf(lemma.toLowerCase(), sense, senses.length > 0 ? senses : [sense], topicContext(topic));
}

function knowledgeOf(
  lemma: string,
  sense: Synset,
  senses: readonly Synset[],
  context: TopicContext,
): TermKnowledge {
  const { label, definition } = splitLabel(sense.definition);
  return {
    term: lemma,
    definition,
    source: WORDNET_SOURCE,
    label,
    kindOf: related(sense, (s) => s === '@' || s === '@i'),
    kinds: related(sense, (s) => s === '~' || s === '~i'),
    partOf: related(sense, (s) => HOLONYMS.has(s)),
    parts: related(sense, (s) => MERONYMS.has(s)),
    otherSenses: senses
      .filter((s) => s.offset !== sense.offset)
      .map((s) => splitLabel(s.definition).definition),
    synset: sense,
    // The field's evidence alone: the topic's words would let "rust" vouch for itself.
    // and the fields the topic's own definitions add would let it vouch for itself the same way.
    fitsTopic:
      context.ownFields === 0 ||
      senseScore(sense, {
        fields: context.fields.slice(0, context.ownFields),
        words: new Set(),
        ownFields: 0,
      }) > 0,
  };
}

/** Whether WordNet lists `kind` among what `term` (in the topic's sense) is a kind of, up to four steps up. */
export function isKindOf(knowledge: TermKnowledge, kind: string): boolean {
  const wanted = kind.toLowerCase().replace(DETERMINERS, '');
  const forms = new Set([wanted, ...singularForms(wanted)]);
  let level = [knowledge.synset];
  for (let step = 0; step < 4 && level.length > 0; step++) {
    level = level
      .flatMap((s) => s.pointers.filter((p) => p.symbol === '@' || p.symbol === '@i'))
      .map((p) => synsetAt(p.offset));
    if (level.some((s) => s.words.some((w) => forms.has(w.toLowerCase())))) return true;
  }
  return false;
}

/**
 * How much evidence the topic gives for a sense, by the same measure that chooses a term's sense: above
 * zero, the sense could be what the topic means too (the post-assessment then keeps it out of the wrong
 * options).
 */
export function topicEvidence(sense: Synset, topic: string): number {
  return senseScore(sense, topicContext(topic));
}

function lookupForms(term: string): { lemma: string; senses: Synset[] } | null {
  const bare = term
    .trim()
    .replace(DETERMINERS, '')
    .replace(/[?.!,;:]+$/, '');
  for (const form of [bare, ...singularForms(bare)]) {
    const senses = nounSenses(form);
    if (senses.length > 0) return { lemma: form.toLowerCase(), senses };
  }
  return null;
}

/** "fractions" → "fraction", "bodies" → "body", "volcanoes" → "volcano": the forms WordNet's index uses. */
function singularForms(phrase: string): string[] {
  const match = /^(.*?)(\S+)$/.exec(phrase);
  if (!match) return [];
  const [, head = '', last = ''] = match;
  const forms: string[] = [];
  if (/ies$/i.test(last)) forms.push(`${last.slice(0, -3)}y`);
  if (/(?:ses|xes|zes|ches|shes)$/i.test(last)) forms.push(last.slice(0, -2));
  if (/s$/i.test(last) && !/ss$/i.test(last)) forms.push(last.slice(0, -1));
  // After "-s", so that "does" stays a doe: "volcanoes", "potatoes".
  if (/oes$/i.test(last)) forms.push(last.slice(0, -2));
  return forms.map((f) => `${head}${f}`);
}

interface TopicContext {
  /** The topic's own fields at full weight, then those its words' definitions add, at half. */
  fields: { field: SubjectField; weight: number }[];
  words: Set<string>;
  /** How many of the fields the topic's own words name; the rest come from their definitions. */
  ownFields: number;
}

const contexts = new Map<string, TopicContext>();
const CONTEXTS_KEPT = 200;

/**
 * The fields of a topic, widened by what WordNet says of the topic's own words: "photosynthesis"
 * is "synthesis … with the aid of radiant energy (especially in plants)", so its light is the
 * physicist's light, not a lamp.
 */
function topicContext(topic: string): TopicContext {
  const cached = contexts.get(topic);
  if (cached) return cached;
  const own = fieldsOf(topic);
  const primary = {
    fields: own.map((field, rank) => ({ field, weight: rank === 0 ? 1 : 0.5 })),
    words: new Set(words(topic).map(stem)),
    ownFields: own.length,
  };
  const described = words(topic)
    .flatMap((word) => {
      const sense = fittingSenseIn(nounSenses(word), primary);
      if (!sense) return [];
      const domains = sense.pointers
        .filter((p) => p.symbol === ';c')
        .flatMap((p) => synsetAt(p.offset).words);
      return [sense.definition, ...domains];
    })
    .join(' ');
  const added = fieldsOf(described).filter((field) => !own.includes(field));
  const context = {
    fields: [...primary.fields, ...added.map((field) => ({ field, weight: 0.5 }))],
    words: primary.words,
    ownFields: own.length,
  };
  if (contexts.size >= CONTEXTS_KEPT) contexts.clear();
  contexts.set(topic, context);
  return context;
}

/**
 * The sense with the most evidence for the topic's fields: WordNet's own subject label or topic
 * pointer (strongest), the lexicographer file, then definition and kind-of words shared with the
 * topic and the field. Ties keep WordNet's order, which is by frequency.
 */
function fittingSenseIn(senses: readonly Synset[], context: TopicContext): Synset | undefined {
  let best: { sense: Synset; score: number } | undefined;
  for (const sense of senses) {
    const score = senseScore(sense, context);
    if (!best || score > best.score) best = { sense, score };
  }
  return best?.sense;
}

const DEFINITION_WORD_WEIGHT = 1.5;

function senseScore(sense: Synset, context: TopicContext): number {
  const { label } = splitLabel(sense.definition);
  const domains = [
    ...(label ? [label] : []),
    ...sense.pointers.filter((p) => p.symbol === ';c').flatMap((p) => synsetAt(p.offset).words),
  ].map((d) => d.toLowerCase());
  const kindOfWords = sense.pointers
    .filter((p) => p.symbol === '@')
    .flatMap((p) => synsetAt(p.offset).words)
    .flatMap(words);
  const senseWords = new Set([...words(sense.definition), ...kindOfWords].map(stem));
  let score = 0;
  for (const { field, weight } of context.fields) {
    if (domains.some((d) => field.domains.includes(d))) score += 4 * weight;
    if (field.lexicalFiles.includes(sense.lexicalFile)) score += 2 * weight;
    const shared = field.definitionWords.filter((w) => senseWords.has(stem(w))).length;
    score += weight * DEFINITION_WORD_WEIGHT * Math.min(3, shared);
  }
  // A sense WordNet labels with a subject the topic is not about belongs elsewhere.
  const labelled = domains.some((d) => SUBJECT_DOMAINS.has(d));
  if (labelled && !context.fields.some(({ field }) => domains.some((d) => field.domains.includes(d))))
    score -= 2;
  score += Math.min(2, [...context.words].filter((w) => senseWords.has(w)).length);
  return score;
}

function splitLabel(definition: string): { label: string | null; definition: string } {
  const match = LABEL.exec(definition);
  return match
    ? { label: (match[1] ?? '').trim(), definition: definition.slice(match[0].length) }
    : { label: null, definition };
}

function related(sense: Synset, wanted: (symbol: string) => boolean): string[] {
  const names = sense.pointers.filter((p) => wanted(p.symbol)).map((p) => synsetAt(p.offset).words[0] ?? '');
  return [...new Set(names.filter((n) => n !== ''))].slice(0, RELATED_LISTED);
}
