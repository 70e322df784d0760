import type { Quantity } from './quantities.js';
import type { TimeSpan } from './times.js';

/**
 * The reader's version, stored with the statements read at indexing: a passage stored by an older reader is
 * read again when it is used. Raise it whenever the reading of a sentence changes.
 */
export const STATEMENT_READER_VERSION = 13;

/** A passage's statements as stored with it, with the version of the reader that read them. */
export interface StoredStatements {
  reader: number;
  statements: Statement[];
}

/**
 * What one clause of an English sentence asserts (issue 37), read once: a passage's sentences when it is
 * indexed, a learner's message when it arrives. Words are lemmas, lower-cased.
 */
export interface Statement {
  /** The sentence it was read from, as written. */
  sentence: string;
  /** The content words before the predicate (a pronoun is replaced by the subject it stands for). */
  subject: string[];
  predicate: Predicate | null;
  /** Content words after the predicate that fill no other slot. */
  objects: string[];
  /** Each "in/at/near… X" phrase, as its content words. */
  places: string[][];
  times: TimeSpan[];
  quantities: Quantity[];
  /** Who or what does it: the active subject, or the "by …" of a passive; null for "X is Y". */
  agent: string[] | null;
  /** The content words of "because …", "due to …", "as a result of …"; null when none is named. */
  cause: string[] | null;
  /** The content words of what follows "so …", "which led to …", "as a result, …". */
  effect: string[] | null;
  order: Order | null;
  /** The content words of an opening "when …" or "if …": the clause holds only then. */
  condition: string[] | null;
  /** "may", "might", "is thought to", "some", "most": a source that hedges never contradicts. */
  hedged: boolean;
  /** The words that hedge it, as written ("most", "may"); absent in statements stored before reader 9. */
  hedges?: string[];
  /** Every content word of the clause, slot words included, for aligning one statement with another. */
  terms: string[];
  /**
   * Words of `terms` that only qualify another: adjectives, adverbs and possessors ("hot", "officially",
   * "van Helmont's"). A source that leaves one out still speaks of the same thing.
   */
  modifiers?: string[];
}

export interface Predicate {
  /** The verb's lemma, with its particle when it makes a phrasal verb ("take in", "carry out"); "be" for "X is Y". */
  lemma: string;
  negated: boolean;
  passive: boolean;
}

/** "first", "the second stage", "before X", "after X". */
export interface Order {
  rank: number | null;
  before: string[] | null;
  after: string[] | null;
}
