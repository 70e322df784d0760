import { describe, expect, it } from 'vitest';
import {
  conceptMastery,
  consistencyScore,
  criticalThinking,
  improvementVelocity,
  knowledgeDepth,
  learningEfficiency,
  peerStanding,
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

describe('time allocation (spec 1 §9, D13: the parts add up to T)', () => {
  it.each([
    [
      [5],
      {
        total_minutes: 5,
        pre_assessment_minutes: 0.8,
        chat_learning_minutes: 3.4,
        post_assessment_minutes: 0.8,
      },
    ],
    [
      [15, 5],
      {
        total_minutes: 15,
        pre_assessment_minutes: 2.3,
        chat_learning_minutes: 10.4,
        post_assessment_minutes: 2.3,
      },
    ],
    [
      [45],
      {
        total_minutes: 45,
        pre_assessment_minutes: 5,
        chat_learning_minutes: 33.2,
        post_assessment_minutes: 6.8,
      },
    ],
    [
      [60, 30],
      { total_minutes: 60, pre_assessment_minutes: 5, chat_learning_minutes: 46, post_assessment_minutes: 9 },
    ],
  ])('%j', (times, allocation) => expect(allocateTime(times)).toEqual(allocation));

  it('always shows three parts that sum to the total chosen', () => {
    for (let total = 5; total <= 60; total++) {
      const a = allocateTime([total]);
      const tenths = [a.pre_assessment_minutes, a.chat_learning_minutes, a.post_assessment_minutes].map((m) =>
        Math.round(m * 10),
      );
      expect(tenths.reduce((x, y) => x + y, 0)).toBe(total * 10);
      for (const m of [a.pre_assessment_minutes, a.chat_learning_minutes, a.post_assessment_minutes])
        expect(Math.round(m * 10) / 10).toBe(m);
    }
  });

  it('sizes the post-assessment at about two scored items a minute, 3 to 9, plus the confidence rating', () => {
    expect([0.8, 1.5, 2.1, 2.3, 4.5, 6.8, 9, 15].map(postAssessmentQuestionCount)).toEqual([
      4, 4, 5, 6, 10, 10, 10, 10,
    ]);
  });

  it('gives a session of 15 minutes or more at least 5 scored items', () => {
    for (const total of [15, 20, 30, 45, 60])
      expect(
        postAssessmentQuestionCount(allocateTime([total]).post_assessment_minutes) - 1,
      ).toBeGreaterThanOrEqual(5);
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
  it('time efficiency is the score within the time, never above it: 62.5% in time is 62.5, not 100', () => {
    expect(timeEfficiency(62.5, 14 * 60, 15).value).toBe(62.5);
    expect(timeEfficiency(62.5, 60, 15).value).toBe(62.5);
    expect(timeEfficiency(62.5, 14 * 60, 15).formula).toMatch(/100 means full marks within the time/);
    expect(timeEfficiency(100, 15 * 60, 15).value).toBe(100);
    expect(timeEfficiency(null, 60, 5).value).toBeNull();
  });
  it('time efficiency falls in proportion as the learning takes longer than planned', () => {
    // 60 points in 15 planned minutes: 20 minutes taken gives 45, 30 minutes 30.
    expect(timeEfficiency(60, 20 * 60, 15).value).toBe(45);
    expect(timeEfficiency(60, 30 * 60, 15).value).toBe(30);
  });
  it('improvement velocity is the least-squares slope in points per session', () => {
    expect(improvementVelocity([40, 50, 60]).value).toBe(10);
    expect(improvementVelocity([70, 50]).value).toBe(-20);
    expect(improvementVelocity([70]).value).toBeNull();
  });
  const tested = (pre: number, post: number) => ({
    measured: true,
    pre_score: pre,
    post_score: post,
    items: 3,
  });
  it('learning efficiency is the tested gain on the parallel items per 10 minutes of chat', () => {
    expect(learningEfficiency(tested(30, 60), 20 * 60).value).toBe(15);
    expect(learningEfficiency(tested(40, 35), 5 * 60).value).toBe(-10);
    expect(learningEfficiency(tested(30, 60), 20 * 60).formula).toMatch(
      /\(post − pre\) on the 3 parallel items/,
    );
  });
  it('learning efficiency is not shown without a tested gain, nor for less than a minute of chat', () => {
    expect(learningEfficiency({ ...tested(30, 60), measured: false }, 20 * 60).value).toBeNull();
    expect(learningEfficiency(tested(30, 60), 59).value).toBeNull();
    expect(learningEfficiency(tested(30, 60), 60).value).toBe(300);
  });
  it('peer percentile counts ties as half among the other learners, and ranking counts those above', () => {
    const standing = peerStanding(70, { others: 10, below: 6, equal: 2, average: 64.44 });
    expect(standing.peerPercentile.value).toBe(70);
    expect(standing.ranking).toBe(3);
    expect(standing.participants).toBe(11);
    expect(standing.average).toBe(64.4);
    expect(standing.note).toBeNull();
  });
  it('shows no rank, average or percentile below five other learners', () => {
    const few = peerStanding(70, { others: 4, below: 4, equal: 0, average: 50 });
    expect(few).toMatchObject({ ranking: null, participants: null, average: null });
    expect(few.peerPercentile.value).toBeNull();
    expect(few.note).toBe('Not enough other learners on this topic yet.');
  });
  it('compares only a post-assessment score, never a self-rating', () => {
    const before = peerStanding(null, { others: 8, below: 0, equal: 0, average: 50 });
    expect(before.ranking).toBeNull();
    expect(before.note).toMatch(/Take the post-assessment/);
  });
});
