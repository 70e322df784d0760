import { describe, expect, it } from 'vitest';
import { completedBaseline, startedSession } from '../../testing/assessments';
import {
  buildAssessmentContext,
  clearAssessmentContext,
  loadAssessmentContext,
  saveAssessmentContext,
} from './assessment-context';
import { scoredOutcome } from './baseline-outcome';

const responses = [
  { question_number: 1, question_text: 'How well?', user_answer: 'Know the basics', time_spent: 9 },
];

describe('assessment context', () => {
  it('holds every field of spec 1 §3', () => {
    const context = buildAssessmentContext(startedSession, responses, scoredOutcome(completedBaseline));

    expect(Object.keys(context).sort()).toEqual(
      [
        'session_id',
        'topic',
        'available_time_minutes',
        'chat_learning_time_minutes',
        'post_assessment_time_minutes',
        'baseline_responses',
        'baseline_questions',
        'learning_focus',
        'learning_preferences',
        'success_criteria',
        'confidence_baseline',
        'score_percentage',
        'difficulty_level',
        'assessment_type',
        'knowledge_gaps',
        'recommendations',
        'experience_level',
      ].sort(),
    );
    expect(context.assessment_type).toBe('pre_assessment_baseline');
    expect(context.baseline_responses).toBe(responses);
  });

  it('is kept in localStorage for the chat page for five days', () => {
    const context = buildAssessmentContext(startedSession, responses, scoredOutcome(completedBaseline));
    saveAssessmentContext(context);

    expect(loadAssessmentContext()).toEqual(context);
    const { expiresAt } = JSON.parse(localStorage.getItem('socratica.assessment_context')!);
    expect(expiresAt - Date.now()).toBeGreaterThan(5 * 24 * 3600 * 1000 - 60_000);

    clearAssessmentContext();
    expect(loadAssessmentContext()).toBeNull();
  });
});
