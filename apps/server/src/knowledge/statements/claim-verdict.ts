import { CAUSE_VERBS } from './read-statements.js';
import { quantitiesDisagree } from './quantities.js';
import { closerContradiction, judgeAgainstSentences } from './sentence-verdict.js';
import { hedgedAgainst } from './hedging.js';
import { clashingOrder } from './order-clash.js';
import type { Statement } from './statement.js';
import type { ClaimVerdict, ContradictedSlot, SourceStatement } from './verdict.js';
import { endsOfOneSpan, isAncestorKind, termRelation, verbTie } from './term-relations.js';
import { timesDisagree } from './times.js';

/**
 * A claim judged against the statements of a session's sources (issue 37), the way the research note
 * "reading statements" lays out: align the event first (subject and predicate), then compare the slots in
 * a fixed order. Shared words are never agreement: a claim with every word of a sentence but one verb
 * pointing the other way is contradicted. A claim no sentence aligns with is not covered.
 */

export type { ClaimVerdict, ContradictedSlot, SourceStatement } from './verdict.js';

interface Alignment {
  score: number;
  /** near: the same event by a verb more specific than the source's, which cannot confirm it. */
  predicate: 'same' | 'near' | 'opposite';
  /** Whether the claim's verb is the sentence's main verb, not a word elsewhere in it. */
  mainVerb: boolean;
  /** Claim words the source says too (or says more specifically). */
  matched: Set<string>;
  /** Claim words whose antonym the source uses, with that word. */
  opposites: Map<string, string>;
  /** Claim words a sibling of which the source names, with that sibling. */
  siblings: Map<string, string>;
  unmatched: string[];
  /** Modifiers of the claim the sentence leaves out ("van Helmont's" tree): they do not make another event. */
  spared: string[];
}

export function judgeClaim<P>(claim: Statement, sources: readonly SourceStatement<P>[]): ClaimVerdict<P> {
  let supported: { score: number; deciding: SourceStatement<P> } | null = null;
  let contradicted: { score: number; verdict: ClaimVerdict<P> } | null = null;
  for (const source of sources) {
    const alignment = align(claim, source.statement, source.context ?? []);
    if (alignment === null) continue;
    const readable = alignment.mainVerb && !hedgedAgainst(claim, source.statement);
    const found = readable ? firstClash(claim, source.statement, alignment) : null;
    const clash = found && explained(claim, source.statement, alignment, found.slot) ? found : null;
    if (clash) {
      if (!contradicted || alignment.score > contradicted.score) {
        contradicted = {
          score: alignment.score,
          verdict: { verdict: 'contradicted', claim, deciding: source, ...clash },
        };
      }
    } else if (
      supports(claim, source.statement, alignment, source.context ?? []) &&
      (!supported || alignment.score > supported.score)
    ) {
      supported = { score: alignment.score, deciding: source };
    }
  }
  // A sentence that says it outweighs one that seems to say otherwise: a false accusation costs a learner more.
  if (supported) return { verdict: 'supported', claim, deciding: supported.deciding };
  if (contradicted) {
    const { verdict } = contradicted;
    if (verdict.verdict !== 'contradicted') return verdict;
    const chosen = { sentence: verdict.deciding.statement.sentence, slot: verdict.slot };
    return closerContradiction(claim, sources, chosen) ?? verdict;
  }
  return judgeAgainstSentences(claim, sources) ?? { verdict: 'not_covered', claim };
}

/**
 * Whether every word of the claim the sentence lacks sits in the slot that clashes ("Voltaire" in a
 * claim about who wrote a book): a claim with another word of its own is about something else, and this
 * sentence cannot contradict it.
 */
function explained(
  claim: Statement,
  source: Statement,
  alignment: Alignment,
  slot: ContradictedSlot,
): boolean {
  const slotted = new Set(
    slot === 'agent'
      ? (claim.agent ?? [])
      : slot === 'place'
        ? claim.places.flat()
        : slot === 'cause'
          ? (claim.cause ?? [])
          : [],
  );
  // "Alfred Marshall" against "Marshall": a word of the claim's subject right before the one word the
  // sentence's subject is, is part of the same name.
  const namePart = (word: string) => {
    const at = claim.subject.indexOf(word);
    const next = claim.subject[at + 1];
    return at >= 0 && next !== undefined && source.subject.length === 1 && source.subject[0] === next;
  };
  return alignment.unmatched.every((word) => slotted.has(word) || namePart(word));
}

