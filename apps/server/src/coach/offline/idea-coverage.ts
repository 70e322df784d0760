import { stem } from '../content-words.js';
import type { AnswerReading, AnswerWord } from './answer-words.js';
import type { KeyIdea } from './key-ideas.js';
import { relationBetween, type Relation } from '../../knowledge/wordnet/word-relations.js';

/**
 * Which ideas of a key a written answer covers, and through which of the learner's words. Each
 * word of the learner's stands for one idea at most, so that one word cannot earn two ideas. The
 * key's own words, where the learner wrote them, are paired first; then the other words are paired
 * so as to cover as many ideas as they can ("total" for "quantity" leaves "add" for "addition"),
 * each idea trying its closest word first.
 */

export interface IdeaCoverage {
  idea: KeyIdea;
  /** 1 when covered, a share when only some of its words are, else 0. */
  share: number;
  /** The learner's words that stood for the idea's under another form: "divide" for "divisor". */
  standIns: string[];
  /**
   * The learner's words that say the contrary: "move" in "can move" where the key says "lacking …
   * locomotion", "meet" in "never meet" where it says "intersect", "fast" where it says "slowly".
   */
  contrary: string[];
  /** The contrary words that are antonyms, neither side denied ("falls" for "rises"), not a reading of a negation's reach. */
  antonyms: string[];
  /** Whether a word of the learner's says it as the key does or by a synonym, not through a looser link. */
  saidClosely: boolean;
}

const CLOSENESS: readonly Relation[] = ['same', 'synonym', 'family', 'kind', 'defined', 'opposite'];

/** One thing to cover: an idea as a whole phrase, or one of its words. */
interface Unit {
  idea: number;
  forms: readonly string[];
  /** The answer words that can stand for it, closest first. */
  candidates: Candidate[];
}

interface Candidate {
  word: number;
  relation: Relation;
}

export function coverIdeas(ideas: readonly KeyIdea[], reading: AnswerReading): IdeaCoverage[] {
  const units = ideas.flatMap((idea, i) => unitsOf(idea, i, reading.words));
  const pairing = pairUp(units, reading.words);
  return ideas.map((idea, i) => {
    const own = units.flatMap((unit, u) =>
      unit.idea === i ? [{ unit, match: pairing.get(u) ?? null }] : [],
    );
    const met = own.flatMap(({ unit, match }) => (match ? [{ ...match, unit }] : []));
    // "cannot move" agrees with "lacking … locomotion"; "can move", or "fast" for "slowly", does not.
    const contrary = met.filter(
      (c) => (c.relation === 'opposite') !== (reading.words[c.word]!.denied !== idea.denied),
    );
    const agreeing = met.filter((c) => !contrary.includes(c));
    const share = idea.negation
      ? Number(reading.negation !== null)
      : own.length === 0
        ? 0
        : agreeing.length / own.length;
    // The learner's word is named when it is not the key's: another word, or the key's in another spelling.
    const standIns = agreeing
      .filter(
        (c) => c.relation !== 'same' || !c.unit.forms.some((f) => reading.words[c.word]!.forms.includes(f)),
      )
      .map((c) => reading.words[c.word]!.written);
    if (
      idea.negation &&
      reading.negation !== null &&
      reading.negation.toLowerCase() !== idea.label.toLowerCase()
    )
      standIns.push(reading.negation);
    const saidClosely = agreeing.some((c) => c.relation === 'same' || c.relation === 'synonym');
    const antonyms = contrary.filter((c) => c.relation === 'opposite' && !idea.denied);
    return {
      idea,
      share,
      standIns,
      contrary: contrary.map((c) => reading.words[c.word]!.written),
      antonyms: antonyms.map((c) => reading.words[c.word]!.written),
      saidClosely,
    };
  });
}

/**
 * The idea's units: each of its words, or the whole phrase when some of its words find no match
 * and an answer word stands for the phrase ("sea" for "body of water").
 */
function unitsOf(idea: KeyIdea, index: number, words: readonly AnswerWord[]): Unit[] {
  if (idea.negation) return [];
  const unitFor = (keyForms: readonly string[]): Unit => {
    const candidates = words.flatMap((word, w) => {
      const relation = closestRelation(keyForms, word.forms);
      return relation ? [{ word: w, relation }] : [];
    });
    candidates.sort((a, b) => CLOSENESS.indexOf(a.relation) - CLOSENESS.indexOf(b.relation));
    return { idea: index, forms: keyForms, candidates };
  };
  const wordUnits = idea.words.map(unitFor);
  if (!idea.phrase || wordUnits.every((u) => u.candidates.length > 0)) return wordUnits;
  const phrase = unitFor([idea.phrase]);
  return phrase.candidates.length > 0 ? [phrase] : wordUnits;
}

/**
 * Units paired with answer words: the key's own words first, then the most units that distinct
 * words can cover (augmenting paths). A phrase of the answer and a word inside it are never both used.
 */
function pairUp(units: readonly Unit[], words: readonly AnswerWord[]): Map<number, Candidate> {
  const held = new Map<number, number>();
  const taken = new Set<number>();
  const overlapsTaken = (w: number) => words[w]!.positions.some((p) => taken.has(p));
  const hold = (u: number, w: number) => {
    held.set(w, u);
    for (const p of words[w]!.positions) taken.add(p);
  };
  units.forEach((unit, u) => {
    const own = unit.candidates.find((c) => c.relation === 'same' && !overlapsTaken(c.word));
    if (own) hold(u, own.word);
  });
  const exact = new Set(held.values());
  const reserved = new Set(taken);
  const tryUnit = (u: number, visited: Set<number>): boolean => {
    for (const { word } of units[u]!.candidates) {
      if (visited.has(word) || words[word]!.positions.some((p) => reserved.has(p))) continue;
      visited.add(word);
      const holder = held.get(word);
      if (holder === undefined || tryUnit(holder, visited)) {
        held.set(word, u);
        return true;
      }
    }
    return false;
  };
  const closestFirst = units
    .map((unit, u) => ({ u, closest: CLOSENESS.indexOf(unit.candidates[0]?.relation ?? 'defined') }))
    .filter(({ u }) => !exact.has(u))
    .sort((a, b) => a.closest - b.closest);
  for (const { u } of closestFirst) tryUnit(u, new Set());

  // Pairs kept closest first; a later one that reuses a word of the learner's is dropped.
  const pairs = [...held].map(([word, unit]) => ({
    unit,
    candidate: units[unit]!.candidates.find((c) => c.word === word)!,
  }));
  pairs.sort((a, b) => CLOSENESS.indexOf(a.candidate.relation) - CLOSENESS.indexOf(b.candidate.relation));
  const usedPositions = new Set<number>();
  const pairing = new Map<number, Candidate>();
  for (const { unit, candidate } of pairs) {
    const positions = words[candidate.word]!.positions;
    if (positions.some((p) => usedPositions.has(p))) continue;
    for (const p of positions) usedPositions.add(p);
    pairing.set(unit, candidate);
  }
  return pairing;
}

function closestRelation(keyForms: readonly string[], writtenForms: readonly string[]): Relation | null {
  let closest: Relation | null = null;
  for (const key of keyForms) {
    for (const written of writtenForms) {
      // The crude singular also matches keys stemmed that way ("synthesi" for "synthesis").
      const relation = stem(key) === stem(written) ? 'same' : relationBetween(key, written);
      if (relation && (closest === null || CLOSENESS.indexOf(relation) < CLOSENESS.indexOf(closest)))
        closest = relation;
    }
  }
  return closest;
}
