import type { SourceStatement } from './verdict.js';
import type { Statement } from './statement.js';
import {
  endsOfOneSpan,
  isKindOfVerb,
  isKindWithin,
  shareASynonym,
  termRelation,
  verbTie,
} from './term-relations.js';
import { escapeRegExp } from '../../lib/escape-reg-exp.js';

/**
 * How well a whole sentence holds a claim (issue 37, decisions 064 and 065): the sentence as one bag of read
 * words, and which of the claim's words it holds, lacks or says the other way round. The whole-sentence
 * judge (`sentence-verdict.ts`) decides from these fits.
 */

/** Verbs that carry no event of their own: "did his experiment", "got into debt". */
const LIGHT_VERBS = new Set(['be', 'do', 'have', 'get']);
/** Era markers the reader may leave among the words: "in 79 AD". */

export const ERAS = new Set(['ad', 'bc', 'bce', 'ce']);
/** Fewer named words than this cannot pin an event down. */

const LEAST_MATCHED = 3;
/** Words that name any person at all. */

const ANYONE = new Set(['people', 'person', 'someone', 'somebody', 'everyone', 'everybody']);
/** How far up WordNet a kind of person may sit below "person" ("buyer", a customer, a consumer, a user). */

const PERSON_STEPS = 6;
/** Named words held that pin an event down well enough to tie a verb through its rarer senses. */

const PINNED_FOR_RARE_SENSES = 4;

export interface Sentence<P> {
  clauses: SourceStatement<P>[];
  /** Every read word of the sentence and of the section it stands under. */
  words: string[];
  /** The sentence's own words, without its section's. */
  own: Set<string>;
  /** As written, lower-cased. */
  text: string;
  /** The words of the title and section it stands under. */
  context: string[];
}

export interface Fit<P> {
  sentence: Sentence<P>;
  matched: string[];
  unmatched: string[];
  /** Claim words the sentence says the opposite of, with the sentence's word. */
  opposites: [string, string][];
  /** How many matched words the sentence says itself, not its section. */
  ownMatched: number;
  /**
   * Whether the sentence also says the opposite of a word the claim shares with it ("Young workers feed the
   * larvae, and older workers leave the hive"): it sets two things apart, and a bag of its words cannot tell
   * which the claim's words belong to.
   */
  contrasted: boolean;
  /** The clause whose verb is the claim's, if the reader found one. */
  verbClause: SourceStatement<P> | undefined;
  /** Whether the claim says "X contains Y" where the sentence says Y is in X: the doer is the place. */
  converse: boolean;
  /**
   * Whether that clause is about the claim's subject too: "the astronaut dropped a hammer" holds "objects
   * move" through WordNet, but its verb is an astronaut's, and tells no more than any other word.
   */
  verbAboutSubject: boolean;
}

export function rankedFits<P>(claim: Statement, sources: readonly SourceStatement<P>[]): Fit<P>[] {
  const named = namedWords(claim);
  if (named.length + (claim.times.length > 0 ? 1 : 0) < LEAST_MATCHED) return [];
  return sentencesOf(sources)
    .map((sentence) => fit(claim, named, sentence))
    .filter((f): f is Fit<P> => f !== null)
    .sort((a, b) => score(b) - score(a));
}

/** The words the claim names: its read words and its condition's, less modifiers, light verbs and eras. */
function namedWords(claim: Statement): string[] {
  // "About seventeen thousand people": the number is compared as a quantity, not as a word.
  const counted = claim.quantities.flatMap((q) =>
    q.text
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((word) => q.unit === null || !word.startsWith(q.unit)),
  );
  // "after Newton published his laws" is compared as an order: its head must be in the sentence, the
  // event it names need not be told again.
  const ordered = [claim.order?.before, claim.order?.after].flatMap((words) => words?.slice(1) ?? []);
  // "did his willow experiment": what is done names the event, told by the sentence in its own verb.
  const deed = claim.predicate?.lemma === 'do' ? claim.objects.slice(-1) : [];
  const spared = new Set([
    ...(claim.modifiers ?? []),
    ...ERAS,
    ...LIGHT_VERBS,
    ...counted,
    ...ordered,
    ...deed,
  ]);
  return [...new Set([...claim.terms, ...(claim.condition ?? [])])].filter((word) => !spared.has(word));
}

function sentencesOf<P>(sources: readonly SourceStatement<P>[]): Sentence<P>[] {
  const bySentence = new Map<string, SourceStatement<P>[]>();
  for (const source of sources) {
    const key = source.statement.sentence;
    bySentence.set(key, [...(bySentence.get(key) ?? []), source]);
  }
  return [...bySentence.values()].map((clauses) => {
    const own = new Set(
      clauses.flatMap(({ statement: s }) => [
        ...s.terms,
        ...(s.predicate ? [s.predicate.lemma] : []),
        ...(s.condition ?? []),
        ...(s.cause ?? []),
        ...(s.effect ?? []),
        ...(s.order?.before ?? []),
        ...(s.order?.after ?? []),
      ]),
    );
    const text = clauses[0]!.statement.sentence.toLowerCase();
    const context = clauses[0]?.context ?? [];
    return { clauses, own, text, context, words: [...own, ...context] };
  });
}