/** The words of the claim that must be found in the source, slot words aside. */
function claimWords(claim: Statement): string[] {
  // "X causes Y": the cause and effect are the subject and object, the words that find the sentence.
  const causeVerb = CAUSE_VERBS.has(claim.predicate?.lemma ?? '');
  const aside = new Set([
    ...claim.places.flat(),
    ...(causeVerb ? [] : (claim.cause ?? [])),
    ...(causeVerb ? [] : (claim.effect ?? [])),
    ...(claim.order?.before ?? []),
    ...(claim.order?.after ?? []),
    ...(claim.predicate?.passive ? (claim.agent ?? []) : []),
    // Said or not by the sentence's condition, or by its words: see sameCondition.
    ...(claim.condition ?? []),
  ]);
  return claim.terms.filter((term) => !aside.has(term) && term !== claim.predicate?.lemma);
}

function align(claim: Statement, source: Statement, context: readonly string[]): Alignment | null {
  const relation = predicateRelation(claim, source);
  if (relation === null || !sameCondition(claim, source, context)) return null;
  const { predicate, mainVerb } = relation;
  const matched = new Set<string>();
  const opposites = new Map<string, string>();
  const siblings = new Map<string, string>();
  const unmatched: string[] = [];
  const spared: string[] = [];
  for (const word of claimWords(claim)) {
    const relations = source.terms.map((term) => ({ term, relation: termRelation(word, term) }));
    if (relations.some((r) => r.relation === 'same' || r.relation === 'broader')) matched.add(word);
    else {
      const opposite = relations.find((r) => r.relation === 'opposite');
      const sibling = relations.find((r) => r.relation === 'sibling');
      if (opposite) opposites.set(word, opposite.term);
      else if (sibling) siblings.set(word, sibling.term);
      // "Pythagorean" in a claim about "the smallest triple" under the article "Pythagorean theorem": the
      // sentence stands under that word, it need not say it again.
      else if (context.some((term) => termRelation(word, term) === 'same')) continue;
      // The reader never lists a phrase's head as a modifier ("reflects green light"), so an object the
      // sentence leaves out is never spared.
      else if (claim.modifiers?.includes(word)) spared.push(word);
      else unmatched.push(word);
    }
  }
  // "There are infinitely many triples" has no subject, nor has a claim that there are.
  const subjectHeld =
    (claim.subject.length === 0 && source.subject.length === 0) ||
    claim.subject.some((word) => matched.has(word) || siblings.has(word)) ||
    source.subject.some((term) => claim.terms.some((word) => termRelation(word, term) === 'same'));
  if (!subjectHeld || matched.size === 0) return null;
  // A claim of two or more words must share two with the sentence: one shared word is a different event.
  if (matched.size < 2 && claimWords(claim).length - spared.length > 1) return null;
  // "Vesuvius last erupted in 1944" is not the eruption of AD 79: an order the source does not name
  // marks another event.
  if (claim.order?.rank !== null && claim.order?.rank !== undefined && source.order?.rank == null)
    return null;
  // The event must be the same one: most of what the claim names is in the sentence.
  const named = matched.size + opposites.size + siblings.size;
  if (named < (matched.size + opposites.size + siblings.size + unmatched.length) / 2) return null;
  const score =
    matched.size +
    0.5 * (opposites.size + siblings.size) +
    (predicate === 'same' ? 1 : 1) -
    0.25 * unmatched.length;
  return { score, predicate, mainVerb, matched, opposites, siblings, unmatched, spared };
}

