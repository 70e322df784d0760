import { describe, expect, it } from 'vitest';
import { assembleBaseline, standardBaselineWordings } from './baseline-questions.js';
import {
  computeBaselineScore,
  confidenceRating,
  difficultyForScore,
  knowledgeLevelIndex,
  type BaselineScoreInput,
} from './baseline-score.js';

const time = {
  total_minutes: 30,
  pre_assessment_minutes: 4.5,
  chat_learning_minutes: 21,
  post_assessment_minutes: 4.5,
};
const topic = 'photosynthesis';
const questions = assembleBaseline(standardBaselineWordings(topic, time));
const levels = questions[0]!.options;

function input(answers: Partial<BaselineScoreInput['answers']>): BaselineScoreInput {
  return {
    topic,
    questions,
    answers: {
      experience_level: levels[0]!,
      learning_focus: '',
      learning_preferences: 'Examples and analogies',
      success_criteria: '',
      confidence_baseline: '1',
      ...answers,
    },
  };
}

describe('the baseline score formula (55 × level + 30 × confidence + 15 × specificity)', () => {
  it('gives 0 to a newcomer with no confidence and nothing specific to say', () => {
    const result = computeBaselineScore(input({}));
    expect(result.score).toBe(0);
    expect(result.difficultyLevel).toBe('beginner');
  });

  it('gives 100 to someone who could teach it, is fully confident and names twelve subject words', () => {
    const result = computeBaselineScore(
      input({
        experience_level: levels[3]!,
        confidence_baseline: '10',
        learning_focus: 'chlorophyll thylakoid stroma rubisco carboxylation photorespiration',
        success_criteria: 'compare C4 CAM plants, quantum yield, NADPH regeneration, Calvin cycle kinetics',
      }),
    );
    expect(result.subjectWords.length).toBeGreaterThanOrEqual(12);
    expect(result.score).toBe(100);
    expect(result.difficultyLevel).toBe('advanced');
  });

  it('weighs each part as documented', () => {
    // level 2 of 4 → 55/3; confidence 4 → 30 × 3/9 = 10; no subject words → 0.
    expect(
      computeBaselineScore(input({ experience_level: levels[1]!, confidence_baseline: '4' })).score,
    ).toBe(Math.round(55 / 3 + 10));
    // level 3 of 4 → 110/3; confidence 7 → 20; six subject words → 15 × 6/12 = 7.5.
    const result = computeBaselineScore(
      input({
        experience_level: levels[2]!,
        confidence_baseline: '7',
        learning_focus: 'chlorophyll absorbs photons',
        success_criteria: 'explain stroma glucose synthesis',
      }),
    );
    expect(result.subjectWords).toHaveLength(6);
    expect(result.points.specificity).toBeCloseTo(7.5);
    expect(result.score).toBe(Math.round(110 / 3 + 20 + 7.5));
  });

  it('does not count the topic itself, learning talk or common words as evidence', () => {
    const result = computeBaselineScore(
      input({
        learning_focus: 'I want to learn and understand photosynthesis better, the basics really',
        success_criteria: 'Just to know more about it and get a good overview of the topic',
      }),
    );
    expect(result.subjectWords).toEqual([]);
    expect(result.points.specificity).toBe(0);
  });

  it('explains its working with the numbers it used', () => {
    const result = computeBaselineScore(input({ experience_level: levels[1]!, confidence_baseline: '4' }));
    expect(result.explanation).toContain('55 × knowledge level + 30 × confidence + 15 × specificity');
    expect(result.explanation).toContain('level 2 of 4');
    expect(result.explanation).toContain('4/10');
    expect(result.explanation).toContain(`${result.score}/100`);
    expect(result.explanation).toContain('beginner');
  });
});

describe('difficulty thresholds', () => {
  it.each([
    [0, 'beginner'],
    [39, 'beginner'],
    [40, 'intermediate'],
    [69, 'intermediate'],
    [70, 'advanced'],
    [100, 'advanced'],
  ] as const)('%i is %s', (score, level) => {
    expect(difficultyForScore(score)).toBe(level);
  });
});

describe('reading the answers', () => {
  it('finds the knowledge level by option, whatever the case and spacing, by number, or by words', () => {
    expect(knowledgeLevelIndex(`  ${levels[2]!.toUpperCase()} `, levels)).toBe(2);
    expect(knowledgeLevelIndex('3', levels)).toBe(2);
    expect(knowledgeLevelIndex('teach', levels)).toBe(3);
    expect(knowledgeLevelIndex('something else entirely', levels)).toBe(0);
    expect(knowledgeLevelIndex('', levels)).toBe(0);
  });

  it('reads the confidence rating, clamped to 1..10, and 1 when unreadable', () => {
    expect(confidenceRating('7')).toBe(7);
    expect(confidenceRating('7/10')).toBe(7);
    expect(confidenceRating('12')).toBe(10);
    expect(confidenceRating('0')).toBe(1);
    expect(confidenceRating('quite sure')).toBe(1);
  });
});
