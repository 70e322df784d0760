import { and, desc, eq } from 'drizzle-orm';
import type { PodcastQuizItemResult } from '@socratica/contracts';
import type { Database } from '../../db/client.js';
import { podcastEpisodes, podcastJobs, podcastQuizAttempts as a } from '../../db/schema/index.js';

export interface QuizEpisode {
  id: number;
  title: string;
  topic: string;
  /** The script the episode was spoken from, as its job kept it; null when the job row is gone. */
  script: unknown;
}

export interface QuizAttempt {
  episodeId: number;
  correct: number;
  outOf: number;
  items: PodcastQuizItemResult[];
  createdAt: Date;
}

export interface NewQuizAttempt extends Omit<QuizAttempt, 'createdAt'> {
  userId: number;
}

const ATTEMPT = {
  episodeId: a.episodeId,
  correct: a.correct,
  outOf: a.outOf,
  items: a.items,
  createdAt: a.createdAt,
};

/** Episode quizzes' storage (issue 39): the episode's script, and each learner's one attempt per episode. */
export class PodcastQuizRepository {
  constructor(private readonly db: Database) {}

  /** The episode with its script. Whether the caller may see it is the podcasts repository's to say. */
  async episode(id: number): Promise<QuizEpisode | undefined> {
    const [row] = await this.db
      .select({
        id: podcastEpisodes.id,
        title: podcastEpisodes.title,
        topic: podcastEpisodes.topic,
        script: podcastJobs.script,
      })
      .from(podcastEpisodes)
      .leftJoin(podcastJobs, eq(podcastJobs.episodeId, podcastEpisodes.id))
      .where(eq(podcastEpisodes.id, id))
      .limit(1);
    return row;
  }

  async attempt(userId: number, episodeId: number): Promise<QuizAttempt | undefined> {
    const [row] = await this.db
      .select(ATTEMPT)
      .from(a)
      .where(and(eq(a.userId, userId), eq(a.episodeId, episodeId)));
    return row;
  }

  /** The attempt as stored, or null when the learner already has one: the first answer stands. */
  async insert(attempt: NewQuizAttempt): Promise<QuizAttempt | null> {
    const [row] = await this.db.insert(a).values(attempt).onConflictDoNothing().returning(ATTEMPT);
    return row ?? null;
  }

  /** The learner's score on every episode whose quiz they took, newest first: the cards show them. */
  async scores(userId: number): Promise<Omit<QuizAttempt, 'items'>[]> {
    return this.db
      .select({ episodeId: a.episodeId, correct: a.correct, outOf: a.outOf, createdAt: a.createdAt })
      .from(a)
      .where(eq(a.userId, userId))
      .orderBy(desc(a.createdAt));
  }
}