function predicateRelation(
  claim: Statement,
  source: Statement,
): { predicate: Alignment['predicate']; mainVerb: boolean } | null {
  const a = claim.predicate?.lemma;
  const b = source.predicate?.lemma;
  if (!a || !b) return null;
  if (a === 'be' && b !== 'be') return copularRelation(claim, b);
  if (a === 'be' || b === 'be') return a === b ? { predicate: 'same', mainVerb: true } : null;
  const direct = termRelation(a, b);
  if (direct === 'same') return { predicate: 'same', mainVerb: true };
  if (direct === 'opposite') return endsOfOneSpan(a, b) ? null : { predicate: 'opposite', mainVerb: true };
  const tie = verbTie(a, b);
  if (tie === 'same' || tie === 'broader') return { predicate: 'same', mainVerb: true };
  if (tie === 'narrower') return { predicate: 'near', mainVerb: true };
  // The verb may stand elsewhere in the sentence ("…caused tsunamis that killed…"): enough to find the
  // sentence, not to read its slots as the claim's.
  if (source.terms.some((term) => termRelation(a, term) === 'same'))
    return { predicate: 'same', mainVerb: false };
  return null;
}

/**
 * "X is Y" against a sentence with a verb, read as that verb only when WordNet ties them: "Pythagoras was
 * alive" as "Pythagoras lived" (the adjective is of the verb's family); "Tambora is on an island in…",
 * which says only where X is, against any sentence that places X.
 */
function copularRelation(
  claim: Statement,
  sourceVerb: string,
): { predicate: Alignment['predicate']; mainVerb: boolean } | null {
  if (claim.predicate?.negated) return null;
  if (claim.objects.some((word) => termRelation(word, sourceVerb) === 'same'))
    return { predicate: 'same', mainVerb: true };
  if (claim.objects.length === 0 && claim.places.length > 0) return { predicate: 'near', mainVerb: true };
  return null;
}

/**
 * Whether a claim's "when …" or "if …" names the same condition as the sentence's, when both name one. A
 * sentence without one may still hold the claim's in its own words ("After the deaths of the two lovers,
 * …" for "once both lovers are dead"): at least half the claim's condition words must be in it or in its
 * section, or it speaks of another case ("heavy objects fall with the same acceleration" is not "if the
 * net force increases, the acceleration…").
 */
function sameCondition(claim: Statement, source: Statement, context: readonly string[]): boolean {
  if (!claim.condition) return true;
  if (source.condition) {
    const sourceCondition = source.condition;
    return claim.condition.every((word) => heldBy(word, sourceCondition));
  }
  const said = conditionSaid(claim.condition, source, context);
  return said.length * 2 >= claim.condition.length;
}

function heldBy(word: string, among: readonly string[]): boolean {
  return among.some((term) => {
    const relation = termRelation(word, term);
    return relation === 'same' || relation === 'broader';
  });
}

/** The words of a claim's condition the sentence says, in its condition, its words or its section. */
function conditionSaid(condition: readonly string[], source: Statement, context: readonly string[]) {
  // Word by word, as written: "lovers" in the sentence, "ionic bonding" in its section's title.
  const words = [...source.sentence.toLowerCase().split(/[^\p{L}\p{N}]+/u), ...context];
  const written = (term: string) => term.split(' ').every((part) => words.some((w) => w.startsWith(part)));
  return condition.filter(
    (word) => heldBy(word, source.condition ?? []) || heldBy(word, source.terms) || written(word),
  );
}

type Clash = { slot: ContradictedSlot; claimed: string; stated: string };

