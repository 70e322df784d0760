import { describe, expect, it } from 'vitest';
import type { AnswerKey } from './coach.js';
import { circularityProblems, givenAwayKeyConcepts, isCircular, type CheckedItem } from './item-checks.js';

const choice = (text: string, options: string[], correct: string[], multi = false): CheckedItem => ({
  text,
  type: multi ? 'multi_select' : 'multiple_choice',
  options,
  key: { correctOptions: correct },
});
const shortAnswer = (text: string, keyConcepts: string[]): CheckedItem => ({
  text,
  type: 'short_answer',
  options: [],
  key: { keyConcepts } satisfies AnswerKey,
});

describe('circular items', () => {
  it('finds the stem that explains a term by itself (issue 22)', () => {
    const item = choice(
      'Which definition fits “photosynthesis” as it is used in photosynthesis?',
      [
        'Synthesis of compounds with the aid of radiant energy',
        'Conversion of starch to sugar',
        'Loss of calcium',
      ],
      ['Synthesis of compounds with the aid of radiant energy'],
    );
    expect(circularityProblems(item, 'photosynthesis')).toEqual([
      'explains “photosynthesis” by itself: “photosynthesis”',
    ]);
    expect(isCircular({ ...item, text: 'Which definition fits “photosynthesis”?' }, 'photosynthesis')).toBe(
      false,
    );
    expect(
      isCircular({ ...item, text: 'In photosynthesis, what is “photosynthesis”?' }, 'photosynthesis'),
    ).toBe(true);
  });

  it('finds an option that defines the topic by its own name, in any form of the word', () => {
    const options = [
      'The photosynthetic making of sugar',
      'Conversion of starch to sugar',
      'Loss of calcium',
    ];
    expect(
      isCircular(
        choice('What is photosynthesis?', options, ['Conversion of starch to sugar']),
        'photosynthesis',
      ),
    ).toBe(true);
    expect(
      isCircular(
        choice('Which definition fits “photosynthesis”?', options, ['Conversion of starch to sugar']),
        'x',
      ),
    ).toBe(true);
    // Naming the topic is fine where the stem does not ask what the topic is.
    expect(
      isCircular(
        choice(
          'Where in the cell does photosynthesis happen?',
          ['Chloroplast', 'Nucleus', 'Ribosome'],
          ['Chloroplast'],
        ),
        'photosynthesis',
      ),
    ).toBe(false);
  });

  it('finds a correct option that the stem already states', () => {
    expect(
      isCircular(
        choice(
          'In photosynthesis, what is “light reaction” a part of?',
          ['photosynthesis', 'catalysis', 'amylolysis'],
          ['photosynthesis'],
        ),
        'photosynthesis',
      ),
    ).toBe(true);
    expect(
      isCircular(
        choice(
          'What is “light reaction” a part of?',
          ['photosynthesis', 'catalysis', 'amylolysis'],
          ['photosynthesis'],
        ),
        'photosynthesis',
      ),
    ).toBe(false);
    expect(
      isCircular(
        choice('What is “common fraction” a kind of?', ['fraction', 'integer', 'decimal'], ['fraction']),
        'x',
      ),
    ).toBe(true);
  });

  it('finds an answer that repeats the quoted term while the wrong options do not', () => {
    const kinds = ['common fraction', 'improper fraction', 'integer', 'decimal'];
    const item = choice(
      'Which of these are kinds of “fraction”?',
      kinds,
      ['common fraction', 'improper fraction'],
      true,
    );
    expect(circularityProblems(item, 'fractions')).toEqual([
      'the answer “common fraction” repeats “fraction” from the stem',
      'the answer “improper fraction” repeats “fraction” from the stem',
    ]);
    const fair = ['common fraction', 'improper fraction', 'fractional distillation', 'fraction bar'];
    expect(isCircular({ ...item, options: fair }, 'fractions')).toBe(false);
  });

  it('does not count words that only describe an option', () => {
    const item = choice(
      'Question 1: which statement about photosynthesis is right?',
      ['Right statement', 'Wrong statement A', 'Wrong statement B'],
      ['Right statement'],
    );
    expect(isCircular(item, 'photosynthesis')).toBe(false);
  });

  it('finds short answers whose key concepts the stem gives away, and only those', () => {
    expect(
      givenAwayKeyConcepts('Explain the core idea of photosynthesis.', ['core idea', 'example', 'light']),
    ).toEqual(['core idea']);
    expect(
      givenAwayKeyConcepts('Briefly explain what “fraction” is.', ['quotient', 'two', 'rational number']),
    ).toEqual([]);
    expect(givenAwayKeyConcepts('In a sentence or two, explain “fraction”.', ['quotient', 'two'])).toEqual([
      'two',
    ]);
    expect(
      isCircular(shortAnswer('Explain photosynthesis in your own words.', ['photosynthesis']), 'x'),
    ).toBe(true);
    // The term being explained may stand in the stem: the key is what the answer must add to it.
    expect(
      isCircular(shortAnswer('Briefly explain what “denominator” is.', ['divisor', 'fraction']), 'fractions'),
    ).toBe(false);
  });

  it('ignores confidence ratings', () => {
    const rating: CheckedItem = {
      text: 'How confident do you feel about photosynthesis?',
      type: 'confidence_rating',
      options: [],
      key: {},
    };
    expect(isCircular(rating, 'photosynthesis')).toBe(false);
  });
});
