import { describe, expect, it } from 'vitest';
import type { AssessmentResponseRow, StoredKeyedQuestion, StoredPreCheck } from '../../db/schema/index.js';
import { normalisedGain, testedGain } from './tested-gain.js';

describe('the normalised gain g = (post − pre) / (100 − pre)', () => {
  it('is the share of what was not yet known that was learned', () => {
    expect(normalisedGain(0, 100)).toBe(1);
    expect(normalisedGain(40, 70)).toBe(0.5);
    expect(normalisedGain(33.3, 66.7)).toBe(0.5);
    expect(normalisedGain(50, 50)).toBe(0);
  });
  it('is negative when the post score is lower', () => {
    expect(normalisedGain(50, 25)).toBe(-0.5);
  });
  it('is undefined when the pre score leaves nothing to gain', () => {
    expect(normalisedGain(100, 100)).toBeNull();
    expect(normalisedGain(100, 0)).toBeNull();
  });
});

const item = (id: string, statement: string, pattern: string): StoredKeyedQuestion => ({
  id,
  text: `${pattern} ${statement}`,
  type: 'multiple_choice',
  purpose: '',
  options: ['a', 'b', 'c', 'd'],
  learning_objective: null,
  bloom_level: 'remember',
  context_field: null,
  scale: null,
  key: { correctOptions: ['a'], pattern, statement },
});
const response = (phase: AssessmentResponseRow['phase'], questionId: string, score: number) =>
  ({ phase, questionId, score }) as AssessmentResponseRow;

const answered = (score: number): StoredPreCheck => ({
  outcome: 'answered',
  questions: [item('k1', 's1', 'cloze'), item('k2', 's2', 'cloze')],
  parallels: [item('parallel1', 's1', 'sentence-choice'), item('parallel2', 's2', 'sentence-choice')],
  score,
});
const post = [
  item('p1', 's1', 'sentence-choice'),
  item('p2', 's2', 'sentence-choice'),
  item('p3', 's9', 'kind-of'),
];

describe('the tested gain of a session', () => {
  it('compares each pre-check item with its parallel post item, and no other', () => {
    const gain = testedGain({ precheck: answered(50), postQuestions: post }, [
      response('precheck', 'k1', 1),
      response('precheck', 'k2', 0),
      response('post', 'p1', 1),
      response('post', 'p2', 1),
      // Not a parallel item: it does not count.
      response('post', 'p3', 0),
    ]);
    expect(gain).toMatchObject({
      measured: true,
      items: 2,
      pre_score: 50,
      post_score: 100,
      normalized_gain: 1,
    });
    expect(gain.meaning).toMatch(/^You learned 100 % of what you did not yet know.*0\.23.*0\.48/);
  });

  it('is not measured without a pre-check, after a skip, without a source, or from a perfect pre score', () => {
    expect(testedGain({ precheck: null, postQuestions: post }, []).reason).toBe('no_precheck');
    const skipped: StoredPreCheck = { outcome: 'skipped', questions: [], parallels: [], score: null };
    expect(testedGain({ precheck: skipped, postQuestions: post }, []).reason).toBe('skipped');
    const none: StoredPreCheck = { ...skipped, outcome: 'unavailable' };
    expect(testedGain({ precheck: none, postQuestions: post }, []).reason).toBe('no_source');
    const perfect = testedGain({ precheck: answered(100), postQuestions: post }, [
      response('precheck', 'k1', 1),
      response('precheck', 'k2', 1),
      response('post', 'p1', 1),
      response('post', 'p2', 0),
    ]);
    expect(perfect).toMatchObject({ measured: false, reason: 'pre_perfect', pre_score: 100, post_score: 50 });
    expect(perfect.normalized_gain).toBeNull();
  });

  it('waits for the post-assessment', () => {
    const gain = testedGain({ precheck: answered(50), postQuestions: null }, [response('precheck', 'k1', 1)]);
    expect(gain).toMatchObject({ measured: false, reason: 'post_pending', pre_score: 50 });
  });
});
