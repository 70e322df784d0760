import { names, roots } from '../../item-checks.js';
import { firstClause } from './explanation-key.js';
import { topicEvidence } from './sense-choice.js';
import {
  ancestorsOf,
  definitionOf,
  isKindAtAnyDepth,
  kindCount,
  nameOf,
  partsOf,
  sameLineage,
  siblingsOf,
  step,
  wholesOf,
} from './noun-links.js';
import { nounSenses, type Synset } from '../../../knowledge/wordnet/wordnet.js';

/**
 * The wrong options of a knowledge item, and the rules that keep every one of them wrong (issue 22):
 * a choice item has exactly one defensible option, so a candidate that WordNet's relations would
 * also make right is never offered. The rules read the term in every one of its senses, because a
 * learner may answer for a sense the stem does not name.
 *
 * Options that are names (all but definitions) must be wrong in every sense of the name.
 *
 * - "What is X a kind of?": nothing X is a kind of along any path, nothing that a sense of X is a
 *   kind of, nothing under the answer (X's neighbours there may hold it in fact), no broad category
 *   beside one of X's own, nothing whose name shares a word with the answer, nothing whose
 *   definition nearly repeats X's or words what it and X both are, nothing X's definition names.
 * - "What is X a part of?": no whole of X or of what X is a kind of, at any distance, nor anything
 *   such a whole is a kind of or has as a kind; nothing X is a kind of; nothing X's definition names.
 * - "Which are kinds of X?": nothing that is a kind of X at any depth, nothing filed under what X
 *   is a kind of (it may cut across X: an improper fraction can be a common one), nothing whose
 *   definition nearly repeats X's, nothing defined by X's name.
 * - "Which are parts of X?": no part of X or of what X is a kind of, at any distance, nor a kind of
 *   such a part or what it is a kind of; nothing defined by X's name, nothing X's definition names.
 * - "Which definition fits X?": no definition of a sense of X or of anything in its line of kinds,
 *   none that names X, none of a broad category (three or more kinds of its own: X may fit it in
 *   fact), none that shares its genus or much of its wording with a definition of X, none that only
 *   words the parent it shares with X. X's other senses are offered only when the stem says the
 *   term is meant as the topic uses it, and only one far from that sense: another lexicographer
 *   file, no shared line of kinds, no common parent, little shared wording, and no evidence that
 *   the topic means it.
 */

/** How far up the line of kinds wrong options are looked for. */
const NEIGHBOUR_LEVELS = 3;
/** A category with this many kinds may hold X by facts WordNet does not record. */
const BROAD_CATEGORY = 3;
/** Definitions sharing this share of their words (of the shorter) say nearly the same thing. */
const NEAR_DUPLICATE_SHARE = 0.4;

export interface Subject {
  /** The sense the item asks about. */
  sense: Synset;
  /** The term as the stem quotes it. */
  term: string;
  /** Every noun sense of the term, the asked one included. */
  senses: readonly Synset[];
}

export function subjectOf(term: string, sense: Synset): Subject {
  const senses = nounSenses(term);
  return { sense, term, senses: senses.some((s) => s.offset === sense.offset) ? senses : [sense, ...senses] };
}

/** The option text of a definition: its first clause, without WordNet's subject label. */
export function definitionOption(synset: Synset): string {
  return firstClause(definitionOf(synset));
}

export function wrongKindOf(subject: Subject, answer: Synset, candidate: Synset): boolean {
  return namesakes(candidate).every((c) => wrongKindOfSense(subject, answer, c));
}

function wrongKindOfSense(subject: Subject, answer: Synset, candidate: Synset): boolean {
  const { sense } = subject;
  if (candidate.offset === sense.offset || candidate.offset === answer.offset) return false;
  if (subject.senses.some((s) => s.offset === candidate.offset || ancestorsOf(s).has(candidate.offset)))
    return false;
  // Under the answer, a neighbour of X may hold X as well ("reservoir" for a dammed "backwater");
  // X's own kinds only turn the question round ("improper fraction" for "fraction").
  if (isKindAtAnyDepth(candidate, answer) && !isKindAtAnyDepth(candidate, sense)) return false;
  // A broad category beside one of X's own may overlap it: a plant is an organism and, in fact, a
  // "natural object" too, though WordNet files it under only one of the two.
  const ancestors = ancestorsOf(sense);
  if (
    kindCount(candidate) >= BROAD_CATEGORY &&
    step(candidate, 'kindOf').some((p) => ancestors.has(p.offset))
  )
    return false;
  if (answer.words.some((w) => names(nameOf(candidate), w))) return false;
  if (nearDuplicate(definitionOf(candidate), definitionOf(sense))) return false;
  // "biont", "a discrete unit of living matter", beside the "organism" a plant is: a plant is one too.
  if (restatesCommonGround(sense, candidate, 'ancestor')) return false;
  return !namedBy(definitionOf(sense), candidate.words);
}

