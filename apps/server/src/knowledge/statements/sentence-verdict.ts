import type { ClaimVerdict, ContradictedSlot, SourceStatement } from './verdict.js';
import { hedgedAgainst } from './hedging.js';
import { clashingOrder } from './order-clash.js';
import { quantitiesDisagree } from './quantities.js';
import {
  ERAS,
  holds,
  rankedFits,
  score,
  wordAt,
  writtenIn,
  type Fit,
  type Sentence,
} from './sentence-fit.js';
import type { Statement } from './statement.js';
import { isAncestorKind } from './term-relations.js';
import { synsetsIn } from '../wordnet/wordnet-lexicon.js';
import { timesDisagree } from './times.js';

/**
 * A claim judged against whole sentences (issue 37, decisions 064 and 065), for when no clause of a source aligns
 * with it subject to subject and verb to verb. The reader splits a sentence into clauses, and a fact may sit
 * across them ("…caused tsunamis that killed more than 36,000 people"), inside a phrase ("a tragedy
 * written by Shakespeare"), or in a clause the reader read wrongly. Here the sentence is one bag of read
 * words with its times, quantities and negations (`sentence-fit.ts`), and a claim counts as the same event
 * only when nearly every word it names is in it:
 *
 * - supported: every word is held, the times and quantities agree, the verb's clause is negated as the
 *   claim is, and the claim's doer is the sentence's doer, not the one done to;
 * - contradicted: at most one word is missing, and the order, the times, the quantities, the negation, the
 *   verb's direction or the reason differ;
 * - otherwise nothing, and the claim stays not covered.
 */

export function judgeAgainstSentences<P>(
  claim: Statement,
  sources: readonly SourceStatement<P>[],
): ClaimVerdict<P> | null {
  const fits = rankedFits(claim, sources);
  const supporting = fits.find((f) => supports(claim, f)) ?? datedElsewhere(claim, fits, sources);
  if (supporting) return { verdict: 'supported', claim, deciding: decidingClause(supporting) };
  const best = fits[0];
  return best ? contradiction(claim, best) : null;
}

/**
 * A dated claim whose event one sentence tells and whose date another gives: "Shakespeare wrote Romeo and
 * Juliet around 1594" against "Romeo and Juliet is a tragedy written by William Shakespeare" and "Romeo and
 * Juliet was probably written between 1591 and 1595". The second decides: it says the claim's verb and
 * dates it as the claim does, lacking at most one word, which the first sentence says.
 */
function datedElsewhere<P>(
  claim: Statement,
  fits: readonly Fit<P>[],
  sources: readonly SourceStatement<P>[],
): Fit<P> | undefined {
  if (claim.times.length === 0) return undefined;
  const told = fits.find((f) => supports({ ...claim, times: [] }, f));
  if (!told) return undefined;
  const verb = claim.predicate?.lemma;
  // The first sentence says who did it; the second need only date the same deed.
  return rankedFits({ ...claim, subject: [] }, sources).find((f) => {
    if (f === told || f.opposites.length > 0 || f.contrasted || !verb || !f.matched.includes(verb))
      return false;
    if (!f.unmatched.every((word) => [...told.sentence.own].some((term) => holds(word, term)))) return false;
    const times = f.sentence.clauses.flatMap(({ statement }) => statement.times);
    return times.length > 0 && claim.times.every((t) => times.some((s) => !timesDisagree(t, s)));
  });
}

/**
 * The contradiction a whole sentence gives, when that sentence fits the claim better than the one a clause
 * judge chose: "Romeo and Juliet was first published in 1623" is answered by "The play was first published
 * … in 1597", not by a poem "published by Arthur Brooke in 1562" that shares fewer of its words.
 */
export function closerContradiction<P>(
  claim: Statement,
  sources: readonly SourceStatement<P>[],
  chosen: { sentence: string; slot: ContradictedSlot },
): ClaimVerdict<P> | null {
  const fits = rankedFits(claim, sources);
  const best = fits[0];
  const text = chosen.sentence.toLowerCase();
  if (!best || best.sentence.text === text) return null;
  const rival = fits.find((f) => f.sentence.text === text);
  if (rival) return score(best) > score(rival) ? contradiction(claim, best) : null;
  // The clause judge's sentence holds too few of the claim's words to be told as a whole. One that holds
  // every one of them, and finds another slot wrong, knows better: "objects … slow down because gravity
  // acts against their motion" is about its cause, not about a place "on different objects".
  if (best.unmatched.length > 0) return null;
  const found = contradiction(claim, best);
  return found?.verdict === 'contradicted' && found.slot !== chosen.slot ? found : null;
}

