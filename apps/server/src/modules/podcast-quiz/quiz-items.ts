import { PODCAST_QUIZ_ITEMS, type PodcastQuizItemKind } from '@socratica/contracts';
import type { KeyedQuestion } from '../../coach/coach.js';
import { stem, words } from '../../coach/content-words.js';
import { passageQuestions } from '../../coach/offline/passage-questions.js';
import { loadTagger, type Tagger } from '../../knowledge/language/tagged-text.js';
import { hashSeed, seededRandom } from '../../coach/offline/seeded-random.js';
import type { PodcastScript } from '../../coach/podcast-script.js';
import type { RetrievedPassage } from '../../knowledge/retrieved-passage.js';
import { prepareStatementReader } from '../../knowledge/statements/passage-statements.js';
import { readPassageStatements } from '../../knowledge/statements/reading.js';
import type { Statement } from '../../knowledge/statements/statement.js';
import { hostStatementLines, type EpisodeLine } from './episode-lines.js';

/** One item with its key (server only) and the episode line it tests. */
export interface EpisodeQuizItem {
  id: string;
  kind: PodcastQuizItemKind;
  question: KeyedQuestion;
  line: EpisodeLine;
  /** A typed item's subject as the host said it ("the Calvin cycle"); null for a choice item. */
  subject: string | null;
}

/**
 * Recall first, then explanation, alternating (issue 39): three choice items of about 15 s and two typed
 * ones of about 30 s make the two minutes the quiz is meant to take.
 */
const ORDER: PodcastQuizItemKind[] = ['choice', 'choice', 'typed', 'choice', 'typed'];
export const SECONDS_PER_ITEM: Record<PodcastQuizItemKind, number> = { choice: 15, typed: 30 };
/** A typed answer is graded on what the line says beyond its subject: fewer than two words is a cloze. */
const MIN_ANSWER_TERMS = 2;
const MOST_KEY_CONCEPTS = 4;
/** Words that join a subject's nouns ("the Committee of Public Safety") without naming anything. */
const SUBJECT_GLUE = new Set(['the', 'a', 'an', 'of', 'and', "'s", 'its']);

/**
 * The quiz on an episode (issue 39, decision 051): items on what its host said, never on anything the
 * episode did not. The script's pause questions are not reused: they were stored without keys, and the
 * co-host said their answer aloud. Choice items leave a noun out of a host line, with the other options
 * the episode's own nouns of the same kind (passage-questions.ts); typed items ask what the episode said
 * about a line's subject and are graded by meaning against that line. Deterministic for one script, so
 * that the items answered are the items shown.
 */
export async function episodeQuizItems(script: PodcastScript, topic: string): Promise<EpisodeQuizItem[]> {
  await prepareStatementReader();
  const lines = acrossSegments(hostStatementLines(script));
  const random = seededRandom(hashSeed(JSON.stringify([topic, lines])));
  const choices = choiceItems(lines, topic, random, await loadTagger());
  const used = new Set(choices.map((item) => item.line.text));
  const typed = await typedItems(
    lines.filter((line) => !used.has(line.text)),
    topic,
  );
  const items: Omit<EpisodeQuizItem, 'id'>[] = [];
  for (const kind of ORDER) {
    const next =
      (kind === 'choice' ? choices : typed).shift() ?? (kind === 'choice' ? typed : choices).shift();
    if (next) items.push(next);
  }
  return items.map((item, index) => {
    const id = `q${index + 1}`;
    return { ...item, id, question: { ...item.question, id } };
  });
}

/** One line from each part of the episode in turn, so that the items come from all of it, not its start. */
function acrossSegments(lines: EpisodeLine[]): EpisodeLine[] {
  const bySegment = new Map<string, EpisodeLine[]>();
  for (const line of lines)
    bySegment.set(line.segmentTitle, [...(bySegment.get(line.segmentTitle) ?? []), line]);
  const queues = [...bySegment.values()];
  const ordered: EpisodeLine[] = [];
  while (queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const line = queue.shift();
      if (line) ordered.push(line);
    }
  }
  return ordered;
}