function fit<P>(claim: Statement, named: readonly string[], sentence: Sentence<P>): Fit<P> | null {
  const matched: string[] = [];
  const unmatched: string[] = [];
  const opposites: [string, string][] = [];
  let ownMatched = 0;
  const isVerb = (word: string) => word === claim.predicate?.lemma;
  for (const word of named) {
    const own = [...sentence.own].some((term) => holds(word, term)) || writtenIn(word, sentence.text);
    const titled = !own && sentence.context.some((term) => holds(word, term));
    // The claim's verb must be the sentence's own, not its section's title ("Supply and demand").
    if (own || (titled && !isVerb(word))) {
      matched.push(word);
      if (own) ownMatched += 1;
      continue;
    }
    const opposite = sentence.words.find((term) => saysOtherwise(word, term));
    if (opposite !== undefined) opposites.push([word, opposite]);
    else unmatched.push(word);
  }
  // "cools very slowly" against "cools very quickly": a modifier is spared when left out, not when turned.
  for (const word of claim.modifiers ?? []) {
    // A modifier the sentence says too is one more sign it tells the same event ("first published").
    if ([...sentence.own].some((term) => holds(word, term))) {
      matched.push(word);
      ownMatched += 1;
      continue;
    }
    if (sentence.words.some((term) => holds(word, term))) continue;
    const opposite = sentence.words.find((term) => saysOtherwise(word, term));
    if (opposite !== undefined) opposites.push([word, opposite]);
  }
  for (const word of [...unmatched]) {
    if (heldByItsDoer(claim, word, sentence) || deniedMoreBroadly(claim, word, sentence)) {
      unmatched.splice(unmatched.indexOf(word), 1);
      matched.push(word);
      ownMatched += 1;
    }
  }
  // With four words of the claim pinning the event, a verb may be tied through any of its senses, as the
  // clause judge ties them, or through a synonym both share: "obsidian … is made when lava cools" is
  // "obsidian … forms when lava cools", and plants that "conserve water" "save water". So may "contains"
  // where the sentence places the thing in the claim's subject ("a proof appears in the Elements").
  const [loose] = unmatched;
  const converse = loose !== undefined && loose === claim.predicate?.lemma && containedIn(claim, sentence);
  if (unmatched.length === 1 && matched.length >= PINNED_FOR_RARE_SENSES && loose !== undefined) {
    const tied = [...sentence.own].some(
      (term) => ['same', 'broader'].includes(verbTie(loose, term) ?? '') || shareASynonym(loose, term),
    );
    if (tied || converse) {
      unmatched.pop();
      matched.push(loose);
      ownMatched += 1;
    }
  }
  const subjectHeld = claim.subject.length === 0 || claim.subject.some((word) => matched.includes(word));
  // "Vesuvius last erupted in 1944": an order the sentence does not give makes it another event.
  const ranked = claim.order?.rank !== null && claim.order?.rank !== undefined;
  if (ranked && !sentence.clauses.some(({ statement }) => statement.order?.rank != null)) return null;
  // A date the sentence gives too pins the event like a word ("Louis XVI was guillotined in January 1793"),
  // agreeing or not, and the judges compare it after; but "erupted again in 1927" is another eruption.
  const dated =
    claim.times.length > 0 &&
    !claim.terms.includes('again') &&
    sentence.clauses.some(({ statement }) => statement.times.length > 0);
  const pinning = matched.length + (dated ? 1 : 0);
  if (!subjectHeld || pinning < LEAST_MATCHED || ownMatched < 2 || unmatched.length > 1) return null;
  // Unless the claim sets the same two apart, in the same order: "a rise in price causes a drop in the
  // quantity" says both, as "a rise in price causes a fall in the quantity" does.
  const claimText = claim.sentence.toLowerCase();
  const sameOrder = (word: string, term: string, other: string) =>
    wordAt(claimText, word) < wordAt(claimText, other) ===
    wordAt(sentence.text, word) < wordAt(sentence.text, term);
  const contrasted = matched.some((word) =>
    [...sentence.own].some(
      (term) =>
        termRelation(word, term) === 'opposite' &&
        !matched.some((other) => holds(other, term) && sameOrder(word, term, other)),
    ),
  );
  const verbClause = clauseOfVerb(claim, sentence, named);
  const theirSubject = verbClause?.statement.subject ?? [];
  const verbAboutSubject =
    verbClause !== undefined &&
    (theirSubject.length === 0 ||
      claim.subject.length === 0 ||
      claim.subject.some((word) => theirSubject.some((term) => holds(word, term))));
  return {
    sentence,
    matched,
    unmatched,
    opposites,
    ownMatched,
    contrasted,
    verbClause,
    verbAboutSubject,
    converse: converse && unmatched.length === 0,
  };
}

