import type { AssessmentSessionRow } from '../../db/schema/index.js';
import { chatSecondsSpent } from '../chat/chat-timer.js';

type PlannedSession = Pick<
  AssessmentSessionRow,
  | 'preMinutes'
  | 'chatMinutes'
  | 'postMinutes'
  | 'chatStretchSeconds'
  | 'chatStretchStartedAt'
  | 'chatEarlierSeconds'
>;

/**
 * "Time taken": the learning the session held. The assessments count the time each question was
 * on screen (timed by the browser, the spec's default when it sends none); the chat counts its
 * session clock up to the last message, paused time excluded. Waiting for the coach to write the
 * questions, and time paused, are not learning and are left out.
 */
export function learningTime(
  session: PlannedSession,
  answeringSeconds: number,
  lastChatMessageAt: Date | null,
): { chatSeconds: number; totalSeconds: number } {
  const chatSeconds = chatSecondsSpent(session, lastChatMessageAt);
  return { chatSeconds, totalSeconds: answeringSeconds + chatSeconds };
}

/** The plan the learner chose (spec 1 §9): pre-assessment, chat and post-assessment minutes. */
export function allottedLearningMinutes(session: PlannedSession): number {
  return session.preMinutes + session.chatMinutes + session.postMinutes;
}