function firstClash(claim: Statement, source: Statement, alignment: Alignment): Clash | null {
  const claimNegated = claim.predicate?.negated ?? false;
  const sourceNegated = source.predicate?.negated ?? false;
  const verbs = { claimed: claim.predicate?.lemma ?? '', stated: source.predicate?.lemma ?? '' };
  if (alignment.predicate !== 'opposite' && claimNegated !== sourceNegated) {
    return {
      slot: 'negation',
      claimed: claimNegated ? `not ${verbs.claimed}` : verbs.claimed,
      stated: sourceNegated ? `not ${verbs.stated}` : verbs.stated,
    };
  }
  if (alignment.predicate === 'opposite' && claimNegated === sourceNegated) {
    return { slot: 'direction', ...verbs };
  }
  const [opposite] = alignment.opposites;
  if (opposite && claimNegated === sourceNegated)
    return { slot: 'direction', claimed: opposite[0], stated: opposite[1] };
  for (const q of claim.quantities) {
    const comparable = source.quantities.filter(
      (s) => s.unit === q.unit || s.unit === null || q.unit === null,
    );
    const sameUnit = comparable.filter((s) => s.unit === q.unit);
    const against = sameUnit.length > 0 ? sameUnit : comparable;
    if (against.length > 0 && against.every((s) => quantitiesDisagree(q, s))) {
      return { slot: 'number', claimed: q.text, stated: against[0]!.text };
    }
  }
  for (const t of claim.times) {
    if (source.times.length > 0 && source.times.every((s) => timesDisagree(t, s))) {
      return { slot: 'time', claimed: t.text, stated: source.times[0]!.text };
    }
  }
  const placeClash = clashingWords(claim.places.flat(), source.places.flat(), source.terms);
  if (placeClash) return { slot: 'place', ...placeClash };
  if (claim.predicate?.lemma !== 'be' && claim.agent && source.agent) {
    // The claim's doer said elsewhere in the sentence ("when more resistors are added…, the total
    // resistance decreases") is the same event told the other way round, not another doer.
    const agentClash = clashingWords(claim.agent, source.agent, [
      ...source.agent,
      ...source.terms.filter((term) => !source.agent?.includes(term)),
      ...(source.condition ?? []),
    ]);
    if (agentClash) return { slot: 'agent', ...agentClash };
  }
  const orderClash = clashingOrder(claim, source);
  if (orderClash) return orderClash;
  if (claim.cause && claim.cause.length > 0 && source.cause && source.cause.length > 0) {
    const causeClash = clashingWords(claim.cause, source.cause, source.cause);
    if (causeClash) return { slot: 'cause', ...causeClash };
  }
  const [sibling] = alignment.siblings;
  if (sibling) return { slot: 'sibling', claimed: sibling[0], stated: sibling[1] };
  return null;
}

/**
 * The words of a claim's slot that no word of the source's slot (or sentence) stands for, when the
 * source fills the slot with words the claim lacks: "in Lyon" against "in Paris".
 */
function clashingWords(
  claimed: readonly string[],
  stated: readonly string[],
  sourceTerms: readonly string[],
) {
  if (claimed.length === 0 || stated.length === 0) return null;
  const held = (word: string, among: readonly string[]) =>
    among.some((term) => {
      const relation = termRelation(word, term);
      return relation === 'same' || relation === 'broader';
    });
  // A broader kind named however far up ("a virus" for "the variola virus") is no other thing.
  const missing = claimed.filter(
    (word) => !held(word, sourceTerms) && !stated.some((term) => isAncestorKind(word, term)),
  );
  if (missing.length === 0) return null;
  const unsaid = stated.filter((term) => !claimed.some((word) => held(word, [term])));
  if (unsaid.length === 0) return null;
  return { claimed: missing.join(' '), stated: unsaid.join(' ') };
}

function supports(
  claim: Statement,
  source: Statement,
  alignment: Alignment,
  context: readonly string[],
): boolean {
  if (alignment.predicate !== 'same' || !alignment.mainVerb) return false;
  if (alignment.unmatched.length > 0 || alignment.siblings.size > 0 || alignment.opposites.size > 0)
    return false;
  if ((claim.predicate?.negated ?? false) !== (source.predicate?.negated ?? false)) return false;
  if (claim.times.some((t) => !source.times.some((s) => !timesDisagree(t, s)))) return false;
  if (
    claim.quantities.some(
      (q) =>
        !source.quantities.some((s) => !quantitiesDisagree(q, s) && (s.unit === q.unit || q.unit === null)),
    )
  )
    return false;
  const said = (word: string) =>
    source.terms.some((term) => {
      const relation = termRelation(word, term);
      return relation === 'same' || relation === 'broader';
    });
  // "above freezing": the side of a place is read into the place, not among the sentence's words; "in the
  // Calvin cycle" is said by a sentence under the section "Calvin cycle".
  const placed = (word: string) =>
    said(word) ||
    source.places.some((place) => place.includes(word)) ||
    context.some((term) => termRelation(word, term) === 'same');
  if (!claim.places.flat().every(placed)) return false;
  if (claim.predicate?.passive && claim.agent && !claim.agent.every(said)) return false;
  if (claim.cause && !claim.cause.every(said)) return false;
  return true;
}
