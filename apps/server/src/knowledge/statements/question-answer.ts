import type { SourceStatement } from './claim-verdict.js';
import type { AnswerType, ReadQuestion } from './question-reading.js';
import type { Statement } from './statement.js';
import { nounSenses } from '../wordnet/wordnet.js';
import { synsetsOf } from '../wordnet/wordnet-lexicon.js';
import { isKindWithin, termRelation } from './term-relations.js';
import { escapeRegExp } from '../../lib/escape-reg-exp.js';

/**
 * The sentence that answers a question of fact (issue 37): one about the question's focus that holds an
 * answer of the type asked for. Null when none does: a passage that does not hold the answer is never
 * quoted as one.
 */
export interface FoundAnswer<P> {
  type: AnswerType;
  /** The answering sentence, and a second one when the first leaves part of the question out. */
  deciding: SourceStatement<P>[];
}

/** Steps up WordNet's kinds for "what kind of rock…": obsidian, volcanic glass, natural glass, rock. */
const KIND_STEPS = 4;
/** Noun files whose words can name a place. */
const PLACE_FILES = new Set(['noun.location', 'noun.object', 'noun.artifact', 'noun.body', 'noun.plant']);

/** Noun files of units of measure. */
const MEASURE_FILES = new Set(['noun.quantity', 'noun.relation', 'noun.time', 'noun.attribute']);

/** At least this share of the focus must be in the answering sentence. */
const FOCUS_SHARE = 0.6;
/** What a focus word counts for when only the rest of the sentence, or the sentence pointed back to, holds it. */
const BORROWED = 0.75;
const ORDER_WORDS =
  /\b(?:first|then|next|finally|begins?|began|starts?|started|before|after|later|earlier|last)\b/i;
const CAUSE_WORDS =
  /\b(?:because|due to|caused|causes|led to|leads to|so that|as a result|result of|made|makes|therefore|since)\b/i;
/** "X is a…", "X means…", and for a plural "drones are males…", "honey bees are flying insects…". */
const DEFINING =
  /\b(?:is|are|was|were)\s+(?:a|an|the|one of|its|his|her|their)\b|\bmeans\b|\bis called\b|\bare called\b|\b(?:are|were)\s+(?!not\b|no\b)[a-z]+\s+[a-z]/i;
/** A sentence opening with these speaks of what the one before it named. */
const POINTING_BACK =
  /^(?:this|these|that|those|such|it|they|its|their|then|next|first|firstly|second|finally|so|thus|however|in turn)\b/i;
/** A capitalised word not opening the sentence: a name. */
const NAME = /(?<!^)(?<![.!?]\s)\b[A-Z][a-z]+/g;

export function answerQuestion<P>(
  question: ReadQuestion,
  questionText: string,
  sources: readonly SourceStatement<P>[],
  topicTerms: readonly string[] = [],
): FoundAnswer<P> | null {
  // The topic's own words are in most sentences of its sources: the rest of the focus decides.
  const specific = question.focus.filter((word) => !topicTerms.includes(word));
  const focus = specific.length > 0 ? specific : question.focus;
  const asked: Asked = {
    text: questionText.toLowerCase(),
    // "Which stage of photosynthesis comes first?" asks about the topic itself, which every section is about.
    headingCounts: specific.length > 0 ? 0.5 : 1,
    whoMatters: question.type !== 'order',
  };
  const wordsOf = sentenceWords(sources);
  // "Which pigment…", "what gas…": a sentence naming the kind, or a kind of it, holds that much of the question.
  const kind = question.type === 'kind' ? question.kindNoun : null;
  let best: { score: number; deciding: SourceStatement<P> } | null = null;
  for (const source of sources) {
    const words = wordsOf.get(source) ?? { own: source.statement.terms, borrowed: [] };
    const share = focusShare(focus, words, source, asked, kind);
    if (share < FOCUS_SHARE) continue;
    const score = share + typeBonus(question, source.statement);
    if (best && score <= best.score) continue;
    if (!holdsAnswer(question, questionText, source.statement)) continue;
    best = { score, deciding: source };
  }
  if (!best) return null;
  const chosen = best.deciding;
  const chosenWords = wordsOf.get(chosen) ?? { own: chosen.statement.terms, borrowed: [] };
  // "Who was executed first, Louis XVI or Marie Antoinette?": what the sentence leaves out, a second
  // sentence of the same passage may hold.
  const missing = focus.filter((word) => focusShare([word], chosenWords, chosen, asked, null) === 0);
  const second =
    missing.length > 0
      ? sources.find(
          (source) =>
            source !== chosen &&
            source.source === chosen.source &&
            source.statement.sentence !== chosen.statement.sentence &&
            focusShare(missing, { own: source.statement.terms, borrowed: [] }, source, asked, null) > 0 &&
            holdsAnswer(question, questionText, source.statement),
        )
      : undefined;
  return { type: question.type, deciding: second ? [chosen, second] : [chosen] };
}

