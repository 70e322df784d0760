import { loadTagger, type TaggedSentence, type Tagger } from '../language/tagged-text.js';
import { contentTerms } from './content-words.js';
import { termRelation } from './term-relations.js';

/**
 * An explanation on request (issue 37): "explain…", "step by step", "just tell me", "how does X work?".
 * The passage whose section and sentences are most about what the learner named gives a run of its
 * sentences in the source's order, the run that holds the most steps (first, then, finally) and causes
 * (because, so, led to). Nothing is reworded: the tutor quotes what the source says.
 */

/** A passage of the session's sources, however the caller cites it. */
interface ExplainablePassage {
  body: string;
  sectionPath: string;
}

export interface ExplanationRequest {
  /** The content words of what is to be explained: "light", "dependent", "reaction". */
  focus: string[];
  /** "why…", "what caused…": the causes are asked for; otherwise the steps of a process. */
  kind: 'process' | 'causes';
}

export interface Explanation<P> {
  source: P;
  /** Sentences of the source, in its order. */
  sentences: string[];
  kind: ExplanationRequest['kind'];
}

const ASKS_TO_EXPLAIN =
  /\b(explain|step[- ]by[- ]step|just tell me|walk me through|in order|what happens|what happened|how (?:does|do|did|is|are|was|were|can|could)\b(?! (?:you|i|we)\b))/i;
/** "How many…", "how long…": a quantity, which the typed answer gives. */
const ASKS_QUANTITY = /\bhow (?:many|much|long|old|far|big|fast|often|high|large)\b/i;
const ASKS_CAUSES = /\b(why|what caused|what led to|causes? of|reasons? for)\b/i;
/** Words of a request that say how to explain, not what. */
const REQUEST_WORDS = new Set([
  'explain',
  'step',
  'tell',
  'work',
  'happen',
  'order',
  'process',
  'please',
  'walk',
  'show',
  'mean',
  'way',
  'thing',
]);
/** Words that mark a step or a cause in a sentence. */
const STEP_MARKERS =
  /\b(first|firstly|then|next|after|afterwards|finally|eventually|later|once|until|begins?|began|starts?|started|ends?|ended|because|so|therefore|as a result|leads? to|led to|causes?|caused|results? in|when)\b/i;
/** The fewest sentences an explanation gives, and the most. */
export const FEWEST_SENTENCES = 3;
export const MOST_SENTENCES = 6;
/** A section's name says more about what a passage explains than one word in its text. */
const SECTION_WEIGHT = 3;

/** The request read for what to explain, or null when the message asks for no explanation. */
export async function readExplanationRequest(
  message: string,
  topic: string,
): Promise<ExplanationRequest | null> {
  if (!ASKS_TO_EXPLAIN.test(message) || ASKS_QUANTITY.test(message)) return null;
  const tag = await loadTagger();
  // "How does Romeo end up banished?": "end up" says how it came out, not what ended.
  const asked = message.replace(/\b(?:end|ends|ended|ending) up\b/gi, ' ');
  const focus = termsOf(tag, asked).filter((term) => !REQUEST_WORDS.has(term));
  const named = focus.length > 0 ? focus : termsOf(tag, topic);
  if (named.length === 0) return null;
  return { focus: named, kind: ASKS_CAUSES.test(message) ? 'causes' : 'process' };
}

/**
 * The run of sentences that explains the request, at most `most` of them and never fewer than three
 * unless the passage has fewer; null when no passage is about what the learner named.
 */
export async function explainFrom<P extends ExplainablePassage>(
  request: ExplanationRequest,
  passages: readonly P[],
  topic: string,
  most: number,
): Promise<Explanation<P> | null> {
  const tag = await loadTagger();
  const topicTerms = new Set(termsOf(tag, topic));
  // What the learner named beyond the topic decides; the topic's own words only break ties.
  const weightOf = (term: string) => (topicTerms.has(term) ? 0.25 : 1);
  let best: { passage: P; sentences: TaggedSentence[]; score: number } | null = null;
  for (const [index, passage] of passages.entries()) {
    const section = termsOf(tag, passage.sectionPath.replaceAll('›', ','));
    // A section stored in several passages reads on into the next one, as the source does.
    const next = passages[index + 1];
    const text = next?.sectionPath === passage.sectionPath ? `${passage.body}\n\n${next.body}` : passage.body;
    const sentences = tag(text);
    const body = sentences.flatMap((s) => contentTerms(s.tokens));
    const inSection = request.focus.filter((f) => said(f, section));
    const inBody = request.focus.filter((f) => said(f, body));
    if (![...inSection, ...inBody].some((f) => !topicTerms.has(f))) continue;
    const steps = sentences.filter((s) => STEP_MARKERS.test(s.text)).length;
    const score =
      SECTION_WEIGHT * sum(inSection.map(weightOf)) + sum(inBody.map(weightOf)) + Math.min(steps, 4) / 4;
    if (sentences.length > 0 && (!best || score > best.score)) best = { passage, sentences, score };
  }
  if (!best) return null;
  const run = bestRun(best.sentences, request.focus, Math.max(FEWEST_SENTENCES, most));
  return { source: best.passage, sentences: run.map((s) => s.text.trim()), kind: request.kind };
}

/** The window of sentences, in order, with the most steps and named words; the earliest on a tie. */
function bestRun(sentences: readonly TaggedSentence[], focus: readonly string[], size: number) {
  if (sentences.length <= size) return sentences;
  const worth = sentences.map((s) => {
    const terms = contentTerms(s.tokens);
    return (STEP_MARKERS.test(s.text) ? 1 : 0) + focus.filter((f) => said(f, terms)).length / focus.length;
  });
  let bestStart = 0;
  let bestWorth = -1;
  for (let start = 0; start + size <= sentences.length; start++) {
    const total = sum(worth.slice(start, start + size));
    if (total > bestWorth) [bestStart, bestWorth] = [start, total];
  }
  return sentences.slice(bestStart, bestStart + size);
}

function termsOf(tag: Tagger, text: string): string[] {
  return [...new Set(tag(text).flatMap((s) => contentTerms(s.tokens)))];
}

function said(word: string, among: readonly string[]): boolean {
  return among.some((term) => termRelation(word, term) === 'same');
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
