import type { BaselineContextField, Question } from '@socratica/contracts';
import { answerText, type Answer } from '../../components/questions/answer';
import type { LearnerContext } from './baseline-outcome';

// DESIGN D5: the fixed order of the baseline, for questions that do not name their context field.
const FIELD_ORDER: BaselineContextField[] = [
  'experience_level',
  'learning_focus',
  'learning_preferences',
  'success_criteria',
  'confidence_baseline',
];

/** The context fields read straight from the answers, for when the server could not read them for us. */
export function learnerContextFromAnswers(
  questions: Question[],
  answers: Record<string, Answer>,
): LearnerContext {
  const byField = new Map<BaselineContextField, string>();
  questions.forEach((question, index) => {
    const field = question.context_field ?? FIELD_ORDER[index];
    if (field) byField.set(field, answerText(answers[question.id]));
  });
  const confidence = Number.parseInt(byField.get('confidence_baseline') ?? '', 10);
  return {
    experience_level: byField.get('experience_level') ?? '',
    learning_focus: byField.get('learning_focus') ?? '',
    learning_preferences: byField.get('learning_preferences') ?? '',
    success_criteria: byField.get('success_criteria') ?? '',
    confidence_baseline: Number.isFinite(confidence) ? confidence : null,
  };
}