/** The words a clause says itself, and those it borrows from the rest of its sentence or the one before. */
interface Words {
  own: string[];
  borrowed: string[];
}

interface Asked {
  /** The question, lower-cased. */
  text: string;
  /** What a focus word found only in the section's heading counts for. */
  headingCounts: number;
  /** Whether the people the question names must be in the answering sentence. */
  whoMatters: boolean;
}

/**
 * The words each clause's sentence is about: a sentence is quoted whole, so the words of all its clauses and
 * slots count; and one that points back ("This tendency…", "First, …", "The process…", "The tree…") also
 * speaks of what the sentence before it named.
 */
function sentenceWords<P>(sources: readonly SourceStatement<P>[]): Map<SourceStatement<P>, Words> {
  const cached = wordsCache.get(sources);
  if (cached) return cached as Map<SourceStatement<P>, Words>;
  const bySentence = new Map<string, string[]>();
  const passages = new Map<P, number>();
  const keys = sources.map((source) => {
    if (!passages.has(source.source)) passages.set(source.source, passages.size);
    return `${passages.get(source.source)}\u0000${source.statement.sentence}`;
  });
  sources.forEach((source, index) => {
    const key = keys[index] ?? '';
    bySentence.set(key, [...(bySentence.get(key) ?? []), ...clauseWords(source.statement)]);
  });
  const result = new Map<SourceStatement<P>, Words>();
  sources.forEach((source, index) => {
    const own = clauseWords(source.statement);
    const sentence = bySentence.get(keys[index] ?? '') ?? [];
    const before = previousKey(sources, keys, index);
    const beforeWords = before === null ? [] : (bySentence.get(before) ?? []);
    const pointsBack =
      beforeWords.length > 0 &&
      (POINTING_BACK.test(source.statement.sentence) || namedBefore(source.statement, beforeWords));
    const borrowed = [...sentence, ...(pointsBack ? beforeWords : [])];
    result.set(source, { own, borrowed: borrowed.filter((word) => !own.includes(word)) });
  });
  wordsCache.set(sources, result);
  return result;
}

/** The podcast checks many questions against one session's sources. */
const wordsCache = new WeakMap<readonly SourceStatement<unknown>[], Map<SourceStatement<unknown>, Words>>();

/** The sentence before the clause's own in the same passage, if any. */
function previousKey<P>(
  sources: readonly SourceStatement<P>[],
  keys: readonly string[],
  index: number,
): string | null {
  const source = sources[index];
  for (let i = index - 1; i >= 0; i--) {
    if (sources[i]?.source !== source?.source) return null;
    if (keys[i] !== keys[index]) return keys[i] ?? null;
  }
  return null;
}

/** "After five years the tree had gained…": "the" and a subject the sentence before named. */
function namedBefore(statement: Statement, before: readonly string[]): boolean {
  const sentence = statement.sentence.toLowerCase();
  return (
    statement.subject.length > 0 &&
    statement.subject.every(
      (word) =>
        new RegExp(`\\bthe\\s+${escapeRegExp(word)}`).test(sentence) &&
        before.some((w) => w.split(' ').includes(word)),
    )
  );
}

/** A clause's words with those of its slots: "so they rarely form bonds", "when the droplets grow…". */
function clauseWords(statement: Statement): string[] {
  return [
    ...statement.terms,
    ...(statement.cause ?? []),
    ...(statement.effect ?? []),
    ...(statement.condition ?? []),
  ];
}

/** A definition whose subject is exactly what was asked about beats one that only mentions it. */
function typeBonus(question: ReadQuestion, statement: Statement): number {
  if (question.type === 'definition' && statement.subject.every((w) => question.focus.includes(w)))
    return 0.5;
  // "What kind of play…": a sentence naming a kind of play ("a tragedy") beats one that says "play".
  const kind = question.kindNoun;
  if (kind && statement.terms.some((term) => term !== kind && isKindWithin(kind, term, KIND_STEPS)))
    return 0.5;
  if (question.type === 'order' && statement.order?.rank === 1) return 0.25;
  return 0;
}

