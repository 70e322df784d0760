import type { Statement } from './statement.js';

/**
 * What a claim comes to against a session's sources (issue 37): the verdict both judges give, the clause
 * judge (`claim-verdict.ts`) and the whole-sentence judge (`sentence-verdict.ts`).
 */

/** The slot in which a contradicted claim differs from the source. */
export type ContradictedSlot =
  'negation' | 'direction' | 'number' | 'time' | 'place' | 'agent' | 'order' | 'cause' | 'sibling';

/** A sentence of a source, read, with whatever the caller needs to cite it. */
export interface SourceStatement<P> {
  statement: Statement;
  source: P;
  /** The words of the title and section the sentence stands under: what "it" and "the process" are about. */
  context?: string[];
}

export type ClaimVerdict<P> =
  | { verdict: 'supported'; claim: Statement; deciding: SourceStatement<P> }
  | {
      verdict: 'contradicted';
      claim: Statement;
      deciding: SourceStatement<P>;
      slot: ContradictedSlot;
      /** What the claim says in that slot, and what the source says: "1793" and "1789". */
      claimed: string;
      stated: string;
    }
  | { verdict: 'not_covered'; claim: Statement };
