import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.js';

describe('splitSentences', () => {
  it('splits prose at full stops, question and exclamation marks', () => {
    expect(splitSentences('Plants make sugar. Why? Light drives it! Oxygen is released.')).toEqual([
      'Plants make sugar.',
      'Why?',
      'Light drives it!',
      'Oxygen is released.',
    ]);
  });

  it('keeps abbreviations, initials and decimals inside their sentence', () => {
    expect(
      splitSentences(
        'Pigments, e.g. chlorophyll, absorb light. J. S. Bach wrote it in c. 1723 in the U.S. state. It weighs 2.5 kg.',
      ),
    ).toEqual([
      'Pigments, e.g. chlorophyll, absorb light.',
      'J. S. Bach wrote it in c. 1723 in the U.S. state.',
      'It weighs 2.5 kg.',
    ]);
  });

  it('ends a sentence after a year or a closing quote, and joins lines', () => {
    expect(splitSentences('It began in 1789. "It was over." Then\nit ended.')).toEqual([
      'It began in 1789.',
      '"It was over."',
      'Then it ended.',
    ]);
  });

  it('keeps a list item’s number with its sentence', () => {
    expect(splitSentences('2. Explosive eruptions throw ash. They are loud.')).toEqual([
      '2. Explosive eruptions throw ash.',
      'They are loud.',
    ]);
  });

  it('keeps a lower-case continuation and answers nothing for blank text', () => {
    expect(splitSentences('See fig. 3 and vol. 2 for more. etc.')).toEqual([
      'See fig. 3 and vol. 2 for more. etc.',
    ]);
    expect(splitSentences('  \n ')).toEqual([]);
  });
});
