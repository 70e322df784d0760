import type { ChatTimer } from '@socratica/contracts';
import type { ChatTurn, TutorRequest } from '../../coach/coach.js';
import { pace } from '../../coach/pacing.js';
import type { RetrievedPassage } from '../../knowledge/retrieved-passage.js';
import type { AssessmentSessionRow, ChatMessageRow } from '../../db/schema/index.js';
import { conflict } from '../../lib/http-errors.js';

/** What the turn being answered gives the tutor to go on. */
export interface TurnContext {
  session: AssessmentSessionRow;
  /** The session's messages, the learner's newest last. */
  messages: readonly ChatMessageRow[];
  /** The conversation the model reads: the messages less any blocked exchange. */
  history: ChatTurn[];
  timer: ChatTimer;
  /** Passages for the learner's message (D19); none for the opening. */
  passages: readonly RetrievedPassage[];
  /** For the opening: whether the topic has an article or document; unset when not known. */
  sourceFound?: boolean | undefined;
}

/**
 * The coach's brief for one reply: the learner's baseline, the conversation, the pace the time left calls
 * for, and the passages to teach from.
 */
export function tutorRequestFor(
  { session, messages, history, timer, passages, sourceFound }: TurnContext,
  maxWords: number,
  hooks: Pick<TutorRequest, 'suggestVideos' | 'onAnsweredOffline' | 'onReplyChanged'>,
): TutorRequest {
  if (!session.baselineContext)
    throw conflict('Finish the pre-assessment first: the tutor starts from your answers.');
  return {
    topic: session.topic,
    difficulty: session.difficultyLevel ?? session.requestedDifficulty,
    baseline: session.baselineContext,
    baselineScore: session.baselineScore ?? 0,
    knowledgeGaps: session.knowledgeGaps ?? [],
    history,
    pacing: pace({
      elapsedSeconds: timer.elapsed_seconds,
      remainingSeconds: timer.remaining_seconds,
      learnerTurns: history.filter((turn) => turn.role === 'user').length,
      previousPhase: messages.findLast((m) => m.role === 'assistant')?.phase ?? null,
    }),
    maxWords,
    passages,
    ...(sourceFound === undefined ? {} : { sourceFound }),
    ...hooks,
  };
}
