import type { Statement } from './statement.js';
import { termRelation } from './term-relations.js';

/**
 * Where a claim puts an event in another order than the source does (issue 37): "first" against "second",
 * or "after Pythagoras" against "before Pythagoras". Both judges use it, the clause judge on one aligned
 * clause, the whole-sentence judge on every clause of the sentence.
 */
export function clashingOrder(
  claim: Statement,
  source: Statement,
): { slot: 'order'; claimed: string; stated: string } | null {
  const a = claim.order;
  const b = source.order;
  if (!a || !b) return null;
  if (a.rank !== null && b.rank !== null && a.rank !== b.rank) {
    return { slot: 'order', claimed: rankName(a.rank), stated: rankName(b.rank) };
  }
  const overlaps = (x: string[] | null, y: string[] | null) =>
    x !== null && y !== null && x.some((w) => y.some((t) => termRelation(w, t) === 'same'));
  if (overlaps(a.before, b.after))
    return { slot: 'order', claimed: `before ${a.before!.join(' ')}`, stated: `after ${b.after!.join(' ')}` };
  if (overlaps(a.after, b.before))
    return { slot: 'order', claimed: `after ${a.after!.join(' ')}`, stated: `before ${b.before!.join(' ')}` };
  return null;
}

const RANKS = ['', 'first', 'second', 'third', 'fourth', 'fifth'];
const rankName = (rank: number) => (rank === 99 ? 'last' : (RANKS[rank] ?? `number ${rank}`));
