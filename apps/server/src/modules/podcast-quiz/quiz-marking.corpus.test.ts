import { beforeAll, describe, expect, it } from 'vitest';
import { PHOTOSYNTHESIS_SCRIPT } from './photosynthesis-script.fixture.js';
import { gradeQuizItem } from './quiz-grading.js';
import { episodeQuizItems, type EpisodeQuizItem } from './quiz-items.js';

/**
 * Typed answers to the photosynthesis episode's quiz, written by hand with the mark a teacher would give
 * (issue 39, decision 051). Right answers in the learner's own words, wrong ones that share the line's
 * words, and answers on the wrong subject. Figures: 22 answers, 21 marked as expected; the 1 miss is
 * `it.fails` below with its reason.
 */
const CORPUS: { subject: string; answer: string; correct: boolean }[] = [
  {
    subject: 'the light-dependent reactions',
    answer: 'They happen in the thylakoid membranes.',
    correct: true,
  },
  {
    subject: 'the light-dependent reactions',
    answer: 'They take place in the thylakoid membranes.',
    correct: true,
  },
  {
    subject: 'the light-dependent reactions',
    answer: 'They take place in the mitochondria.',
    correct: false,
  },
  { subject: 'the light-dependent reactions', answer: 'In the stroma.', correct: false },
  { subject: 'the light-dependent reactions', answer: 'I do not know.', correct: false },
  {
    subject: 'water molecules',
    answer: 'They are split into hydrogen ions, electrons and oxygen.',
    correct: true,
  },
  {
    subject: 'water molecules',
    answer: 'Water is split into hydrogen ions, electrons and oxygen.',
    correct: true,
  },
  {
    subject: 'water molecules',
    answer: 'They are split into oxygen, electrons and hydrogen ions in photosystem II.',
    correct: true,
  },
  { subject: 'water molecules', answer: 'They make sugar.', correct: false },
  {
    subject: 'water molecules',
    answer: 'They are joined with carbon dioxide to make glucose.',
    correct: false,
  },
  { subject: 'Chlorophyll', answer: 'It absorbs red and blue light.', correct: true },
  { subject: 'Chlorophyll', answer: 'It reflects green light and absorbs red and blue.', correct: true },
  {
    subject: 'Chlorophyll',
    answer: 'Chlorophyll takes in mostly red and blue light and reflects green.',
    correct: true,
  },
  { subject: 'Chlorophyll', answer: 'It absorbs green light.', correct: false },
  { subject: 'Chlorophyll', answer: 'It is found in the soil.', correct: false },
  { subject: 'the oxygen', answer: 'It comes from splitting water.', correct: true },
  {
    subject: 'the oxygen',
    answer: 'The oxygen plants release comes from the splitting of water.',
    correct: true,
  },
  { subject: 'the oxygen', answer: 'It comes from carbon dioxide.', correct: false },
  { subject: 'the oxygen', answer: 'Plants make it from carbon dioxide.', correct: false },
  { subject: 'water molecules', answer: 'They are split into hydrogen and oxygen.', correct: true },
  // Half of the line, and not the half asked about: where the oxygen comes from.
  { subject: 'the oxygen', answer: 'It is released into the air.', correct: false },
];

/** Marked differently from a teacher, and why: the marker's limits, kept in sight. */
const KNOWN_MISSES: { subject: string; answer: string; correct: boolean; reason: string }[] = [
  {
    subject: 'the light-dependent reactions',
    answer: 'In the thylakoid membranes of the chloroplast.',
    correct: true,
    reason:
      'the marker counts the line’s verb, “take place”, among the ideas to cover, so a bare place is 2 of 3',
  },
];

let items: EpisodeQuizItem[];
beforeAll(async () => {
  items = await episodeQuizItems(PHOTOSYNTHESIS_SCRIPT, 'Photosynthesis');
});
const itemOn = (subject: string) => {
  const item = items.find((i) => i.subject === subject);
  if (!item) throw new Error(`no typed item on “${subject}”: ${items.map((i) => i.subject).join(', ')}`);
  return item;
};

describe('typed answers to an episode’s quiz, marked by meaning (issue 39)', () => {
  for (const { subject, answer, correct } of CORPUS) {
    it(`${correct ? 'accepts' : 'refuses'} “${answer}” on ${subject}`, async () => {
      const result = await gradeQuizItem(itemOn(subject), answer);
      expect(result.correct, result.feedback).toBe(correct);
      expect(result.episode_line).toBe(itemOn(subject).line.text);
    });
  }
  for (const { subject, answer, correct, reason } of KNOWN_MISSES) {
    it.fails(
      `${correct ? 'accepts' : 'refuses'} “${answer}” on ${subject} (known miss: ${reason})`,
      async () => {
        const result = await gradeQuizItem(itemOn(subject), answer);
        expect(result.correct).toBe(correct);
      },
    );
  }
});
