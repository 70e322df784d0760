import type { Citation } from './citation.js';
import type { Statement } from './statements/statement.js';

/** A passage to teach from, with the citation it must be shown with. */
export interface RetrievedPassage {
  id: number;
  body: string;
  sectionPath: string;
  /** Between 0 and 1; comparable only within one answer. */
  score: number;
  /** Whether the passage has every word of the query, or only some (found to fill the k asked for). */
  matchedAllWords: boolean;
  citation: Citation;
  /** What its sentences assert, as read when it was stored; absent when stored by an older reader. */
  statements?: Statement[];
}