function contradiction<P>(claim: Statement, f: Fit<P>): ClaimVerdict<P> | null {
  const clash = clashIn(claim, f);
  return clash ? { verdict: 'contradicted', claim, deciding: decidingClause(f), ...clash } : null;
}

/** The clause whose verb is the claim's, else the one that shares most of its words. */
function decidingClause<P>(f: Fit<P>): SourceStatement<P> {
  if (f.verbClause) return f.verbClause;
  const shared = (s: Statement) => s.terms.filter((t) => f.matched.includes(t)).length;
  return [...f.sentence.clauses].sort((a, b) => shared(b.statement) - shared(a.statement))[0]!;
}

function supports<P>(claim: Statement, f: Fit<P>): boolean {
  if (f.unmatched.length > 0 || f.opposites.length > 0 || f.contrasted) return false;
  const clauses = f.sentence.clauses.map((c) => c.statement);
  const verbClause = f.verbClause?.statement;
  const claimNegated = claim.predicate?.negated ?? false;
  if (verbClause ? verbClause.predicate?.negated !== claimNegated : claimNegated || clauses.some(negated))
    return false;
  const times = clauses.flatMap((s) => s.times);
  if (claim.times.some((t) => !times.some((s) => !timesDisagree(t, s)))) return false;
  const quantities = clauses.flatMap((s) => s.quantities);
  if (
    claim.quantities.some(
      (q) => !quantities.some((s) => (s.unit === q.unit || q.unit === null) && !quantitiesDisagree(q, s)),
    )
  )
    return false;
  if (clauses.some((s) => clashingOrder(claim, s))) return false;
  const own = [...f.sentence.own];
  if (claim.cause && !claim.cause.every((word) => own.some((t) => holds(word, t)))) return false;
  // "buys poison in Verona" is not said by "buys poison in Mantua and returns to Verona": a place must be
  // where the sentence places something, or the section it stands under, when the sentence places anything.
  const places = clauses.flatMap((s) => s.places.flat());
  const context = f.sentence.context;
  // A modifier the sentence leaves out is spared here too ("thin sheets" for "sheets"); one it turns is not.
  const placeWords = claim.places
    .flat()
    .filter((word) => !ERAS.has(word) && !(claim.modifiers ?? []).includes(word));
  const placing = places.length > 0 ? [...places, ...context] : f.sentence.words;
  // "below equilibrium" in a sentence that places nothing, but sets a condition "when the price is below
  // equilibrium": the side is a word the reader keeps only in places.
  const placed = (word: string) =>
    placing.some((t) => holds(word, t)) || (places.length === 0 && writtenIn(word, f.sentence.text));
  if (!placeWords.every(placed)) return false;
  return f.converse || doerKept(claim, f.sentence, verbClause);
}

const negated = (s: Statement) => s.predicate?.negated ?? false;

/**
 * Whether the claim's doer does it in the sentence too: "Tybalt kills Romeo" is not "Romeo kills Tybalt",
 * though every word is shared. Read from the verb's clause where the reader found one, else from the
 * sentence's word order: the doer comes before what is done to, or after "by".
 */
function doerKept<P>(claim: Statement, sentence: Sentence<P>, verbClause: Statement | undefined): boolean {
  const doer = claim.predicate?.passive ? (claim.agent ?? []) : claim.subject;
  if (doer.length === 0) return true;
  const among = (words: readonly string[]) => doer.some((word) => words.some((term) => holds(word, term)));
  const context = sentence.context;
  if (verbClause) {
    const theirDoer = verbClause.predicate?.passive ? (verbClause.agent ?? []) : verbClause.subject;
    if (theirDoer.length > 0) return among(theirDoer);
    // "About 17,000 people were executed" names no doer: the one it is done to is its subject, as the claim's.
    return among(context) || claim.subject.some((word) => verbClause.subject.some((t) => holds(word, t)));
  }
  const text = sentence.clauses[0]!.statement.sentence.toLowerCase();
  const at = (word: string) => wordAt(text, word);
  const doerAt = Math.min(...doer.map(at));
  if (doerAt === Number.POSITIVE_INFINITY) return among(context);
  if (/\bby\s+(?:\S+\s+)?$/.test(text.slice(0, doerAt))) return true;
  const done = claim.predicate?.passive ? claim.subject : claim.objects;
  return done.length === 0 || doerAt < Math.min(...done.map(at));
}

