import { beforeAll, describe, expect, it } from 'vitest';
import { loadTagger, type Tagger } from '../../../knowledge/language/tagged-text.js';
import { misconceptionIn } from './misconceptions.js';

let tag: Tagger;
beforeAll(async () => {
  tag = await loadTagger();
});

describe('a belief the source corrects, voiced by the co-host (issue 39)', () => {
  it('denies the belief when the correction does not name it', () => {
    const found = misconceptionIn(
      'A common belief is that the San Andreas Fault could split California into the ocean, but the plates there slide sideways past each other.',
      0,
      tag,
    );
    expect(found?.voiced).toBe(
      "I always thought the San Andreas Fault could split California into the ocean. Isn't that right?",
    );
    expect(found?.correction).toBe('The plates there slide sideways past each other.');
    expect(found?.denial).toEqual({
      subject: 'the San Andreas Fault',
      sentence: 'The San Andreas Fault could not split California into the ocean.',
    });
    const held = misconceptionIn('It was once thought that the continents were fixed in place.', 1, tag);
    expect(held?.denial?.sentence).toBe('The continents were not fixed in place.');
    // A belief with no auxiliary to negate ("plants build…") gets no denial rather than a wrong one.
    expect(
      misconceptionIn(
        'A common belief is that plants build their bodies from the soil, but they do not.',
        0,
        tag,
      )?.denial,
    ).toBeNull();
  });

  it('turns "doing X is a common mistake" into the co-host trying X, with the source’s example', () => {
    const sentence =
      'Adding the numerators and the denominators separately, as in 1/2 + 1/3 = 2/5, is a common mistake.';
    expect(misconceptionIn(sentence, 0, tag)).toEqual({
      voiced:
        "I always thought you could just add the numerators and the denominators separately, as in 1/2 + 1/3 = 2/5. Isn't that right?",
      correction: 'No, adding the numerators and the denominators separately is a common mistake.',
      denial: null,
    });
    expect(misconceptionIn(sentence, 1, tag)?.voiced).toBe(
      "Hold on, can't you just add the numerators and the denominators separately, as in 1/2 + 1/3 = 2/5?",
    );
    // "Something is a common mistake" with no way of doing it named is not a belief anyone tries.
    expect(misconceptionIn('Spring is a common mistake.', 0, tag)).toBeNull();
  });
});
