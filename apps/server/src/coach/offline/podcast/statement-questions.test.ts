import { beforeAll, describe, expect, it } from 'vitest';
import { loadTagger, type Tagger } from '../../../knowledge/language/tagged-text.js';
import { contentTerms } from '../../../knowledge/statements/content-words.js';
import { questionFor, sentenceAnswers } from './statement-questions.js';

let tag: Tagger;
beforeAll(async () => {
  tag = await loadTagger();
});

const asked = (sentence: string, topic: string, before: string[] = []) =>
  questionFor(
    sentence,
    tag,
    contentTerms(tag(topic).flatMap((s) => s.tokens)),
    [],
    new Set(),
    new Set(before),
  )?.question ?? null;

describe('the co-host’s question on the next sentence (issue 39)', () => {
  it('asks what a clause-taking verb said, not "When did Alfred Wegener propose?"', () => {
    expect(
      asked('In 1912, Alfred Wegener proposed that the continents had drifted apart.', 'Plate tectonics'),
    ).toBe('What did Alfred Wegener propose in 1912?');
  });

  it('asks how to do what a "To do X, …" sentence explains, and what a way of doing gives', () => {
    const topic = 'Fraction (mathematics)';
    expect(
      asked(
        'To add fractions with different denominators, first rewrite them with a common denominator.',
        topic,
      ),
    ).toBe('How do you add fractions with different denominators?');
    expect(
      asked(
        'Multiplying the numerator and the denominator by the same nonzero number gives an equivalent fraction.',
        topic,
      ),
    ).toBe('What gives an equivalent fraction?');
  });

  it('keeps an opening phrase, leaves examples out of the subject, and never asks about the topic itself', () => {
    const topic = 'Fraction (mathematics)';
    expect(asked('In 3/4, the numerator is 3 and the denominator is 4.', topic)).toBe(
      'In 3/4, what is the numerator?',
    );
    expect(
      asked(
        'A common fraction such as 1/2 or 3/4 consists of a numerator above a line and a denominator below it.',
        topic,
      ),
    ).toBe('And what about a common fraction?');
    expect(
      asked(
        'A fraction is in lowest terms when the numerator and the denominator have no common factor other than 1.',
        topic,
      ),
    ).toBe('And what about lowest terms?');
  });

  it('keeps a passive’s complement, a whole counted object, and what an object was turned into', () => {
    expect(
      asked('In 1980, smallpox was declared eradicated by the World Health Organization.', 'Smallpox'),
    ).toBe('When was smallpox declared eradicated?');
    expect(asked('The disease killed an estimated 300 million people in the 20th century.', 'Smallpox')).toBe(
      'When did the disease kill an estimated 300 million people?',
    );
    expect(
      asked(
        'Howard Florey and Ernst Chain turned penicillin into a medicine during the Second World War.',
        'Penicillin',
      ),
    ).toBe('Who turned penicillin into a medicine?');
  });

  it('asks “who” of a sentence that opens on a name WordNet knows only as a name', () => {
    expect(asked('Augustus became the first Roman emperor in 27 BC.', 'Ancient Rome')).toBe(
      'Who became the first Roman emperor?',
    );
  });

  it('never asks the same question twice in an episode', () => {
    const topic = 'Fraction (mathematics)';
    const sentence = 'The numerator counts how many equal parts are taken.';
    const first = asked(sentence, topic);
    expect(first).toBe('And what about the numerator?');
    expect(asked(sentence, topic, [first!])).not.toBe(first);
  });

  it('judges a section’s opening question on the sentence alone, not on its heading', () => {
    const terms = contentTerms(tag('Plate tectonics').flatMap((s) => s.tokens));
    const sentence = 'At divergent boundaries, plates move apart and new crust forms along mid-ocean ridges.';
    expect(sentenceAnswers('And plate boundaries?', sentence, tag, terms)).toBe(false);
    expect(sentenceAnswers('And the mid-ocean ridges?', sentence, tag, terms)).toBe(true);
  });
});
