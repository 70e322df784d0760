import type { SeededRandom } from '../seeded-random.js';
import type { LearnerProfile } from './learner-profile.js';
import { QUESTION_TEMPLATES, type QuestionTemplate } from './question-templates.js';
import type { SocraticMove } from './socratic-moves.js';
import { fillTemplate, slotsOf, type SlotName, type SlotValues } from './template-text.js';

export interface WordingChoice {
  move: SocraticMove;
  profile: LearnerProfile;
  slots: SlotValues;
  /** Early in the chat, questions that name the learner's focus come first. */
  aimAtFocus: boolean;
  /** When the concept is only the topic itself: "how does photosynthesis fit into photosynthesis" is out. */
  conceptIsTopic: boolean;
  /** Whether an earlier reply already asked this template's question, about whatever concept. */
  askedBefore: (template: string) => boolean;
  random: SeededRandom;
}

/** A learner who asked to learn a certain way gets questions in that way most of the time, not always. */
const STYLED_FIRST_SHARE = 0.65;

/** The move's questions for this learner, filled in, best first. */
export function questionWordings({
  move,
  profile,
  slots,
  aimAtFocus,
  conceptIsTopic,
  askedBefore,
  random,
}: WordingChoice): string[] {
  const fitting = QUESTION_TEMPLATES[move].filter(
    (t) =>
      (t.register === undefined || t.register === profile.register) &&
      (t.style === undefined || t.style === profile.style) &&
      !(conceptIsTopic && usesBoth(t, 'concept', 'topic')),
  );
  const styled = fitting.filter((t) => t.style !== undefined);
  const plain = fitting.filter((t) => t.style === undefined);
  const ordered =
    styled.length > 0 && random.next() < STYLED_FIRST_SHARE
      ? [...random.shuffle(styled), ...random.shuffle(plain)]
      : random.shuffle(fitting);
  const namesFocus = (t: QuestionTemplate) => (aimAtFocus && slotsOf(t.text).includes('focus') ? 0 : 1);
  // A wording asked before, even about another concept, waits until the move's others are used up.
  const repeated = (t: QuestionTemplate) => (askedBefore(t.text) ? 1 : 0);
  return ordered
    .sort((a, b) => repeated(a) - repeated(b) || namesFocus(a) - namesFocus(b))
    .map((t) => fillTemplate(t.text, slots))
    .filter((text): text is string => text !== null);
}

function usesBoth(template: QuestionTemplate, one: SlotName, other: SlotName): boolean {
  const slots = slotsOf(template.text);
  return slots.includes(one) && slots.includes(other);
}