export function wrongPartOf(subject: Subject, answer: Synset, candidate: Synset): boolean {
  return namesakes(candidate).every((c) => wrongPartOfSense(subject, answer, c));
}

function wrongPartOfSense(subject: Subject, answer: Synset, candidate: Synset): boolean {
  const { sense } = subject;
  if (candidate.offset === sense.offset || candidate.offset === answer.offset) return false;
  if (ancestorsOf(sense).has(candidate.offset)) return false;
  const wholes = subject.senses.flatMap(wholesOf);
  if (wholes.some((w) => sameLineage(w, candidate))) return false;
  if (partsOf(candidate).some((p) => subject.senses.some((s) => sameLineage(p, s)))) return false;
  return !namedBy(definitionOf(sense), candidate.words);
}

export function wrongKind(subject: Subject, candidate: Synset): boolean {
  return namesakes(candidate).every((c) => wrongKindSense(subject, c));
}

function wrongKindSense(subject: Subject, candidate: Synset): boolean {
  if (subject.senses.some((s) => s.offset === candidate.offset || isKindAtAnyDepth(candidate, s)))
    return false;
  // A definition that says what X's does may describe a kind of X WordNet files elsewhere.
  if (nearDuplicate(definitionOf(candidate), definitionOf(subject.sense))) return false;
  // What is filed beside X, or under what is, may cut across it: an "improper fraction" or a
  // "decimal fraction" can be a "common fraction" too.
  if (step(subject.sense, 'kindOf').some((p) => isKindAtAnyDepth(candidate, p))) return false;
  return !namedBy(definitionOf(candidate), [subject.term]);
}

export function wrongPart(subject: Subject, candidate: Synset): boolean {
  return namesakes(candidate).every((c) => wrongPartSense(subject, c));
}

function wrongPartSense(subject: Subject, candidate: Synset): boolean {
  const { sense } = subject;
  if (sameLineage(candidate, sense)) return false;
  const parts = subject.senses.flatMap(partsOf);
  if (parts.some((p) => sameLineage(p, candidate))) return false;
  if (namedBy(definitionOf(candidate), [subject.term])) return false;
  return !namedBy(definitionOf(sense), candidate.words);
}

/** Whether another concept's definition is a wrong answer to "which definition fits X?". */
export function wrongDefinition(subject: Subject, candidate: Synset): boolean {
  if (subject.senses.some((s) => s.offset === candidate.offset || sameLineage(s, candidate))) return false;
  if (kindCount(candidate) >= BROAD_CATEGORY) return false;
  if (restatesCommonGround(subject.sense, candidate, 'parent')) return false;
  return plainlyOtherDefinition(subject, candidate);
}

/**
 * Whether the candidate's definition only restates what it shares with X: "a sum of money allotted
 * on a regular basis" (a stipend) words the "regular payment" that a salary is as well, and once cut
 * to its first clause says nothing a salary is not. Shared means the candidate's own kind-of, when
 * X is a kind of it too: directly (`reach` 'parent', for definitions, where a wider reach would rule
 * out every number beside a fraction) or at any depth ('ancestor', for the names of categories).
 */
function restatesCommonGround(sense: Synset, candidate: Synset, reach: 'parent' | 'ancestor'): boolean {
  const shared =
    reach === 'parent' ? new Set(step(sense, 'kindOf').map((p) => p.offset)) : ancestorsOf(sense);
  const said = roots(definitionOption(candidate));
  return step(candidate, 'kindOf')
    .filter((p) => shared.has(p.offset))
    .some((p) => roots(`${p.words.join(' ')} ${definitionOf(p)}`).some((r) => said.includes(r)));
}

/**
 * Whether another sense of X is a wrong answer to "which definition fits X as it is used in the
 * topic?": only when it is far from the sense the topic means.
 */
