import type { TutorPhase } from '@socratica/contracts';

/** DESIGN D10's pacing phases, as the header names them for the learner. */
export const TUTOR_PHASE_LABELS: Record<TutorPhase, string> = {
  prior_knowledge: 'Warming up',
  exploration: 'Exploring',
  challenge: 'Challenge',
  consolidation: 'Wrapping up',
};