/**
 * The claim's word as the sentence writes it, where the reader took it into another slot ("during the oil
 * crisis of 1973", read as a time): the word itself or its plural, never a part of a longer word.
 */
export function writtenIn(word: string, text: string): boolean {
  return new RegExp(`\\b${escapeRegExp(word)}(?:s|es)?\\b`).test(text);
}

/**
 * Whether a sentence's word says the claim's word: the same or more specific, in their common senses. A
 * verb is not tied through its rarer senses here, as the aligned clauses are: with no subject and object
 * to pin the event, "goes to the tomb" would be "dies" at the tomb.
 */
export function holds(word: string, term: string): boolean {
  // "the willow tree" told again as "the tree": a compound is held by its head.
  if (word.includes(' ') && word.endsWith(` ${term}`)) return true;
  // "people want to buy more" is said by "buyers want more": anyone named is a person.
  if (ANYONE.has(word)) return isKindWithin('person', term, PERSON_STEPS);
  const relation = termRelation(word, term);
  return relation === 'same' || relation === 'broader';
}

/** A word the sentence says the other way round; the two ends of one span are not ("began", "ended"). */
function saysOtherwise(word: string, term: string): boolean {
  return termRelation(word, term) === 'opposite' && !endsOfOneSpan(word, term);
}

/**
 * The claim's verb, told by a clause of the sentence about the same subject through any sense, as the
 * clause judge ties verbs: metals "beaten into sheets" are metals "hammered into sheets".
 */
function heldByItsDoer(claim: Statement, word: string, sentence: Sentence<unknown>): boolean {
  if (word !== claim.predicate?.lemma) return false;
  return sentence.clauses.some(({ statement }) => {
    const theirs = statement.predicate?.lemma;
    const tie = theirs === undefined ? null : verbTie(word, theirs);
    const sameDoer = claim.subject.some((w) => statement.subject.some((term) => holds(w, term)));
    return sameDoer && (tie === 'same' || tie === 'broader');
  });
}

/**
 * "without shattering" said by "without breaking": what is denied more broadly is denied in each of its
 * kinds. Both must follow "without", and a sense of the sentence's verb must be the direct parent of a
 * common sense of the claim's.
 */
function deniedMoreBroadly(claim: Statement, word: string, sentence: Sentence<unknown>): boolean {
  if (!deniedAfterWithout(claim.sentence.toLowerCase(), word)) return false;
  return [...sentence.own].some(
    (term) => deniedAfterWithout(sentence.text, term) && isKindOfVerb(word, term),
  );
}

function deniedAfterWithout(text: string, word: string): boolean {
  const stem = escapeRegExp(word.slice(0, Math.max(4, word.length - 2)));
  return new RegExp(`\\bwithout\\s+${stem}`).test(text);
}

/** Verbs that say one thing holds another: "the Elements contains a proof". */
const CONTAINING = new Set(['contain', 'include', 'hold']);

/** Whether the claim says its subject contains something the sentence places in that subject. */
function containedIn(claim: Statement, sentence: Sentence<unknown>): boolean {
  if (!CONTAINING.has(claim.predicate?.lemma ?? '') || claim.predicate?.negated) return false;
  return sentence.clauses.some(({ statement }) =>
    statement.places.some((place) => claim.subject.some((word) => place.some((term) => holds(word, term)))),
  );
}

/** More named words held, fewer missing, and the claim's verb as a clause's verb rather than a word in passing. */
export const score = (f: Fit<unknown>) =>
  f.matched.length - f.unmatched.length - 0.5 * f.opposites.length + (f.verbAboutSubject ? 0.5 : 0);

/**
 * The clause whose verb is the claim's; of several ("do not conduct…, but do conduct when dissolved"), the
 * one that shares most of the claim's words, its condition's included.
 */
function clauseOfVerb<P>(
  claim: Statement,
  sentence: Sentence<P>,
  named: readonly string[],
): SourceStatement<P> | undefined {
  const verb = claim.predicate?.lemma;
  if (!verb || LIGHT_VERBS.has(verb)) return undefined;
  const tying = sentence.clauses.filter(({ statement }) => {
    const theirs = statement.predicate?.lemma;
    return theirs !== undefined && holds(verb, theirs);
  });
  const shared = ({ statement: s }: SourceStatement<P>) =>
    named.filter((word) => [...s.terms, ...(s.condition ?? [])].some((t) => holds(word, t))).length;
  return tying.sort((a, b) => shared(b) - shared(a))[0];
}

/** Where a word stands in a text, by its stem ("slid" for "slide"); infinity when it is not there. */
export function wordAt(text: string, word: string): number {
  const found = text.search(new RegExp(`\\b${escapeRegExp(word.slice(0, Math.max(4, word.length - 2)))}`));
  return found < 0 ? Number.POSITIVE_INFINITY : found;
}