/**
 * Whether the verb's clause itself holds what the claim says beyond its subject, but for one word: "it does
 * not come from the carbon dioxide" does not deny that oxygen "comes from water molecules that are split".
 */
function saysTheRest(claim: Statement, f: Fit<unknown>, clause: Statement): boolean {
  const words = [...clause.terms, ...(clause.condition ?? [])];
  const rest = f.matched.filter((word) => word !== claim.predicate?.lemma && !claim.subject.includes(word));
  return rest.filter((word) => !words.some((term) => holds(word, term))).length <= 1;
}

type Clash = {
  slot: 'negation' | 'order' | 'time' | 'number' | 'direction' | 'cause';
  claimed: string;
  stated: string;
};

function clashIn<P>(claim: Statement, f: Fit<P>): Clash | null {
  const clauses = f.sentence.clauses.map((c) => c.statement);
  if (clauses.some((s) => hedgedAgainst(claim, s))) return null;
  const verbClause = f.verbClause?.statement;
  const claimNegated = claim.predicate?.negated ?? false;
  const verb = claim.predicate?.lemma ?? '';
  if (
    verbClause &&
    f.opposites.length === 0 &&
    (verbClause.predicate?.negated ?? false) !== claimNegated &&
    saysTheRest(claim, f, verbClause)
  ) {
    const theirs = verbClause.predicate!.lemma;
    return {
      slot: 'negation',
      claimed: claimNegated ? `not ${verb}` : verb,
      stated: claimNegated ? theirs : `not ${theirs}`,
    };
  }
  const order = clauses.map((s) => clashingOrder(claim, s)).find((clash) => clash !== null);
  if (order) return order;
  const times = clauses.flatMap((s) => s.times);
  for (const t of claim.times) {
    if (times.length > 0 && times.every((s) => timesDisagree(t, s)))
      return { slot: 'time', claimed: t.text, stated: times[0]!.text };
  }
  const quantities = clauses.flatMap((s) => s.quantities);
  for (const q of claim.quantities) {
    const against = quantities.filter((s) => s.unit === q.unit && q.unit !== null);
    if (against.length > 0 && against.every((s) => quantitiesDisagree(q, s)))
      return { slot: 'number', claimed: q.text, stated: against[0]!.text };
  }
  const [opposite] = f.opposites;
  if (opposite && f.unmatched.length === 0 && !claimNegated && !clauses.some(negated))
    return { slot: 'direction', claimed: opposite[0], stated: opposite[1] };
  return causeClash(claim, f);
}

/** A word WordNet knows only as a thing, never as an action: "gravity", not "oppose" or "act". */
function namesAThing(word: string): boolean {
  return synsetsIn('noun', word).length > 0 && synsetsIn('verb', word).length === 0;
}

/**
 * A reason the sentence gives otherwise: most of the claim's "because …" is nowhere in a sentence that
 * names its own reason ("because he married Juliet" against "Because Romeo has killed Tybalt"). One word
 * of a reason put in other words ("oppose their movement" for "act against their motion") is not enough,
 * unless it names another thing than the sentence's reason does ("gravity" against "friction").
 */
function causeClash(claim: Statement, f: Fit<unknown>): Clash | null {
  const claimed = claim.cause ?? [];
  const stated = [...new Set(f.sentence.clauses.flatMap((c) => c.statement.cause ?? []))];
  if (claimed.length === 0 || stated.length === 0) return null;
  const own = [...f.sentence.own];
  // A broader kind named however far up ("a virus" for "the variola virus") is no other cause.
  const missing = claimed.filter(
    (word) => !own.some((term) => holds(word, term)) && !stated.some((term) => isAncestorKind(word, term)),
  );
  const unsaid = stated.filter((term) => !claimed.some((word) => holds(word, term)));
  const otherThing = missing.some(namesAThing) && unsaid.some(namesAThing);
  if ((missing.length * 2 < claimed.length && !otherThing) || unsaid.length === 0) return null;
  return { slot: 'cause', claimed: missing.join(' '), stated: unsaid.join(' ') };
}
