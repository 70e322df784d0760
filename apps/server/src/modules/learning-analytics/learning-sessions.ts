import type { StoredKeyedQuestion } from '../../db/schema/index.js';
import type { LearningAnalyticsRepository, SessionFigures } from './learning-analytics.repository.js';

/**
 * Changes read again on each catch-up below the last one read: a transaction that took its `seq` before a
 * later one but committed after the read would otherwise be missed (decision 058).
 */
const LATE_COMMIT_MARGIN = 32;

/** Sessions whose stored questions are kept at most: a few thousand items' samples. */
const MAX_KEPT_QUESTIONS = 5_000;

/**
 * Every completed session's part in the Learning tab's figures, kept in memory and brought up to date
 * from learning_session_changes: the first read loads them all (seconds on the embedded database at
 * 10,000 sessions and 100,000 answers), each later change re-reads only the sessions it noted. Every
 * figure of the tab is then computed from here (learning-aggregates.ts), so a new answer shows on the next
 * read without reading the others' answers again.
 */
/** A topic's completed sessions, and the change that last touched one of them. */
export interface TopicSessionFigures {
  changedAt: number;
  /** In id order. */
  sessions: SessionFigures[];
}

export class LearningSessions {
  private readonly sessions = new Map<number, SessionFigures>();
  /** By topic key: the change that last touched the topic, and its sessions in id order (null: sort again). */
  private readonly topics = new Map<string, { changedAt: number; sorted: SessionFigures[] | null }>();
  /** The last change read; null before the first load. */
  private seq: number | null = null;
  /** The stored post questions of sessions read lately (the items' samples), dropped when a session changes. */
  private readonly questions = new Map<number, StoredKeyedQuestion[]>();
  /** One catch-up at a time: a second read waits for the first, then finds nothing new. */
  private catchingUp: Promise<void> = Promise.resolve();

  constructor(private readonly repository: LearningAnalyticsRepository) {}

  /**
   * The completed sessions as of change `latest` (the data version just read), by topic key: a topic no
   * change touched since keeps its `changedAt`, so its figures can be kept too.
   */
  async asOf(latest: number): Promise<Map<string, TopicSessionFigures>> {
    const run = this.catchingUp.then(() => this.catchUp(latest));
    // A failed catch-up leaves the memory as it was: the next read tries again.
    this.catchingUp = run.catch(() => {});
    await run;
    const byTopic = new Map<string, SessionFigures[]>();
    for (const [key, topic] of this.topics) if (topic.sorted === null) byTopic.set(key, []);
    if (byTopic.size > 0) {
      for (const session of this.sessions.values()) byTopic.get(session.topicKey)?.push(session);
      for (const [key, sessions] of byTopic) {
        if (sessions.length === 0) this.topics.delete(key);
        else this.topics.get(key)!.sorted = sessions.sort((a, b) => a.id - b.id);
      }
    }
    return new Map(
      [...this.topics].map(([key, topic]) => [key, { changedAt: topic.changedAt, sessions: topic.sorted! }]),
    );
  }

  /**
   * The stored post questions (with their keys) of these sessions, by session id: the same sessions are
   * the items' samples read after read, so only those not read before are read.
   */
  async postQuestions(sessionIds: readonly number[]): Promise<Map<number, StoredKeyedQuestion[]>> {
    // Samples move to newer sessions: a full memory starts again rather than keep every old sample.
    if (this.questions.size > MAX_KEPT_QUESTIONS) this.questions.clear();
    const missing = sessionIds.filter((id) => !this.questions.has(id));
    for (const [id, questions] of await this.repository.postQuestions(missing))
      this.questions.set(id, questions);
    return new Map(
      sessionIds.flatMap((id) => (this.questions.has(id) ? [[id, this.questions.get(id)!]] : [])),
    );
  }

  private async catchUp(latest: number): Promise<void> {
    if (this.seq !== null && latest <= this.seq) return;
    if (this.seq === null) {
      for (const session of await this.repository.sessionFigures('all')) {
        this.sessions.set(session.id, session);
        this.topics.set(session.topicKey, { changedAt: latest, sorted: null });
      }
      this.seq = latest;
      return;
    }
    const changed = await this.repository.changedSince(this.seq - LATE_COMMIT_MARGIN);
    const fresh = await this.repository.sessionFigures(changed);
    // A changed session not read again was deleted or is not completed (any more).
    const touched = (topicKey: string) => this.topics.set(topicKey, { changedAt: latest, sorted: null });
    for (const id of changed) {
      const before = this.sessions.get(id);
      if (before) touched(before.topicKey);
      this.sessions.delete(id);
      this.questions.delete(id);
    }
    for (const session of fresh) {
      this.sessions.set(session.id, session);
      touched(session.topicKey);
    }
    this.seq = latest;
  }
}
