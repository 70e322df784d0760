import type { RetrievedPassage } from '../knowledge.service.js';
import { loadTagger } from '../language/tagged-text.js';
import { PARTS_OF_SPEECH, synsetsIn } from '../wordnet/wordnet-lexicon.js';
import { readPassageStatements } from './reading.js';
import type { Statement } from './statement.js';

/** Passages read are kept by id; a passage's text never changes under its id. */
const PASSAGES_KEPT = 5_000;
const readPassages = new Map<number, Promise<Statement[]>>();

/** The statements of a passage, read once per process. */
export function passageStatements(passage: RetrievedPassage): Promise<Statement[]> {
  const kept = readPassages.get(passage.id);
  if (kept) return kept;
  const reading = readPassageStatements(passage.body, passage.citation.title);
  if (readPassages.size >= PASSAGES_KEPT) readPassages.clear();
  readPassages.set(passage.id, reading);
  return reading;
}

let preparing: Promise<void> | undefined;

/**
 * Loads the English model and WordNet's files (about 40 MB) before the first learner message needs them:
 * the server calls it at start, and a message waits for it only if it comes first.
 */
export function prepareStatementReader(): Promise<void> {
  preparing ??= (async () => {
    await loadTagger();
    for (const pos of PARTS_OF_SPEECH) synsetsIn(pos, 'water');
  })();
  return preparing;
}