function choiceItems(
  lines: EpisodeLine[],
  topic: string,
  random: ReturnType<typeof seededRandom>,
  tag: Tagger,
): Omit<EpisodeQuizItem, 'id'>[] {
  // Each line is a passage of its own, so that an item's line is known exactly.
  const passages: RetrievedPassage[] = lines.map((line, index) => ({
    id: index,
    body: line.text,
    sectionPath: line.segmentTitle,
    score: 1,
    matchedAllWords: true,
    citation: {
      kind: 'document',
      title: topic,
      section: line.segmentTitle,
      page: null,
      url: null,
      licence: null,
      fetchedAt: new Date(0),
    },
  }));
  const wanted = ORDER.filter((kind) => kind === 'choice').length + PODCAST_QUIZ_ITEMS;
  return passageQuestions(passages, topic, wanted, random, tag).flatMap((draft) => {
    const sentence = /^“(.*)”$/.exec(draft.key.modelAnswer ?? '')?.[1];
    const line = lines.find((l) => l.text === sentence);
    const blanked = /“([^”]*_____[^”]*)”$/.exec(draft.text)?.[1];
    if (!line || !blanked) return [];
    const question: KeyedQuestion = {
      ...draft,
      id: '',
      text: `Which word fills the blank in what the host said in “${line.segmentTitle}”? “${blanked}”`,
      purpose: 'Checks that you remember what the episode said.',
      learning_objective: `Recall what the episode said in “${line.segmentTitle}”.`,
      key: { ...draft.key, citation: episodeCitation(line) },
    };
    return [{ kind: 'choice' as const, question, line, subject: null }];
  });
}

async function typedItems(lines: EpisodeLine[], topic: string): Promise<Omit<EpisodeQuizItem, 'id'>[]> {
  const topicRoots = new Set(words(topic).map(stem));
  const candidates: { line: EpisodeLine; subject: string; concepts: string[] }[] = [];
  for (const line of lines) {
    const statement = (await readPassageStatements(line.text, topic)).find(askable);
    if (!statement) continue;
    const subject = subjectAsWritten(line.text, statement.subject);
    if (!subject || words(subject).every((word) => topicRoots.has(stem(word)))) continue;
    const subjectRoots = new Set(statement.subject.map(stem));
    const concepts = [...new Set(statement.terms.filter((term) => !subjectRoots.has(stem(term))))];
    if (concepts.length < MIN_ANSWER_TERMS) continue;
    candidates.push({ line, subject, concepts: concepts.slice(0, MOST_KEY_CONCEPTS) });
  }
  // A subject the episode says two things about makes a question with two right answers: it is left out.
  const subjects = candidates.map((c) => c.subject.toLowerCase());
  return candidates
    .filter((c) => subjects.filter((s) => s === c.subject.toLowerCase()).length === 1)
    .map(({ line, subject, concepts }) => ({
      kind: 'typed' as const,
      line,
      subject,
      question: {
        id: '',
        text: `In a sentence: what did the episode say about ${subject}?`,
        type: 'short_answer',
        purpose: 'Checks that you can say in your own words what the episode said.',
        options: [],
        learning_objective: `Explain what the episode said in “${line.segmentTitle}”.`,
        bloom_level: 'understand',
        context_field: null,
        scale: null,
        key: {
          keyConcepts: concepts,
          modelAnswer: line.text,
          acceptedAnswer: line.text,
          citation: episodeCitation(line),
          // Read as a definition is (short-answer-grading.ts): the line's own ideas, and a contradiction
          // of any of its statements earns nothing.
          source: 'knowledge_base',
        },
      },
    }));
}

/** A plain claim with a verb: not negated (a correction), not hedged, and about a named subject. */
const askable = (statement: Statement) =>
  statement.predicate !== null &&
  !statement.predicate.negated &&
  !statement.hedged &&
  statement.subject.length > 0 &&
  statement.condition === null;

/**
 * The subject as the host said it ("the Committee of Public Safety"): the run of the sentence's words from
 * the first of the subject's, through its nouns and the little words that join them. Null when the
 * reader's subject is not in the sentence as written (a pronoun it resolved).
 */
function subjectAsWritten(sentence: string, subject: readonly string[]): string | null {
  const roots = new Set(subject.map(stem));
  const tokens = sentence.replace(/[.!,;:]+$/, '').split(/\s+/);
  // "light-dependent reactions": a hyphenated word is the subject's when one of its parts is.
  const isSubject = (token: string) =>
    token
      .toLowerCase()
      .replace(/[^\p{L}\p{N}'-]/gu, '')
      .split('-')
      .some((part) => roots.has(stem(part)));
  const start = tokens.findIndex(isSubject);
  if (start < 0) return null;
  let end = start + 1;
  while (end < tokens.length && (isSubject(tokens[end]!) || SUBJECT_GLUE.has(tokens[end]!.toLowerCase())))
    end++;
  while (end > start + 1 && SUBJECT_GLUE.has(tokens[end - 1]!.toLowerCase())) end--;
  const before =
    start > 0 && /^(the|a|an)$/i.test(tokens[start - 1]!) ? tokens[start - 1]!.toLowerCase() + ' ' : '';
  return (
    before +
    tokens
      .slice(start, end)
      .join(' ')
      .replace(/[,;:]+$/, '')
  );
}

const episodeCitation = (line: EpisodeLine) => `The host, in “${line.segmentTitle}”: “${line.text}”`;
