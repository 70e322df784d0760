import type { TutorPhase } from '@socratica/contracts';
import type { SeededRandom } from '../seeded-random.js';
import type { LearnerSignal } from './learner-signal.js';
import { MOVES_BY_PHASE, type SocraticMove } from './socratic-moves.js';

export interface MoveSituation {
  phase: TutorPhase;
  /** What the learner's latest message was; 'opening' when the tutor speaks first. */
  signal: LearnerSignal | 'opening';
  /** The moves of the tutor's earlier replies, most recent first; null where one was not recognised. */
  recentMoves: readonly (SocraticMove | null)[];
  /** Whether the learner named a goal that consolidation can tie back to. */
  hasGoal: boolean;
  random: SeededRandom;
}

/**
 * A learner who is stuck, answers in a word, or asks something is met where they are before the
 * phase's plan goes on; in order of preference, so the gentlest fitting move comes first.
 */
const MOVES_FOR_SIGNAL: Partial<Record<LearnerSignal, readonly SocraticMove[]>> = {
  stuck: ['scaffold', 'example'],
  brief: ['scaffold', 'clarify', 'example'],
  question: ['turn_back', 'scaffold'],
  // Asked for the answer, the tutor offers a foothold instead.
  wants_answer: ['scaffold', 'turn_back'],
};

/**
 * An answer is a claim the tutor cannot check: while the chat is still gathering ideas, the first
 * move tests it ("How could you check whether…?") rather than building on it (DESIGN D18).
 */
const TESTS_CLAIMS_IN: readonly TutorPhase[] = ['prior_knowledge', 'exploration'];

/**
 * The moves worth making now, best first; the reply uses the first whose wording is still fresh,
 * so the rest are fallbacks. Never the move the tutor made last. Within a phase the move used least
 * recently comes first, so a phase cycles through its whole repertoire; ties fall to the seed.
 */
export function rankMoves({ phase, signal, recentMoves, hasGoal, random }: MoveSituation): SocraticMove[] {
  if (signal === 'opening') return ['recall'];
  const previous = recentMoves[0] ?? null;
  const usable = (move: SocraticMove) => move !== previous && (hasGoal || move !== 'connect_goal');
  const testing: readonly SocraticMove[] =
    signal === 'answer' && TESTS_CLAIMS_IN.includes(phase) ? ['evidence'] : [];
  const forSignal = [...testing, ...(MOVES_FOR_SIGNAL[signal] ?? [])].filter(usable);
  const forPhase = leastRecentFirst(MOVES_BY_PHASE[phase].filter(usable), recentMoves, random);
  return [...new Set([...forSignal, ...forPhase])];
}

function leastRecentFirst(
  moves: readonly SocraticMove[],
  recentMoves: readonly (SocraticMove | null)[],
  random: SeededRandom,
): SocraticMove[] {
  const lastUsed = (move: SocraticMove) => {
    const index = recentMoves.indexOf(move);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return random.shuffle(moves).sort((a, b) => lastUsed(b) - lastUsed(a));
}