export function wrongOtherSense(subject: Subject, topic: string, other: Synset): boolean {
  const { sense } = subject;
  if (other.offset === sense.offset || other.lexicalFile === sense.lexicalFile) return false;
  if (sameLineage(other, sense)) return false;
  const parents = new Set(step(sense, 'kindOf').map((p) => p.offset));
  if (step(other, 'kindOf').some((p) => parents.has(p.offset))) return false;
  if (topicEvidence(other, topic) > 0) return false;
  return plainlyOtherDefinition(subject, other);
}

function plainlyOtherDefinition(subject: Subject, candidate: Synset): boolean {
  const option = definitionOption(candidate);
  if (option === '' || names(definitionOf(candidate), subject.term)) return false;
  return !subject.senses
    .filter((s) => s.offset !== candidate.offset)
    .some((s) => nearDuplicate(definitionOption(s), option));
}

/**
 * Every sense the option's name has: a learner reads "reservoir" as a lake as readily as a supply,
 * so a name is a wrong option only when it is wrong in all of them.
 */
function namesakes(candidate: Synset): Synset[] {
  const senses = nounSenses(nameOf(candidate));
  return senses.some((s) => s.offset === candidate.offset) ? senses : [candidate, ...senses];
}

/** Two definitions with the same genus (first word that says something) or much shared wording. */
function nearDuplicate(a: string, b: string): boolean {
  const ra = roots(a);
  const rb = roots(b);
  if (ra.length === 0 || rb.length === 0) return true;
  if (ra[0] === rb[0]) return true;
  const shared = ra.filter((r) => rb.includes(r)).length;
  return shared >= 2 || shared / Math.min(ra.length, rb.length) >= NEAR_DUPLICATE_SHARE;
}

/** Whether a definition names a concept, by any of its names. */
function namedBy(definition: string, conceptNames: readonly string[]): boolean {
  return conceptNames.some((w) => {
    const own = roots(w);
    const said = roots(definition);
    return own.length > 0 && own.every((r) => said.includes(r));
  });
}

/**
 * Where wrong options are looked for, nearest first; each list is shuffled by the caller. Other
 * terms of the topic make the most telling wrong options, then WordNet's neighbours of the sense.
 */
export const candidatePools = {
  kindOf(sense: Synset, answer: Synset, others: readonly Synset[]): Synset[][] {
    return [
      others.flatMap((o) => [...step(o, 'kindOf'), o]),
      siblingsOf(answer),
      [...step(sense, 'kinds'), ...step(sense, 'partOf'), ...step(sense, 'parts')],
      step(answer, 'kindOf').flatMap(siblingsOf),
    ];
  },
  partOf(sense: Synset, answer: Synset, others: readonly Synset[]): Synset[][] {
    return [others.flatMap((o) => [...step(o, 'partOf'), o]), siblingsOf(answer), siblingsOf(sense)];
  },
  kinds(sense: Synset, others: readonly Synset[]): Synset[][] {
    return [others.flatMap((o) => [o, ...step(o, 'kinds')]), ...neighbours(sense, 'kinds')];
  },
  parts(sense: Synset, others: readonly Synset[]): Synset[][] {
    return [others.flatMap((o) => [o, ...step(o, 'parts')]), ...neighbours(sense, 'parts')];
  },
  definition(sense: Synset, others: readonly Synset[]): Synset[][] {
    const parentSiblings = step(sense, 'kindOf').flatMap(siblingsOf);
    return [
      siblingsOf(sense),
      others.flatMap((o) => [o, ...step(o, 'kinds')]),
      parentSiblings.flatMap((p) => [p, ...step(p, 'kinds')]),
    ];
  },
};

/**
 * X's siblings' kinds (or parts) and its siblings, then, a step further up each time, the siblings
 * of what X is a kind of and their kinds (or parts): near enough to be plausible, far enough apart.
 */
function neighbours(sense: Synset, relation: 'kinds' | 'parts'): Synset[][] {
  const siblings = siblingsOf(sense);
  const pools = [siblings.flatMap((s) => step(s, relation)), siblings];
  let level = step(sense, 'kindOf');
  for (let up = 0; up < NEIGHBOUR_LEVELS && level.length > 0; up++) {
    pools.push(level.flatMap(siblingsOf).flatMap((p) => [p, ...step(p, relation)]));
    level = level.flatMap((p) => step(p, 'kindOf'));
  }
  return pools;
}
