import type { RetrievedPassage } from '../knowledge.service.js';
import { judgeClaim, type ClaimVerdict, type SourceStatement } from './claim-verdict.js';
import { answerQuestion, type FoundAnswer } from './question-answer.js';
import { readContext, readLearnerClaims, readLearnerQuestion, readPassageStatements } from './reading.js';
import type { Statement } from './statement.js';
import { loadTagger } from '../language/tagged-text.js';
import { PARTS_OF_SPEECH, synsetsIn } from '../wordnet/wordnet-lexicon.js';

/** A claim of the learner's message, judged against the session's passages (issue 37). */
export interface SourcedVerdict {
  /** The claim as a plain sentence: "Pumice sinks in water because it is heavy." */
  claim: string;
  /** Whether it came as a question ("…, right?"). */
  asked: boolean;
  verdict: ClaimVerdict<RetrievedPassage>;
}

/**
 * Past this much judging, the claims not yet judged are not covered: a message never waits long on the
 * reader, whatever it holds. Loading the English model and WordNet is not counted: it happens once.
 */
const JUDGING_LIMIT_MS = 500;
/** Passages read are kept by id; a passage's text never changes under its id. */
const PASSAGES_KEPT = 5_000;
const readPassages = new Map<number, Promise<Statement[]>>();

/** The statements of a passage, read once per process. */
function passageStatements(passage: RetrievedPassage): Promise<Statement[]> {
  const kept = readPassages.get(passage.id);
  if (kept) return kept;
  const reading = readPassageStatements(passage.body, passage.citation.title);
  if (readPassages.size >= PASSAGES_KEPT) readPassages.clear();
  readPassages.set(passage.id, reading);
  return reading;
}

/**
 * Every claim of a learner's message, each with its verdict: contradicted when a passage's sentence about the
 * same subject and predicate says otherwise in one slot, supported when one says it, otherwise not covered.
 * A true question states no claim and gets no verdict.
 */
export async function judgeLearnerMessage(
  message: string,
  topic: string,
  passages: readonly RetrievedPassage[],
): Promise<SourcedVerdict[]> {
  await prepareStatementReader();
  const claims = await readLearnerClaims(message, topic);
  if (claims.length === 0) return [];
  const sources: SourceStatement<RetrievedPassage>[] = [];
  for (const passage of passages) {
    for (const statement of await passageStatements(passage)) sources.push({ statement, source: passage });
  }
  const verdicts: SourcedVerdict[] = [];
  const started = performance.now();
  for (const claim of claims) {
    for (const statement of claim.statements) {
      const inTime = performance.now() - started < JUDGING_LIMIT_MS;
      const verdict = inTime
        ? judgeClaim(statement, sources)
        : { verdict: 'not_covered' as const, claim: statement };
      verdicts.push({ claim: claim.text, asked: claim.asked, verdict });
    }
  }
  return verdicts;
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

/** The sentence (or two) of the session's passages that answers a question of fact, if one does. */
export async function answerFromPassages(
  question: string,
  topic: string,
  passages: readonly RetrievedPassage[],
): Promise<FoundAnswer<RetrievedPassage> | null> {
  await prepareStatementReader();
  const read = await readLearnerQuestion(question);
  const topicTerms = topic ? (await readLearnerQuestion(topic)).focus : [];
  const sources: SourceStatement<RetrievedPassage>[] = [];
  for (const passage of passages) {
    const context = await readContext(passage.sectionPath);
    for (const statement of await passageStatements(passage))
      sources.push({ statement, source: passage, context });
  }
  return answerQuestion(read, question, sources, topicTerms);
}
