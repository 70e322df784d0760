import type { Database } from '../../db/client.js';
import type { StoredKeyedQuestion } from '../../db/schema/index.js';
import { itemText, LearningAnalyticsRepository } from './learning-analytics.repository.js';

/**
 * Issue 40 §4: a retired item is never served again. The post-assessment passes the questions it is
 * about to store through this: an item whose text an admin retired on the topic, or whose pattern
 * (`key.pattern`) they retired, is left out. Items stored before patterns were recorded have none, so
 * only their own retirement removes them.
 */
/** What the post-assessment asks of the retired items: the questions it may store. */
export interface RetiredItemFilter {
  withoutRetired(topicKey: string, questions: StoredKeyedQuestion[]): Promise<StoredKeyedQuestion[]>;
}

export class RetiredItems implements RetiredItemFilter {
  private readonly repository: LearningAnalyticsRepository;

  constructor(db: Database) {
    this.repository = new LearningAnalyticsRepository(db);
  }

  /** `topicKey` as the session stores it (assessment_sessions.topic_key). */
  async withoutRetired(topicKey: string, questions: StoredKeyedQuestion[]): Promise<StoredKeyedQuestion[]> {
    const patterns = [...new Set(questions.flatMap((q) => (q.key.pattern ? [q.key.pattern] : [])))];
    const retired = await this.repository.retirementsFor(
      topicKey,
      questions.map((q) => itemText(q.text)),
      patterns,
    );
    if (retired.length === 0) return questions;
    const texts = new Set(retired.filter((r) => r.kind === 'item').map((r) => r.target));
    const retiredPatterns = new Set(retired.filter((r) => r.kind === 'pattern').map((r) => r.target));
    return questions.filter(
      (q) => !texts.has(itemText(q.text)) && !(q.key.pattern && retiredPatterns.has(q.key.pattern)),
    );
  }
}
