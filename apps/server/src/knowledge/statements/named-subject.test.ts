import { describe, expect, it } from 'vitest';
import { otherNamedSubject } from './named-subject.js';

/** Answers about someone or something other than the question names (decision 063). */
describe('otherNamedSubject', () => {
  it('finds an answer that opens on a name neither the question nor the key gives', async () => {
    expect(
      await otherNamedSubject(
        'Kepler worked out that planets move in ellipses.',
        'Copernicus put the Sun, not the Earth, at the centre.',
        'What did Copernicus propose?',
      ),
    ).toEqual({ answered: 'Kepler', asked: 'Copernicus' });
  });

  it.each([
    ['the answer names the question’s subject', 'Copernicus said the Earth moves around the Sun.'],
    ['the answer opens on a pronoun', 'He said the Earth moves around the Sun.'],
    ['the answer opens on a name the key gives', 'The Sun, he said, sits at the centre.'],
    ['the answer opens on a common noun', 'Planets move around the Sun.'],
  ])('leaves an answer alone when %s', async (_, answer) => {
    expect(
      await otherNamedSubject(
        answer,
        'Copernicus put the Sun, not the Earth, at the centre.',
        'What did Copernicus propose?',
      ),
    ).toBeNull();
  });

  it('asks nothing of a question that names no one', async () => {
    expect(
      await otherNamedSubject(
        'Kepler studied planets.',
        'The Sun is at the centre.',
        'What is at the centre?',
      ),
    ).toBeNull();
  });
});
