import type { TutorPhase } from '@socratica/contracts';
import type { Pacing } from './coach.js';

/**
 * DESIGN D10's phases as shares of the chat time: the first fifth finds out what the learner
 * already knows, the middle explores and then challenges, the last fifth consolidates. The share is
 * elapsed / (elapsed + remaining), so a resumed session carries on where it was in its arc.
 */
export const PHASE_ENDS: readonly { phase: TutorPhase; endsAtShare: number }[] = [
  { phase: 'prior_knowledge', endsAtShare: 0.2 },
  { phase: 'exploration', endsAtShare: 0.5 },
  { phase: 'challenge', endsAtShare: 0.8 },
  { phase: 'consolidation', endsAtShare: Infinity },
];

export interface PacingInput {
  elapsedSeconds: number;
  remainingSeconds: number;
  /** Learner messages so far, the one being answered included. */
  learnerTurns: number;
}

export interface PacingFacts extends PacingInput {
  /** The phase of the tutor's previous reply; null before its first. */
  previousPhase: TutorPhase | null;
}

export function pace({ elapsedSeconds, remainingSeconds, learnerTurns, previousPhase }: PacingFacts): Pacing {
  return {
    previousPhase,
    phase: tutorPhase({ elapsedSeconds, remainingSeconds, learnerTurns }),
    elapsedMinutes: elapsedSeconds / 60,
    remainingMinutes: remainingSeconds / 60,
    learnerTurns,
  };
}

/**
 * How far the conversation itself has come, whatever the clock says: finding out what the learner knows
 * takes a couple of exchanges, not a fifth of a long session, so a brisk chat moves on to exploring at the
 * third message and to challenging at the eighth. Consolidation is never reached by talking: it is the
 * end of the time.
 */
const TURN_FLOORS: readonly { fromLearnerTurn: number; phase: TutorPhase }[] = [
  { fromLearnerTurn: 8, phase: 'challenge' },
  { fromLearnerTurn: 3, phase: 'exploration' },
];

const PHASE_ORDER = PHASE_ENDS.map(({ phase }) => phase);

export function tutorPhase({ elapsedSeconds, remainingSeconds, learnerTurns }: PacingInput): TutorPhase {
  // The opening and the first answer always ask what the learner knows: no phase is skipped by a
  // learner who opens the chat late.
  if (learnerTurns <= 1) return 'prior_knowledge';
  if (remainingSeconds <= 0) return 'consolidation';
  const total = elapsedSeconds + remainingSeconds;
  const share = total > 0 ? elapsedSeconds / total : 0;
  const byClock = PHASE_ENDS.find(({ endsAtShare }) => share < endsAtShare)?.phase ?? 'consolidation';
  // A conversation moves through its phases in order; a long first answer does not jump to the end.
  if (learnerTurns === 2) return byClock === 'prior_knowledge' ? byClock : 'exploration';
  const byTurns = TURN_FLOORS.find(({ fromLearnerTurn }) => learnerTurns >= fromLearnerTurn)?.phase;
  return byTurns && PHASE_ORDER.indexOf(byTurns) > PHASE_ORDER.indexOf(byClock) ? byTurns : byClock;
}
