import type { TutorPhase } from '@socratica/contracts';

/**
 * The offline tutor's repertoire: the Socratic question types of DESIGN §2 (clarify, probe
 * assumptions, evidence, perspectives, implications, meta), split finely enough that consecutive
 * replies can differ, plus two moves that answer the learner's state rather than the phase.
 */
export type SocraticMove =
  /** What do you already know? */
  | 'recall'
  | 'clarify'
  | 'example'
  | 'evidence'
  | 'probe_assumptions'
  | 'other_view'
  | 'implications'
  /** Meta: how their thinking went. */
  | 'reflect'
  | 'summarise'
  | 'connect_goal'
  /** A smaller step with a foothold, for a learner who is stuck or answered in a word. */
  | 'scaffold'
  /** The learner asked something: ask for their own guess first. */
  | 'turn_back'
  /** Arithmetic the tutor checked exactly: confirmed, exposed or worked (arithmetic-reply). */
  | 'check'
  /** A definition or relation from the knowledge base, quoted with its source (definition-reply). */
  | 'teach';

/** DESIGN D10's arc: which moves each phase draws on. */
export const MOVES_BY_PHASE: Record<TutorPhase, readonly SocraticMove[]> = {
  prior_knowledge: ['recall', 'clarify'],
  exploration: ['clarify', 'example', 'evidence'],
  challenge: ['probe_assumptions', 'other_view', 'implications'],
  consolidation: ['reflect', 'summarise', 'connect_goal'],
};

export const PHASE_ORDER: readonly TutorPhase[] = [
  'prior_knowledge',
  'exploration',
  'challenge',
  'consolidation',
];

/** The latest phase a move belongs to; null for the moves that follow the learner, not the clock. */
export function latestPhaseOf(move: SocraticMove): TutorPhase | null {
  const phases = PHASE_ORDER.filter((phase) => MOVES_BY_PHASE[phase].includes(move));
  return phases.at(-1) ?? null;
}
