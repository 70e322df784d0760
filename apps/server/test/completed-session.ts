import type { assessmentSessions } from '../src/db/schema/index.js';

type NewSession = typeof assessmentSessions.$inferInsert;

/**
 * A completed session's row as the tests write it straight into the database: the learner, the topic (its
 * key the topic in lower case) and the plan every seeded session has, 2 + 10 + 3 = 15 minutes at the
 * beginner level with no baseline questions; `fields` add to it or replace any of it.
 */
export const completedSessionRow = (
  userId: number,
  topic: string,
  fields: Partial<NewSession> = {},
): NewSession => ({
  userId,
  topic,
  topicKey: topic.toLowerCase(),
  requestedDifficulty: 'beginner',
  chosenTimes: [15],
  totalMinutes: 15,
  preMinutes: 2,
  chatMinutes: 10,
  postMinutes: 3,
  status: 'completed',
  baselineQuestions: [],
  ...fields,
});
