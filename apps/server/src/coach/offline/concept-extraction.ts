import { stem } from '../content-words.js';
import { readSentences, wordForms, type WordToken } from '../../knowledge/language/english.js';
import { proseOnly } from '../learner-prose.js';

/**
 * Key concepts of a conversation without knowing its subject: noun phrases (runs of adjectives and
 * nouns ending in a noun, as wink-nlp tags them), counted by lemma, longer phrases weighted up.
 */

export interface SourceText {
  content: string;
  role: 'user' | 'assistant' | 'baseline';
}

export interface Concept {
  /** Lemmas joined by one space: "light reaction". */
  key: string;
  /** As the conversation most often wrote it: "light reactions". */
  label: string;
  words: string[];
  count: number;
  score: number;
  /** Where it occurs: indexes into ConceptMap.sentences, and into the sources. */
  sentences: Set<number>;
  messages: Set<number>;
}

export interface ConceptMap {
  /** Most important first. */
  concepts: Concept[];
  sentences: { text: string; message: number; role: SourceText['role'] }[];
  /** Lemmas and lower-cased forms of every content word in the texts. */
  vocabulary: Set<string>;
  /** Concepts that share sentences or messages with this one, most connected first. */
  related(concept: Concept): Concept[];
}

/** Nouns and adjectives that any conversation uses, whatever it is about. */
const GENERIC = new Set(
  `able answer anything anyone area aspect assistant basic best better big bit case certain clear concept course
  clue day deal definition detail different easy end everyone everything example explanation fact first general
  good great guess hand hard hello help hi hint hour idea important instance interesting kind last learner learning level little lot main matter mind
  minute moment order more most new next nice nothing number ok okay other own part particular people person point
  possible question real reason right same second sense session several simple small someone something sort
  specific start step student stuff sure term thank thanks thing time tip today topic true tutor type user various
  way week whole word wrong year yes`.split(/\s+/),
);

const RUN_TAGS = new Set(['NOUN', 'PROPN', 'ADJ']);
const HEAD_TAGS = new Set(['NOUN', 'PROPN']);
const MAX_PHRASE_WORDS = 3;
const RELATIVE = new Set(['that', 'which', 'whose']);

interface Candidate {
  key: string;
  words: string[];
  /** Names ("Tennis Court Oath") are kept whole even when seen once. */
  proper: boolean;
  count: number;
  firstSeen: number;
  surfaces: Map<string, number>;
  sentences: Set<number>;
  messages: Set<number>;
}

export async function extractConcepts(sources: readonly SourceText[], topic: string): Promise<ConceptMap> {
  const topicForms = new Set([...(await wordForms(topic))].flatMap((w) => [w, stem(w)]));
  const candidates = new Map<string, Candidate>();
  const sentences: ConceptMap['sentences'] = [];
  const vocabulary = new Set<string>();
  let seen = 0;

  for (const [message, source] of sources.entries()) {
    for (const sentence of await readSentences(proseOnly(source.content))) {
      const sentenceIndex = sentences.push({ text: sentence.text, message, role: source.role }) - 1;
      for (const token of sentence.tokens) {
        if (!token.isStopWord) vocabulary.add(token.lemma).add(token.normal);
      }
      for (const phrase of nounPhrases(sentence.tokens)) {
        const lemmas = phrase.map(lemmaOf);
        const key = lemmas.join(' ');
        const candidate = candidates.get(key) ?? {
          key,
          words: lemmas,
          proper: phrase.every((t) => t.pos === 'PROPN'),
          count: 0,
          firstSeen: seen++,
          surfaces: new Map<string, number>(),
          sentences: new Set<number>(),
          messages: new Set<number>(),
        };
        candidate.count++;
        const initial = phrase[0] === sentence.tokens[0];
        const surface = displayForm(phrase, initial);
        // Where a word is written mid-sentence shows its real case better than at the start.
        candidate.surfaces.set(surface, (candidate.surfaces.get(surface) ?? 0) + (initial ? 1 : 2));
        candidate.sentences.add(sentenceIndex);
        candidate.messages.add(message);
        candidates.set(key, candidate);
      }
    }
  }

  // Longer phrases weigh more only once they recur: a phrase seen once may be a tagging accident,
  // and a three-word one seen once is dropped (its nouns and last two words still count).
  const ranked = [...candidates.values()]
    .filter((c) => !c.words.every((w) => topicForms.has(w)))
    .filter((c) => c.words.length < MAX_PHRASE_WORDS || c.count > 1 || c.proper)
    .map((c) => ({ ...c, score: c.count * (c.count > 1 ? 1 + 0.5 * (c.words.length - 1) : 1) }))
    .sort((a, b) => b.score - a.score || a.firstSeen - b.firstSeen);

  const concepts: Concept[] = [];
  for (const candidate of ranked) {
    // A word that only appears inside a longer phrase, or mostly inside a recurring one, stands for
    // that phrase, not for a concept of its own: "reactions" when the chat says "light reactions".
    const inside = ranked.some(
      (c) =>
        (c.count >= candidate.count || (c.count > 1 && 2 * c.count >= candidate.count)) &&
        containsRun(c.words, candidate.words),
    );
    if (inside) continue;
    concepts.push({
      key: candidate.key,
      label: mostFrequent(candidate.surfaces),
      words: candidate.words,
      count: candidate.count,
      score: candidate.score,
      sentences: candidate.sentences,
      messages: candidate.messages,
    });
  }

  return {
    concepts,
    sentences,
    vocabulary,
    related(concept) {
      return concepts
        .filter((other) => !other.words.some((w) => concept.words.includes(w)))
        .map((other, rank) => ({
          other,
          rank,
          weight: 2 * overlap(concept.sentences, other.sentences) + overlap(concept.messages, other.messages),
        }))
        .filter((r) => r.weight > 0)
        .sort((a, b) => b.weight - a.weight || a.rank - b.rank)
        .map((r) => r.other);
    },
  };
}

