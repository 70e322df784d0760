import type { CardsDue, LearnerProgress, ReviewTally, TopicProgress } from '@socratica/contracts';
import type { AssessmentResponseRow } from '../../db/schema/index.js';
import { testedGain } from '../assessments/tested-gain.js';
import { creditOf } from '../review-cards/review-schedule.js';
import type {
  CompletedSessionRow,
  LearnerProgressRepository,
  TopicCards,
  TopicReviewScore,
} from './learner-progress.repository.js';

const CREDIT_TALLY = { full: 'right', partial: 'partial', none: 'wrong' } as const;

const noReviews = (): ReviewTally => ({ done: 0, right: 0, partial: 0, wrong: 0 });
const noCards = (): CardsDue => ({ total: 0, due_now: 0, next_due_at: null });

/**
 * The learner's own progress (issue 40 §5): each completed session's tested gain, computed by the report's
 * own `testedGain` so the page and the report never disagree, with the reviews and cards of each topic.
 */
export class LearnerProgressService {
  constructor(
    private readonly repository: LearnerProgressRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async progress(userId: number): Promise<LearnerProgress> {
    const sessions = await this.repository.completedSessions(userId);
    const [responses, cards, scores] = await Promise.all([
      this.repository.gainResponses(sessions.map((s) => s.id)),
      this.repository.cardsByTopic(userId, this.now()),
      this.repository.reviewScoresByTopic(userId),
    ]);
    const topics = topicsOf(sessions, groupBySession(responses));
    for (const row of cards) {
      const topic = topics.get(row.topicKey);
      if (topic) topic.cards = cardsDue([row]);
    }
    for (const [key, rows] of groupByTopic(scores)) {
      const topic = topics.get(key);
      if (topic) topic.reviews = tally(rows);
    }
    // The topic studied last comes first; its sessions stay oldest first, as a chart reads them.
    const ordered = [...topics.values()].sort((a, b) => latest(b).localeCompare(latest(a)));
    return { topics: ordered, reviews: tally(scores), cards: cardsDue(cards) };
  }
}

function topicsOf(
  sessions: readonly CompletedSessionRow[],
  responses: ReadonlyMap<number, AssessmentResponseRow[]>,
): Map<string, TopicProgress> {
  const topics = new Map<string, TopicProgress>();
  for (const session of sessions) {
    const topic = topics.get(session.topicKey) ?? {
      topic: session.topic,
      topic_key: session.topicKey,
      sessions: [],
      measured_sessions: 0,
      reviews: noReviews(),
      cards: noCards(),
    };
    const gain = testedGain(session, responses.get(session.id) ?? []);
    topic.topic = session.topic;
    topic.sessions.push({
      session_id: session.id,
      completed_at: (session.postCompletedAt ?? session.createdAt).toISOString(),
      tested_gain: gain,
      self_rating: session.baselineScore,
    });
    if (gain.measured) topic.measured_sessions += 1;
    topics.set(session.topicKey, topic);
  }
  return topics;
}

const latest = (topic: TopicProgress) => topic.sessions.at(-1)?.completed_at ?? '';

function groupBySession(rows: readonly AssessmentResponseRow[]): Map<number, AssessmentResponseRow[]> {
  const bySession = new Map<number, AssessmentResponseRow[]>();
  for (const row of rows) bySession.set(row.sessionId, [...(bySession.get(row.sessionId) ?? []), row]);
  return bySession;
}

function groupByTopic(rows: readonly TopicReviewScore[]): Map<string, TopicReviewScore[]> {
  const byTopic = new Map<string, TopicReviewScore[]>();
  for (const row of rows) byTopic.set(row.topicKey, [...(byTopic.get(row.topicKey) ?? []), row]);
  return byTopic;
}

/** Each answer counted as review marked it: full credit right, some partial, none wrong. */
function tally(rows: readonly TopicReviewScore[]): ReviewTally {
  const counts = noReviews();
  for (const row of rows) {
    counts.done += row.answers;
    counts[CREDIT_TALLY[creditOf(row.score)]] += row.answers;
  }
  return counts;
}

function cardsDue(rows: readonly TopicCards[]): CardsDue {
  const next = rows
    .map((r) => r.nextDue)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  return {
    total: rows.reduce((sum, r) => sum + r.total, 0),
    due_now: rows.reduce((sum, r) => sum + r.dueNow, 0),
    next_due_at: next?.toISOString() ?? null,
  };
}
