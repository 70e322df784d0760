import { describe, expect, it } from 'vitest';
import type { KeyedQuestion } from '../../coach/coach.js';
import type { StoredPreCheck } from '../../db/schema/index.js';
import { withParallelItems } from './parallel-items.js';

const item = (
  id: string,
  text: string,
  statement?: string,
  type: KeyedQuestion['type'] = 'multiple_choice',
): KeyedQuestion => ({
  id,
  text,
  type,
  purpose: '',
  options: [],
  learning_objective: null,
  bloom_level: null,
  context_field: null,
  scale: null,
  key: statement ? { statement } : {},
});

const coachItems = [
  item('p1', 'cloze on s1', 's1'),
  item('p2', 'a WordNet item', 'wordnet:kind:1>2'),
  item('p3', 'another', 'wordnet:kind:3>4'),
  item('p4', 'an explanation'),
  item('p5', 'How confident?', undefined, 'confidence_rating'),
];
const preCheck: StoredPreCheck = {
  outcome: 'answered',
  questions: [item('k1', 'cloze on s1', 's1'), item('k2', 'cloze on s2', 's2')],
  parallels: [item('parallel1', 'sentences of s1', 's1'), item('parallel2', 'sentences of s2', 's2')],
  score: 50,
};

describe('the post-assessment with the pre-check’s parallel items', () => {
  it('asks them first, drops the coach’s items on their statements, and keeps its length and the rating last', () => {
    const post = withParallelItems(coachItems, preCheck);
    expect(post.map((q) => q.text)).toEqual([
      'sentences of s1',
      'sentences of s2',
      'a WordNet item',
      'another',
      'How confident?',
    ]);
    expect(post.map((q) => q.id)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
  });

  it('leaves the coach’s items alone without an answered pre-check', () => {
    expect(withParallelItems(coachItems, { ...preCheck, outcome: 'skipped' })).toEqual(coachItems);
    expect(withParallelItems(coachItems, null)).toEqual(coachItems);
  });
});