/**
 * The share of the focus the clause holds; a word only in the rest of its sentence, the sentence it points back
 * to, or the section's heading counts less: the clause itself says less about it.
 */
function focusShare<P>(
  focus: readonly string[],
  words: Words,
  source: SourceStatement<P>,
  asked: Asked,
  kind: string | null,
): number {
  if (focus.length === 0) return 0;
  const sentence = source.statement.sentence.toLowerCase();
  const context = source.context ?? [];
  const among = (terms: readonly string[], word: string) =>
    terms.some((term) => {
      const relation = termRelation(word, term);
      return relation === 'same' || relation === 'broader' || isSamePhrasal(word, term, asked.text);
    });
  const weight = (word: string) =>
    (word.includes(' ') && sentence.includes(word)) || among(words.own, word)
      ? 1
      : Math.max(
          among(words.borrowed, word) ? BORROWED : 0,
          inHeading(word, context) ? asked.headingCounts : 0,
        );
  // "Why do sellers cut…": a sentence about other people ("buyers do not cut back") answers about them, however
  // many of the other words it shares. "Who died first, X or Y?" names two, and two sentences may answer.
  const who = asked.whoMatters ? focus.filter(isWho) : [];
  if (who.length > 0 && who.every((word) => weight(word) === 0)) return 0;
  const held = focus.reduce((sum, word) => sum + weight(word), 0);
  // The kind asked for counts as held only by a clause that holds half the focus itself: "a building" alone
  // does not make a sentence about the Bastille.
  const own = focus.filter((word) => weight(word) === 1).length;
  if (!kind || own * 2 < focus.length) return held / focus.length;
  const namesKind =
    words.own.some((term) => isKindWithin(kind, term, KIND_STEPS)) ||
    focus.some((word) => saysWhatItIs(word, kind, source.statement.sentence));
  return (held + (namesKind ? 1 : 0)) / (focus.length + 1);
}

/**
 * "What kind of building was the Bastille?": "the Bastille, a royal fortress and prison" or "the Bastille was a
 * fortress" says what it is, with a noun WordNet files with the kind asked for (fortress and building are both
 * artifacts), though not under it.
 */
function saysWhatItIs(word: string, kind: string, sentence: string): boolean {
  const kindFile = nounSenses(kind)[0]?.lexicalFile;
  if (!kindFile) return false;
  const named = new RegExp(
    `\\b${escapeRegExp(word)}(?:,|\\s+(?:is|was|are|were))\\s+(?:a|an|the)\\s+((?:[a-z-]+\\s+){0,2}[a-z-]+)`,
  ).exec(sentence.toLowerCase());
  return (named?.[1] ?? '')
    .split(/\s+/)
    .some((noun) => noun !== kind && nounSenses(noun)[0]?.lexicalFile === kindFile);
}

/** "give" in "what gas do plants give off" is the source's "give off": the question's tagger split the verb. */
function isSamePhrasal(word: string, term: string, asked: string): boolean {
  const [verb, ...particle] = term.split(' ');
  return (
    verb === word &&
    particle.length > 0 &&
    new RegExp(`\\b${escapeRegExp(particle.join(' '))}\\b`).test(asked)
  );
}

/** "ionic bond" under the heading "Ionic bonding": every part of the word is one of the heading's. */
function inHeading(word: string, context: readonly string[]): boolean {
  if (context.includes(word)) return true;
  const parts = word.split(' ');
  return (
    parts.length > 1 &&
    parts.every((part) => context.some((heading) => termRelation(part, heading) === 'same'))
  );
}

