import type { ShortAnswerSet } from './held-out-short-answers.js';

/**
 * A second held-out set of short answers, written by hand with the mark each deserves after the rules of
 * decision 066 (arithmetic read by value, degree words on comparisons) and before they ran on it. Three
 * topics the other sets do not touch; each has three paraphrases, two opposites and one off-topic answer,
 * written as a learner would write them rather than to fit a rule.
 */
export const HELD_OUT_SHORT_ANSWERS_2: readonly ShortAnswerSet[] = [
  {
    topic: 'Area',
    field: 'mathematics',
    shortAnswers: [
      {
        question: 'What is the area of a square with sides of 7 cm?',
        key: 'The area is 49 square centimetres, because 7 times 7 equals 49.',
        answer: '7 squared is 49, so the area is 49 square centimetres.',
        kind: 'paraphrase',
      },
      {
        question: 'What is the area of a square with sides of 7 cm?',
        key: 'The area is 49 square centimetres, because 7 times 7 equals 49.',
        answer: '7 squared is 14, so the area is 14 square centimetres.',
        kind: 'opposite',
      },
      {
        question: 'What happens to the area of a square when its side is doubled?',
        key: 'The area becomes four times as large, because 2 squared is 4.',
        answer: 'It gets four times bigger, since 2 times 2 is 4.',
        kind: 'paraphrase',
      },
      {
        question: 'What happens to the area of a square when its side is doubled?',
        key: 'The area becomes four times as large, because 2 squared is 4.',
        answer: 'The area becomes twice as large, because doubling the side doubles the area.',
        kind: 'opposite',
      },
      {
        question: 'How do you find the area of a triangle?',
        key: 'Multiply the base by the height and divide the result by 2.',
        answer: 'Take half of the base times the height.',
        kind: 'paraphrase',
      },
      {
        question: 'How do you find the area of a triangle?',
        key: 'Multiply the base by the height and divide the result by 2.',
        answer: 'A triangle has three sides and its angles add up to 180 degrees.',
        kind: 'off_topic',
      },
    ],
  },
  {
    topic: 'Inflation',
    field: 'economics',
    shortAnswers: [
      {
        question: 'What is inflation?',
        key: 'Inflation is a general rise in prices across an economy over time.',
        answer: 'It is when prices in general go up over time.',
        kind: 'paraphrase',
      },
      {
        question: 'What is inflation?',
        key: 'Inflation is a general rise in prices across an economy over time.',
        answer: 'Inflation is a general fall in prices across an economy over time.',
        kind: 'opposite',
      },
      {
        question: 'What happened to prices in Germany in 1923?',
        key: 'During the hyperinflation of 1923, prices rose dramatically as the government printed money.',
        answer: 'The government printed so much money that things became far more expensive very fast.',
        kind: 'paraphrase',
      },
      {
        question: 'What happened to prices in Germany in 1923?',
        key: 'During the hyperinflation of 1923, prices rose dramatically as the government printed money.',
        answer: 'Prices in 1923 fell only slightly because the government stopped printing money.',
        kind: 'opposite',
      },
      {
        question: 'How does inflation affect savings?',
        key: 'Inflation reduces the purchasing power of savings, so the same money buys less.',
        answer: 'Saved money loses value, because it can buy fewer things than before.',
        kind: 'paraphrase',
      },
      {
        question: 'How does inflation affect savings?',
        key: 'Inflation reduces the purchasing power of savings, so the same money buys less.',
        answer: 'The central bank is in Frankfurt and is run by a board.',
        kind: 'off_topic',
      },
    ],
  },
  {
    topic: 'Population ecology',
    field: 'biology',
    shortAnswers: [
      {
        question: 'What happens to a population when births exceed deaths?',
        key: 'The population grows, because more individuals are born than die.',
        answer: 'It increases in size, since there are more babies than deaths.',
        kind: 'paraphrase',
      },
      {
        question: 'What happens to a population when births exceed deaths?',
        key: 'The population grows, because more individuals are born than die.',
        answer: 'The population shrinks, because more individuals die than are born.',
        kind: 'opposite',
      },
      {
        question: 'What is carrying capacity?',
        key: 'Carrying capacity is the largest population an environment can support over time.',
        answer: 'The biggest number of individuals a habitat can sustain in the long run.',
        kind: 'paraphrase',
      },
      {
        question: 'What happened to the deer population when wolves were removed?',
        key: 'The deer population increased sharply because their predators were gone.',
        answer: 'With no wolves to hunt them, there were many more deer.',
        kind: 'paraphrase',
      },
      {
        question: 'What happened to the deer population when wolves were removed?',
        key: 'The deer population increased sharply because their predators were gone.',
        answer: 'The deer population fell sharply because the wolves were removed.',
        kind: 'opposite',
      },
      {
        question: 'What happened to the deer population when wolves were removed?',
        key: 'The deer population increased sharply because their predators were gone.',
        answer: 'Wolves live in packs led by an alpha pair.',
        kind: 'off_topic',
      },
    ],
  },
];
