import type { SessionFigures } from './learning-analytics.repository.js';

/** What narrows the sessions read: a topic key, and a range of days (UTC) the sessions started in. */
export interface SessionFilter {
  topicKey?: string;
  /** Inclusive, 'YYYY-MM-DD'. */
  from?: string;
  /** Inclusive, 'YYYY-MM-DD'. */
  to?: string;
}

/** One topic's completed sessions, as aligned arrays: a session's values sit at the same place in each. */
export interface TopicSessions {
  topicKey: string;
  topic: string;
  sessions: number;
  posts: number[];
  /** Sessions that answered the knowledge pre-check, and their pre-check scores (0–100). */
  prechecks: number;
  precheckPres: number[];
  /**
   * The gain's pairs: a session's pre-check score, and its post score on the parallel items (the post
   * items on the pre-check's statements), of the sessions that have both.
   */
  pairedPres: number[];
  pairedPosts: number[];
  replacedReplies: number;
}

/** One item's scored answers: `correct[i]` and `rest[i]` are of the same session. */
export interface ItemAnswers {
  topicKey: string;
  topic: string;
  questionText: string;
  correct: number[];
  /** The share of the session's other scored post items answered correctly. */
  rest: number[];
  /** A session that asked it, and the item's id there, to read its options and key from. */
  sampleSessionId: number;
  sampleQuestionId: string;
}

/** How often one answer was given to one post item. */
export interface AnswerCount {
  topicKey: string;
  questionText: string;
  answer: string;
  count: number;
}

const DAY_MS = 24 * 3600_000;
const greater = (a: string, b: string) => (a > b ? a : b);

/** The sessions in the filter, in the order given. Days are UTC: `to` includes the whole of its day. */
export function inFilter(sessions: readonly SessionFigures[], filter: SessionFilter): SessionFigures[] {
  const from = filter.from === undefined ? -Infinity : Date.parse(`${filter.from}T00:00:00Z`);
  const to = filter.to === undefined ? Infinity : Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS;
  return sessions.filter(
    (s) =>
      (filter.topicKey === undefined || s.topicKey === filter.topicKey) &&
      s.createdAt >= from &&
      s.createdAt < to,
  );
}

/**
 * Per topic, its sessions' scores, most sessions first; arrays in session order (`sessions` in id order).
 * A topic's name is the greatest of its sessions' spellings, as it always was.
 */
export function topicSessions(sessions: readonly SessionFigures[]): TopicSessions[] {
  const topics = new Map<string, TopicSessions>();
  for (const s of sessions) {
    let topic = topics.get(s.topicKey);
    if (!topic) {
      topic = {
        topicKey: s.topicKey,
        topic: s.topic,
        sessions: 0,
        posts: [],
        prechecks: 0,
        precheckPres: [],
        pairedPres: [],
        pairedPosts: [],
        replacedReplies: 0,
      };
      topics.set(s.topicKey, topic);
    }
    topic.topic = greater(topic.topic, s.topic);
    topic.sessions++;
    if (s.postScore !== null) topic.posts.push(s.postScore);
    if (s.pre !== null) {
      topic.prechecks++;
      topic.precheckPres.push(s.pre);
      if (s.parallelPost !== null) {
        topic.pairedPres.push(s.pre);
        topic.pairedPosts.push(s.parallelPost);
      }
    }
    topic.replacedReplies += s.replaced;
  }
  return [...topics.values()].sort(mostSessionsFirst);
}

/** The topics' order: most sessions first, then by key. */
export const mostSessionsFirst = (a: TopicSessions, b: TopicSessions) =>
  b.sessions - a.sessions || (a.topicKey < b.topicKey ? -1 : a.topicKey > b.topicKey ? 1 : 0);

/**
 * Every scored post item's answers with, beside each, the rest of that session's test: the share correct
 * of its other scored post items (the item itself left out, as the point-biserial against the rest of
 * the test asks). A session with a single scored item has no rest: left out. `sessions` in id order.
 */
export function itemAnswers(sessions: readonly SessionFigures[]): ItemAnswers[] {
  // By topic, then by text: nested maps, not one key joined per answer (100,000 strings per read).
  const topics = new Map<string, Map<string, ItemAnswers>>();
  const all: ItemAnswers[] = [];
  for (const s of sessions) {
    let n = 0;
    let total = 0;
    for (const a of s.answers) {
      if (a.correct === null) continue;
      n++;
      if (a.correct) total++;
    }
    if (n < 2) continue;
    let items = topics.get(s.topicKey);
    if (!items) topics.set(s.topicKey, (items = new Map<string, ItemAnswers>()));
    for (const answer of s.answers) {
      if (answer.correct === null) continue;
      let item = items.get(answer.questionText);
      if (!item) {
        item = {
          topicKey: s.topicKey,
          topic: s.topic,
          questionText: answer.questionText,
          correct: [],
          rest: [],
          sampleSessionId: -1,
          sampleQuestionId: answer.questionId,
        };
        items.set(answer.questionText, item);
        all.push(item);
      }
      const c = answer.correct ? 1 : 0;
      item.topic = greater(item.topic, s.topic);
      item.correct.push(c);
      item.rest.push((total - c) / (n - 1));
      // The newest session that asked it is the sample, its first asking there the question read.
      if (item.sampleSessionId !== s.id) {
        item.sampleSessionId = s.id;
        item.sampleQuestionId = answer.questionId;
      }
    }
  }
  return all;
}

/** How often each answer was given to each post item, for the options' counts; empty answers not counted. */
export function answerCounts(sessions: readonly SessionFigures[]): AnswerCount[] {
  const topics = new Map<string, Map<string, Map<string, AnswerCount>>>();
  const all: AnswerCount[] = [];
  for (const s of sessions) {
    let items = topics.get(s.topicKey);
    if (!items) topics.set(s.topicKey, (items = new Map<string, Map<string, AnswerCount>>()));
    for (const answer of s.answers) {
      if (answer.answer === '') continue;
      let answers = items.get(answer.questionText);
      if (!answers) items.set(answer.questionText, (answers = new Map<string, AnswerCount>()));
      const count = answers.get(answer.answer);
      if (count) count.count++;
      else {
        const counted = {
          topicKey: s.topicKey,
          questionText: answer.questionText,
          answer: answer.answer,
          count: 1,
        };
        answers.set(answer.answer, counted);
        all.push(counted);
      }
    }
  }
  return all;
}