/** Whether the sentence holds an answer of the type asked for, beyond the question's own words. */
function holdsAnswer(question: ReadQuestion, questionText: string, statement: Statement): boolean {
  const asked = questionText.toLowerCase();
  const isNew = (words: readonly string[]) => words.some((w) => !asked.includes(w));
  const sentence = statement.sentence.toLowerCase();
  // "When the droplets grow too heavy, they fall…", "Snow forms when the air…": the circumstance it holds in.
  const newCondition =
    isNew(statement.condition ?? []) &&
    /\bwhen\b/.test(sentence) &&
    question.focus.some(
      (word) => statement.predicate && termRelation(word, statement.predicate.lemma) === 'same',
    );
  switch (question.type) {
    case 'place':
      return (
        statement.places.some(
          (place) => isNew(place) && place.some((word) => isPlaceWord(word, statement.sentence)),
        ) || statement.objects.some((word) => !asked.includes(word) && isNamedPlace(word))
      );
    case 'time':
      return statement.times.some((t) => !asked.includes(t.text.toLowerCase())) || newCondition;
    case 'quantity':
      return statement.quantities.some(
        (q) => !asked.includes(q.text.toLowerCase()) && (!/^how\s+much\b/.test(asked) || isMeasure(q.unit)),
      );
    case 'person':
      return (
        (statement.sentence.match(NAME) ?? []).some(
          (name) => !asked.includes(name.toLowerCase()) && isDoer(name.toLowerCase(), statement),
        ) ||
        (statement.agent ?? statement.subject).some(
          (word) => !asked.includes(word) && isPersonWord(word, statement.sentence),
        )
      );
    case 'cause':
      return (
        (statement.cause?.length ?? 0) > 0 ||
        (statement.effect?.length ?? 0) > 0 ||
        CAUSE_WORDS.test(statement.sentence) ||
        newCondition
      );
    case 'order':
      return statement.order !== null || ORDER_WORDS.test(statement.sentence) || statement.times.length > 0;
    case 'definition':
      return (
        (DEFINING.test(statement.sentence) && question.focus.some((w) => statement.subject.includes(w))) ||
        question.focus.some((w) => namedAs(w, sentence))
      );
    case 'kind': {
      const kind = question.kindNoun;
      if (!kind) return true;
      return (
        statement.terms.some((term) => !asked.includes(term) && isKindWithin(kind, term, KIND_STEPS)) ||
        sentence.includes(kind) ||
        question.focus.some((word) => saysWhatItIs(word, kind, statement.sentence))
      );
    }
    case 'other':
      return true;
  }
}

/** "…in a process called transpiration", "…layers of rock known as aquifers": the sentence names what it describes. */
function namedAs(word: string, sentence: string): boolean {
  if (word.length < 3) return false;
  return new RegExp(`\\b(?:called|known as|termed)\\s+(?:an?\\s+|the\\s+)?${escapeRegExp(word)}`).test(
    sentence,
  );
}

/**
 * A name the clause itself holds, other than the subject of a passive: "The Republic was governed by two consuls,
 * who were elected every year" does not say who elected them.
 */
function isDoer(name: string, statement: Statement): boolean {
  if (!statement.terms.some((term) => term.split(' ').includes(name))) return false;
  return !(statement.predicate?.passive === true && statement.subject.includes(name));
}

/**
 * "How much…" asks for an amount: kilograms, percent, dollars, hours; "about 180 copies" counts things, and
 * answers "how many".
 */
function isMeasure(unit: string | null): boolean {
  return unit === null || nounSenses(unit).some((sense) => MEASURE_FILES.has(sense.lexicalFile));
}

/** A person or people the question names: "sellers", "Robespierre". */
function isWho(word: string): boolean {
  const first = nounSenses(word)[0];
  return first === undefined
    ? /^[a-z]+$/.test(word) && synsetsOf(word).length === 0
    : first.lexicalFile === 'noun.person';
}

/** A noun whose common sense is a place of the land or sea ("the Alps", "the oceans"), not a thing placed. */
function isNamedPlace(word: string): boolean {
  const first = nounSenses(word)[0];
  return (
    first !== undefined && (first.lexicalFile === 'noun.location' || first.lexicalFile === 'noun.object')
  );
}

/** Who does it: a person or group ("Hannibal", "a group of senators"), or a name WordNet does not know. */
function isPersonWord(word: string, sentence: string): boolean {
  const senses = nounSenses(word).slice(0, 2);
  if (senses.length === 0)
    return new RegExp(`\\b${escapeRegExp(word.charAt(0).toUpperCase() + word.slice(1))}\\b`).test(sentence);
  return senses.some((sense) => sense.lexicalFile === 'noun.person');
}

/** A word that names a place: a name, as written in the sentence, or a noun of a place-like kind. */
function isPlaceWord(word: string, sentence: string): boolean {
  const senses = nounSenses(word).slice(0, 2);
  // A name WordNet does not know ("Sumbawa") is taken as the place it is written as.
  if (senses.length === 0) return sentence.includes(`${word.charAt(0).toUpperCase()}${word.slice(1)}`);
  return senses.some((sense) => PLACE_FILES.has(sense.lexicalFile));
}
