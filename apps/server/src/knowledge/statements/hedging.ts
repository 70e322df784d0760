import type { Statement } from './statement.js';

/** Quantifiers that hedge a statement over part of its kind: "most volcanoes", "some of the water". */
const QUANTIFIERS = new Set(['most', 'many', 'some']);

/**
 * Whether a source's hedge keeps it from contradicting a claim (issue 37, decision 065). "May" or "is
 * thought to" always does. A quantifier does not when the claim says the same one: "most of the fresh water
 * is stored in lakes" and "most of the fresh water is stored in glaciers" speak of the same part, and cannot
 * both hold.
 */
export function hedgedAgainst(claim: Statement, source: Statement): boolean {
  if (!source.hedged) return false;
  const theirs = source.hedges ?? [];
  const claimed = claim.hedges ?? [];
  return theirs.length === 0 || !theirs.every((word) => QUANTIFIERS.has(word) && claimed.includes(word));
}
