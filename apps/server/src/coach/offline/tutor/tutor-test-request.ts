import type { BaselineContext, TutorPhase } from '@socratica/contracts';
import type { ChatTurn, TutorRequest } from '../../coach.js';

/** Test support: a beginner's baseline and a tutor request mid-exploration, shared by the tutor's tests. */
export const TEST_BASELINE: BaselineContext = {
  experience_level: 'I know the basics',
  learning_focus: 'the main ideas',
  learning_preferences: 'Questions that make me think',
  success_criteria: 'Pass my test',
  confidence_baseline: 3,
};

export function tutorRequest(
  topic: string,
  history: ChatTurn[],
  phase: TutorPhase = 'exploration',
): TutorRequest {
  const learnerTurns = history.filter((t) => t.role === 'user').length;
  return {
    topic,
    difficulty: 'beginner',
    baseline: TEST_BASELINE,
    baselineScore: 30,
    knowledgeGaps: [],
    history,
    pacing: { phase, elapsedMinutes: 4, remainingMinutes: 10, learnerTurns, previousPhase: phase },
    maxWords: 60,
  };
}
