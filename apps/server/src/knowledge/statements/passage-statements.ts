import type { RetrievedPassage } from '../retrieved-passage.js';
import { loadTagger } from '../language/tagged-text.js';
import { PARTS_OF_SPEECH, synsetsIn } from '../wordnet/wordnet-lexicon.js';
import type { SourceStatement } from './claim-verdict.js';
import { readContext, readPassageStatements } from './reading.js';
import { STATEMENT_READER_VERSION, type Statement } from './statement.js';
import type { NewPassage } from '../passages/passages.repository.js';

/** Passages read are kept by id; a passage's text never changes under its id. */
const PASSAGES_KEPT = 5_000;
const readPassages = new Map<number, Promise<Statement[]>>();

/** The statements of a passage, read once per process. */
function passageStatements(passage: RetrievedPassage): Promise<Statement[]> {
  if (passage.statements) return Promise.resolve(passage.statements);
  const kept = readPassages.get(passage.id);
  if (kept) return kept;
  const reading = readPassageStatements(passage.body, passage.citation.title);
  if (readPassages.size >= PASSAGES_KEPT) readPassages.clear();
  readPassages.set(passage.id, reading);
  return reading;
}

/**
 * Every statement of the session's passages, each with its passage and its section's words: what the
 * judge, the answerer and the reply check all read a message against.
 */
export async function sessionStatements(
  passages: readonly RetrievedPassage[],
): Promise<SourceStatement<RetrievedPassage>[]> {
  await prepareStatementReader();
  const sources: SourceStatement<RetrievedPassage>[] = [];
  for (const passage of passages) {
    const context = await readContext(passage.sectionPath);
    for (const statement of await passageStatements(passage))
      sources.push({ statement, source: passage, context });
  }
  return sources;
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

/** Passages read a few at a time, so that a long document does not hold the event loop for a second. */
const READ_BEFORE_A_TURN = 20;

/**
 * A source's passages with their statements, read once as they are stored (issue 37): each sentence's
 * subject, verb and slots are kept with the passage, and every instance that retrieves it uses them.
 */
export async function withStatements(passages: readonly NewPassage[], title: string): Promise<NewPassage[]> {
  await prepareStatementReader();
  const read: NewPassage[] = [];
  for (const [i, passage] of passages.entries()) {
    if (i > 0 && i % READ_BEFORE_A_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    const statements = await readPassageStatements(passage.body, title);
    read.push({ ...passage, statements: { reader: STATEMENT_READER_VERSION, statements } });
  }
  return read;
}
