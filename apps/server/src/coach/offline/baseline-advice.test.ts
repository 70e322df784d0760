import type { BaselineContextField } from '@socratica/contracts';
import { describe, expect, it } from 'vitest';
import { computeBaselineScore } from '../baseline-score.js';
import { assembleBaseline, standardBaselineWordings } from '../baseline-questions.js';
import { knowledgeGaps, recommendations } from './baseline-advice.js';

const topic = 'Fractions';
// Spec 1 §9's plan for 15 minutes: 15%, 70% and 15%.
const fifteenMinutes = {
  total_minutes: 15,
  pre_assessment_minutes: 2.3,
  chat_learning_minutes: 10.5,
  post_assessment_minutes: 2.3,
};
const questions = assembleBaseline(standardBaselineWordings(topic, fifteenMinutes));
const levelOptions = questions[0]!.options;

function adviceFor(levelIndex: number, confidence: string) {
  const answers: Record<BaselineContextField, string> = {
    experience_level: levelOptions[levelIndex]!,
    learning_focus: '',
    learning_preferences: '',
    success_criteria: '',
    confidence_baseline: confidence,
  };
  const scored = computeBaselineScore({ topic, questions, answers });
  return {
    scored,
    gaps: knowledgeGaps({ topic, answers, scored }),
    advice: recommendations({ topic, answers, scored }),
  };
}

describe('knowledge gaps agree with the level the learner chose', () => {
  it('after "I know the basics", never says the basics are new, even when the score reads beginner', () => {
    const { scored, gaps, advice } = adviceFor(1, '3');
    expect(levelOptions[1]).toBe('I know the basics of Fractions');
    // Low confidence puts the score among beginners…
    expect(scored.difficultyLevel).toBe('beginner');
    // …but the learner said they know the basics, and the gaps say so.
    expect(gaps.join(' ')).not.toMatch(/still new to you/);
    expect(gaps[0]).toBe(
      'You know the basics of Fractions; the next step is seeing how its ideas connect and why they work.',
    );
    expect(advice.join(' ')).not.toMatch(/Start with the key terms/);
  });

  it('tells a newcomer the core vocabulary is new, whatever their confidence', () => {
    expect(adviceFor(0, '10').gaps[0]).toBe(
      'The core vocabulary and basic ideas of Fractions are still new to you.',
    );
  });

  it('gives each of the four options its own first gap', () => {
    const firsts = [0, 1, 2, 3].map((level) => adviceFor(level, '5').gaps[0]);
    expect(new Set(firsts).size).toBe(4);
  });
});

describe('advice that quotes the learner', () => {
  it('quotes their words without markup', () => {
    const answers: Record<BaselineContextField, string> = {
      experience_level: levelOptions[1]!,
      learning_focus: 'unlike denominators <img src="x.png">',
      learning_preferences: '',
      success_criteria: 'add 1/2 + 1/3, see https://example.org/help',
      confidence_baseline: '5',
    };
    const scored = computeBaselineScore({ topic, questions, answers });
    const text = [
      ...knowledgeGaps({ topic, answers, scored }),
      ...recommendations({ topic, answers, scored }),
    ].join(' ');
    expect(text).toContain('“unlike denominators”');
    expect(text).toContain('“add 1/2 + 1/3, see”');
    expect(text).not.toMatch(/img|src|https/);
  });
});

describe('the goal question', () => {
  it("names the plan's own chat minutes: 10.5 for a 15-minute session, not 11", () => {
    expect(questions[3]!.text).toContain('this 10.5-minute session on Fractions');
  });
});
