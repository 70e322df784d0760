import { depthOf, kindJustBelow, lowestCommonKind } from './common-kind.js';
import { readClassClaims, type ClassClaimText } from './class-claim-text.js';
import { isKindAtAnyDepth, nameOf, sameLineage } from './noun-links.js';
import { nounLemmas } from './noun-lemmas.js';
import { chooseSense, topicEvidence } from './sense-choice.js';
import { nounSenses, WORDNET_SOURCE, type Synset } from '../../../knowledge/wordnet/wordnet.js';

/**
 * Class-membership claims checked against WordNet's noun hierarchy (issue 23, DESIGN D18/D20). A
 * claim holds when WordNet files the member under the class at any depth; it is refuted only when
 * no reading of the words could make it true and WordNet places the two side by side under a
 * specific enough kind ("vertebrate" for a whale and a fish); everything else is left unchecked,
 * which never counts as true.
 */

export interface CheckedClassClaim {
  /** The claim in the learner's words: “a whale is a fish”. */
  statement: string;
  holds: boolean;
  /** What WordNet says, after "WordNet 3.1 ": "classes the whale as a mammal, not a fish". */
  classing: string;
  /** The sentence for a model's prompt (DESIGN D20). */
  verdict: string;
  /** The member's lemma: "whale". */
  member: string;
  /** The class the learner named, as a lemma: "fish". */
  claimedKind: string;
  /** The class WordNet files the member under, with its article: "a mammal". */
  wordnetKind: string;
  negated: boolean;
}

/**
 * The lowest common kind must sit at least this many kind-of steps below `entity`. "organism" (5)
 * is too vague: a whale is also a "giant" person, which meets a fish there. "animal" (6) is
 * the shallowest kind that still separates a jellyfish from a fish; "vertebrate" is 8.
 */
const MIN_COMMON_KIND_DEPTH = 6;

interface Reading {
  lemma: string;
  sense: Synset;
}

type Finding =
  | { holds: true; member: Reading; kind: Reading }
  | { holds: false; member: Reading; kind: Reading; common: Synset };

/** The claims of a learner's message that WordNet settles, in order; unchecked claims are left out. */
export function checkClassClaims(message: string, topic = ''): CheckedClassClaim[] {
  return readClassClaims(message)
    .map((claim) => checkedClaim(claim, topic))
    .filter((checked): checked is CheckedClassClaim => checked !== null);
}

function checkedClaim(claim: ClassClaimText, topic: string): CheckedClassClaim | null {
  const finding = findingOn(claim, topic);
  if (finding === null) return null;
  const member = finding.member.lemma;
  const claimedKind = finding.kind.lemma;
  const wordnetKind = finding.holds ? withArticle(claimedKind) : withArticle(classOf(finding));
  const classing = finding.holds
    ? `classes the ${member} as ${wordnetKind}`
    : `classes the ${member} as ${wordnetKind}, not ${withArticle(claimedKind)}`;
  const holds = finding.holds !== claim.negated;
  const verdict = holds
    ? `The learner's claim “${claim.statement}” matches ${WORDNET_SOURCE}.`
    : `The learner's claim “${claim.statement}” does not match ${WORDNET_SOURCE}, which ${classing}.`;
  return {
    statement: claim.statement,
    holds,
    classing,
    verdict,
    member,
    claimedKind,
    wordnetKind,
    negated: claim.negated,
  };
}

/** Whether WordNet files the member under the class, as the topic reads the member; null if unsure. */
function findingOn(claim: ClassClaimText, topic: string): Finding | null {
  const members = readingsOf(claim.member);
  const kinds = readingsOf(claim.kind);
  if (members.length === 0 || kinds.length === 0) return null;
  const chosen = topic === '' ? null : chooseSense(claim.member, topic);
  // The topic's sense, with the senses of its kind that it could be mistaken for: in "Marine animals"
  // the topic picks the dolphinfish for "dolphin", but the learner may mean the other animal.
  const candidates = chosen
    ? members.filter((m) => m.sense.lexicalFile === chosen.sense.lexicalFile)
    : members;
  let plausible = candidates
    .map((member) => nearestKind(member, kinds))
    .filter((f): f is Finding => f !== null);
  if (chosen && plausible.some((f) => !f.holds)) {
    // Refuted only as the topic reads the member, and only if no near reading would hold.
    const own = plausible.filter((f) => f.member.sense.offset === chosen.sense.offset);
    plausible = plausible.some((f) => f.holds) ? plausible : own;
  }
  // Several readings of an ambiguous word: those the topic speaks for, if any, are what it means.
  if (!chosen && topic !== '' && plausible.length > 1) {
    const onTopic = plausible.filter((f) => topicEvidence(f.member.sense, topic) > 0);
    if (onTopic.length > 0) plausible = onTopic;
  }
  const [first] = plausible;
  if (first === undefined) return null;
  // "A dolphin is a fish" holds for the dolphinfish, not for the whale: then it is left unchecked.
  if (plausible.every((f) => f.holds)) return first;
  if (plausible.some((f) => f.holds) || plausible.length > 1 || first.holds) return null;
  // Refuted only when no reading of either word relates the two: "a mammal is a whale" is no error of kind.
  if (members.some((m) => kinds.some((k) => sameLineage(m.sense, k.sense)))) return null;
  if (isName(first.member.sense) || isName(first.kind.sense)) return null;
  return first;
}

/** The member's reading against the class: held, or refutable where they meet low enough; else null. */
function nearestKind(member: Reading, kinds: readonly Reading[]): Finding | null {
  const holding = kinds.find((kind) => isKindAtAnyDepth(member.sense, kind.sense));
  if (holding) return { holds: true, member, kind: holding };
  let best: Finding | null = null;
  for (const kind of kinds) {
    const common = lowestCommonKind(member.sense, kind.sense);
    if (common === null || depthOf(common) < MIN_COMMON_KIND_DEPTH) continue;
    if (best === null || (!best.holds && depthOf(common) > depthOf(best.common)))
      best = { holds: false, member, kind, common };
  }
  return best;
}

/** The kind WordNet files the member under, just below where it meets the claimed class: "mammal". */
function classOf(finding: Extract<Finding, { holds: false }>): string {
  const below = kindJustBelow(finding.member.sense, finding.common);
  // The member sits directly under the common kind ("fox" under "canine"): name that kind.
  const kind = below === null || below.offset === finding.member.sense.offset ? finding.common : below;
  return nameOf(kind);
}

function readingsOf(phrase: string): Reading[] {
  const seen = new Set<number>();
  return nounLemmas(phrase).flatMap((lemma) =>
    nounSenses(lemma)
      .filter((sense) => !seen.has(sense.offset) && seen.add(sense.offset))
      .map((sense) => ({ lemma, sense })),
  );
}

/** A proper name or an instance ("Pisces", "Mercury"): never refuted on the hierarchy alone. */
function isName(sense: Synset): boolean {
  return sense.pointers.some((p) => p.symbol === '@i') || /^\p{Lu}/u.test(nameOf(sense));
}

/** The noun with its indefinite article: "an insect", "a unicorn". */
export function withArticle(noun: string): string {
  const an = /^(?:[aeio]|u(?!ni|s[eu]|r[aeiou]))|^(?:hour|honest|heir)/i.test(noun) && !/^one/i.test(noun);
  return `${an ? 'an' : 'a'} ${noun}`;
}
