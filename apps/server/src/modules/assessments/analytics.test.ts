import { describe, expect, it } from 'vitest';
import {
  cohortStanding,
  conceptMastery,
  consistencyScore,
  criticalThinking,
  improvementVelocity,
  knowledgeDepth,
  learningEfficiency,
  timeEfficiency,
  type GradedItem,
} from './analytics.js';
import { learningGains } from './learning-gains.js';
import { allocateTime, postAssessmentQuestionCount } from './time-allocation.js';

const item = (
  score: number,
  bloomLevel: GradedItem['bloomLevel'],
  learningObjective: string | null = null,
): GradedItem => ({
  score,
  correct: score >= 0.7,
  bloomLevel,
  learningObjective,
});

describe('time allocation (spec 1 §9)', () => {
  it.each([
    [
      [5],
      {
        total_minutes: 5,
        pre_assessment_minutes: 0.8,
        chat_learning_minutes: 3.5,
        post_assessment_minutes: 0.8,
      },
    ],
    [
      [15, 5],
      {
        total_minutes: 15,
        pre_assessment_minutes: 2.3,
        chat_learning_minutes: 10.5,
        post_assessment_minutes: 2.3,
      },
    ],
    [
      [45],
      {
        total_minutes: 45,
        pre_assessment_minutes: 5,
        chat_learning_minutes: 31.5,
        post_assessment_minutes: 6.8,
      },
    ],
    [
      [60, 30],
      { total_minutes: 60, pre_assessment_minutes: 5, chat_learning_minutes: 42, post_assessment_minutes: 9 },
    ],
  ])('%j', (times, allocation) => expect(allocateTime(times)).toEqual(allocation));

  it('sizes the post-assessment at about a question a minute, 3 to 10', () => {
    expect([0.8, 2.3, 4.5, 6.8, 9, 15].map(postAssessmentQuestionCount)).toEqual([3, 3, 5, 7, 9, 10]);
  });
});

describe('learning gains (D7)', () => {
  it('computes the improvement and the normalized gain, on a pre score marked as a self-estimate', () => {
    expect(learningGains(40, 70, 4, 7)).toEqual({
      pre_score: 40,
      pre_score_kind: 'self_estimate',
      post_score: 70,
      improvement: 30,
      normalized_gain: 0.5,
      confidence_pre: 4,
      confidence_post: 7,
      confidence_growth: 3,
    });
  });
  it('has no normalized gain when the pre score is 100, and no confidence growth without both ratings', () => {
    expect(learningGains(100, 90, 5, null)).toMatchObject({
      improvement: -10,
      normalized_gain: null,
      confidence_growth: null,
    });
  });
});

describe('cognitive analysis (D8)', () => {
  const items = [
    item(1, 'remember', 'A'),
    item(0.5, 'understand', 'A'),
    item(0, 'analyze', 'B'),
    item(1, 'create', 'C'),
    item(1, 'apply', 'C'),
  ];
  it('knowledge depth is the mean on recall and understanding', () =>
    expect(knowledgeDepth(items).value).toBe(75));
  it('critical thinking is the mean on analysis, evaluation and creation', () =>
    expect(criticalThinking(items).value).toBe(50));
  it('concept mastery is the share of objectives answered correctly throughout', () =>
    expect(conceptMastery(items).value).toBeCloseTo(33.3, 1));
  it('is null, not zero, without matching questions', () => {
    expect(knowledgeDepth([item(1, 'apply')]).value).toBeNull();
    expect(conceptMastery([]).value).toBeNull();
  });
});

describe('performance metrics (D8)', () => {
  it('consistency is 100 for equal scores and 0 for an even split of full and no marks', () => {
    expect(consistencyScore([item(0.5, null), item(0.5, null)]).value).toBe(100);
    expect(consistencyScore([item(1, null), item(0, null)]).value).toBe(0);
    expect(consistencyScore([item(1, null)]).value).toBeNull();
  });
  it('time efficiency compares score per minute with the allotted pace, capped at 100', () => {
    expect(timeEfficiency(80, 600, 5).value).toBe(40);
    expect(timeEfficiency(80, 60, 5).value).toBe(100);
    expect(timeEfficiency(null, 60, 5).value).toBeNull();
  });
  it('time efficiency falls as the learning takes longer', () => {
    // 60 points in 15 allotted minutes: 12 minutes taken gives 75, 18 minutes 50.
    expect(timeEfficiency(60, 12 * 60, 15).value).toBe(75);
    expect(timeEfficiency(60, 18 * 60, 15).value).toBe(50);
  });
  it('improvement velocity is the least-squares slope in points per session', () => {
    expect(improvementVelocity([40, 50, 60]).value).toBe(10);
    expect(improvementVelocity([70, 50]).value).toBe(-20);
    expect(improvementVelocity([70]).value).toBeNull();
  });
  it('learning efficiency is the gain per 10 minutes of chat, from chat seconds', () => {
    expect(learningEfficiency(30, 20 * 60).value).toBe(15);
    expect(learningEfficiency(-5, 5 * 60).value).toBe(-10);
  });
  it('learning efficiency waits for a minute of chat instead of scaling seconds up', () => {
    expect(learningEfficiency(30, 59).value).toBeNull();
    expect(learningEfficiency(30, 0).value).toBeNull();
    expect(learningEfficiency(30, 60).value).toBe(300);
  });
  it('peer percentile counts ties as half, and ranking counts those above', () => {
    const standing = cohortStanding(70, { total: 10, below: 6, equal: 2 }, 'sessions');
    expect(standing.peerPercentile.value).toBe(70);
    expect(standing.ranking).toBe(3);
    expect(cohortStanding(70, { total: 0, below: 0, equal: 0 }, 'sessions').peerPercentile.value).toBeNull();
    const alone = cohortStanding(70, { total: 1, below: 0, equal: 1 }, 'sessions');
    expect(alone.peerPercentile.value).toBeNull();
    expect(alone.ranking).toBe(1);
  });
});
