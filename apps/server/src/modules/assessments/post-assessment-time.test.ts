import type { QuestionType } from '@socratica/contracts';
import { describe, expect, it } from 'vitest';
import { postAssessmentTimeLimitMinutes } from './post-assessment-time.js';
import { allocateTime, postAssessmentQuestionCount } from './time-allocation.js';

const items = (...types: QuestionType[]) => types.map((type) => ({ type }));

describe('the post-assessment time limit', () => {
  it('gives a 5-minute session at least 30 s a choice, 60 s a typed answer and time for the rating', () => {
    const planned = allocateTime([5]).post_assessment_minutes;
    expect(planned * 60).toBe(48);
    const questions = items('multiple_choice', 'short_answer', 'multi_select', 'confidence_rating');
    expect(postAssessmentQuestionCount(planned)).toBe(questions.length);
    expect(postAssessmentTimeLimitMinutes(planned, questions) * 60).toBe(30 + 60 + 30 + 15);
  });

  it('gives each typed answer a minute, however many there are', () => {
    const typed = items('short_answer', 'short_answer', 'short_answer', 'confidence_rating');
    expect(postAssessmentTimeLimitMinutes(0.8, typed) * 60).toBe(195);
  });

  it("keeps the plan's share when it is more than the items need", () => {
    const planned = allocateTime([60]).post_assessment_minutes;
    // The offline coach's mix: four choices and five typed answers, 7.25 minutes' worth.
    const ten = items(
      ...(['multiple_choice', 'short_answer', 'multi_select', 'short_answer', 'multiple_choice'] as const),
      ...(['short_answer', 'multi_select', 'short_answer', 'short_answer', 'confidence_rating'] as const),
    );
    expect(postAssessmentTimeLimitMinutes(planned, ten)).toBe(9);
    // Nine typed answers need more than the plan's 9 minutes, and get it.
    const typed = items(...Array<QuestionType>(9).fill('short_answer'), 'confidence_rating');
    expect(postAssessmentTimeLimitMinutes(planned, typed)).toBe(9.25);
  });

  it('is never less than the items need, for any session length', () => {
    for (let minutes = 5; minutes <= 60; minutes++) {
      const planned = allocateTime([minutes]).post_assessment_minutes;
      const count = postAssessmentQuestionCount(planned);
      const worst = items(...Array<QuestionType>(count - 1).fill('short_answer'), 'confidence_rating');
      const limit = postAssessmentTimeLimitMinutes(planned, worst);
      expect(limit * 60, `${minutes} minutes`).toBeGreaterThanOrEqual(60 * (count - 1) + 15);
    }
  });
});