/**
 * Maximal runs of adjectives and nouns, ending in a noun, within one clause. Each noun of a run
 * also counts alone, so that "cycle" gathers "Calvin cycle" and "Krebs cycle".
 */
function nounPhrases(tokens: readonly WordToken[]): WordToken[][] {
  const phrases: WordToken[][] = [];
  let run: WordToken[] = [];
  const flush = () => {
    // Long runs are nearly always a verb tagged as a noun ("the Calvin cycle fixes carbon
    // dioxide"): their two ends are the phrases. A three-word run also yields its last two words,
    // which survive when the whole does not recur ("explicit lifetime annotations").
    const pieces =
      run.length > MAX_PHRASE_WORDS
        ? [run.slice(0, 2), run.slice(-2)]
        : run.length === MAX_PHRASE_WORDS
          ? [run, run.slice(1)]
          : [run];
    for (const piece of pieces) {
      while (piece.length > 0 && !HEAD_TAGS.has(piece[piece.length - 1]?.pos ?? '')) piece.pop();
      if (piece.length > 0) phrases.push(piece);
    }
    for (const t of run) if (run.length > 1 && HEAD_TAGS.has(t.pos)) phrases.push([t]);
    run = [];
  };
  tokens.forEach((token, index) => {
    if (token.afterBreak) flush();
    const next = tokens[index + 1];
    const usable =
      RUN_TAGS.has(token.pos) &&
      // "Third" is a stop word, but not in "the Third Estate".
      (!token.isStopWord || (token.pos === 'PROPN' && index > 0 && /^\p{Lu}/u.test(token.text))) &&
      !GENERIC.has(token.lemma) &&
      token.normal.length >= 2 &&
      /\p{L}/u.test(token.normal) &&
      // A "noun" right before a determiner is a verb the tagger missed: "a function returns a value".
      !(token.pos === 'NOUN' && next?.pos === 'DET' && !next.afterBreak && !RELATIVE.has(next.normal));
    if (usable) run.push(token);
    else flush();
  });
  flush();
  return phrases;
}

/** wink-nlp leaves names as written: "Estates" and "Estate" should still count as one. */
function lemmaOf(token: WordToken): string {
  return token.pos === 'PROPN' ? stem(token.lemma) : token.lemma;
}

/**
 * Lower case unless a name or an acronym. The tagger takes most capitalised words that open a
 * sentence for names ("Money, I guess"), so a lone one there is lower-cased too.
 */
function displayForm(phrase: readonly WordToken[], sentenceInitial: boolean): string {
  return phrase
    .map((t, i) => {
      const acronym = /^[\p{Lu}\d]{2,}$/u.test(t.text);
      const name = t.pos === 'PROPN' && !(sentenceInitial && i === 0 && phrase[1]?.pos !== 'PROPN');
      return acronym || name ? t.text : t.text.toLowerCase();
    })
    .join(' ')
    .replace(/,/g, '');
}

function mostFrequent(counts: Map<string, number>): string {
  let best = '';
  let bestCount = 0;
  for (const [value, count] of counts) if (count > bestCount) [best, bestCount] = [value, count];
  return best;
}

function containsRun(outer: readonly string[], inner: readonly string[]): boolean {
  if (inner.length >= outer.length) return false;
  for (let start = 0; start + inner.length <= outer.length; start++) {
    if (inner.every((w, i) => outer[start + i] === w)) return true;
  }
  return false;
}

function overlap(a: Set<number>, b: Set<number>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared;
}
