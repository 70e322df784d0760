import { describe, expect, it } from 'vitest';
import type { StoredKeyedQuestion } from '../../db/schema/index.js';
import { contradictedClaimDrafts, missedItemDrafts } from './card-making.js';

const item = (id: string, type: StoredKeyedQuestion['type'], key: StoredKeyedQuestion['key']) =>
  ({
    id,
    text: `Question ${id}?`,
    type,
    purpose: '',
    options: type === 'multiple_choice' ? ['a', 'b'] : [],
    learning_objective: null,
    bloom_level: null,
    context_field: null,
    scale: null,
    key,
  }) satisfies StoredKeyedQuestion;

describe('which answers become review cards', () => {
  const cited =
    'Wikipedia’s article “Photosynthesis › Light” (CC BY-SA 4.0), https://en.wikipedia.org/wiki/P#L';
  const questions = [
    item('q1', 'multiple_choice', { correctOptions: ['a'], citation: cited }),
    item('q2', 'short_answer', { acceptedAnswer: 'Light is turned into chemical energy.' }),
    item('q3', 'short_answer', { keyConcepts: ['chlorophyll'] }),
    item('q4', 'confidence_rating', {}),
    item('q5', 'short_answer', {}),
  ];

  it('makes a card of each keyed item missed, in part or unanswered, and none of one fully right', () => {
    const drafts = missedItemDrafts(questions, [
      { questionId: 'q1', score: 0 },
      { questionId: 'q2', score: 0.5 },
      { questionId: 'q3', score: 1 },
      { questionId: 'q4', score: 0 },
      { questionId: 'q5', score: 0 },
    ]);
    expect(drafts.map((d) => d.itemRef)).toEqual(['q1', 'q2']);
    expect(drafts[0]!.source).toEqual({
      name: 'Wikipedia’s article “Photosynthesis › Light” (CC BY-SA 4.0)',
      url: 'https://en.wikipedia.org/wiki/P#L',
      sentence: null,
    });
    expect(drafts[1]!.source).toBeNull();
  });

  it('asks a contradicted claim for what the source says, keyed with its sentence', () => {
    const [draft] = contradictedClaimDrafts([
      {
        claim: 'The Bastille fell in 1790.',
        source_sentence: 'The Bastille fell on 14 July 1789.',
        source_name: 'French Revolution › Bastille',
        source_url: null,
        corrected: true,
      },
    ]);
    expect(draft!.question.text).toBe(
      'In your chat you wrote: “The Bastille fell in 1790”. What does French Revolution › Bastille say instead?',
    );
    expect(draft!.question.key.acceptedAnswer).toBe('The Bastille fell on 14 July 1789.');
    expect(draft!.source).toEqual({
      name: 'French Revolution › Bastille',
      url: null,
      sentence: 'The Bastille fell on 14 July 1789.',
    });
  });
});
