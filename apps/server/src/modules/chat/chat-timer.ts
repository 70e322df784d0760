import type { ChatTimer } from '@socratica/contracts';
import { tutorPhase } from '../../coach/pacing.js';
import type { AssessmentSessionRow, ChatMessageRow } from '../../db/schema/index.js';

type ClockFields = Pick<
  AssessmentSessionRow,
  'chatMinutes' | 'chatStretchSeconds' | 'chatStretchStartedAt' | 'chatEarlierSeconds'
>;

/**
 * Where the session's chat clock stands (spec 1 §4). The clock runs in stretches: the first lasts
 * the chat learning time, each resume starts one of the minutes given. A stretch starts with its
 * first tutor reply, so time spent waiting for the opening is not counted.
 */
export function chatTimer(session: ClockFields, learnerTurns: number, now: Date): ChatTimer {
  const allotted = session.chatStretchSeconds ?? Math.round(session.chatMinutes * 60);
  const started = session.chatStretchStartedAt;
  const runningFor = started ? Math.max(0, Math.floor((now.getTime() - started.getTime()) / 1000)) : 0;
  const remaining = Math.max(0, allotted - runningFor);
  const elapsed = session.chatEarlierSeconds + Math.min(runningFor, allotted);
  return {
    allotted_seconds: allotted,
    started_at: started ? started.toISOString() : null,
    remaining_seconds: remaining,
    elapsed_seconds: elapsed,
    phase: tutorPhase({ elapsedSeconds: elapsed, remainingSeconds: remaining, learnerTurns }),
  };
}

/** The session's clock, with its phase read from how many messages the learner has written. */
export function chatClock(
  session: ClockFields,
  messages: readonly Pick<ChatMessageRow, 'role'>[],
  now: Date,
): ChatTimer {
  return chatTimer(session, messages.filter((m) => m.role === 'user').length, now);
}

/**
 * The chat time a report counts: the session clock (paused time excluded, each stretch at most
 * its allotment) stopped at the last chat message. The last message is the last sign that the
 * learner was in the chat; a stretch left running after they moved on to the post-assessment
 * would otherwise keep counting until it ran out.
 */
export function chatSecondsSpent(session: ClockFields, lastMessageAt: Date | null): number {
  if (!lastMessageAt || !session.chatStretchStartedAt) return session.chatEarlierSeconds;
  return chatTimer(session, 0, lastMessageAt).elapsed_seconds;
}
