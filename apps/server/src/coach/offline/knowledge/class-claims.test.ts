import { describe, expect, it } from 'vitest';
import { readClassClaims } from './class-claim-text.js';
import { checkClassClaims } from './class-claims.js';

/**
 * Class claims against WordNet 3.1 (issue 23), as a table. Every verdict was checked against the
 * hierarchy itself: a refuted row names where WordNet files the member, an unchecked row says why
 * the check must stay silent. Each row is [message, topic, expected].
 */

type Expected = { holds: boolean; classing: string } | 'unchecked';

const refuted = (classing: string): Expected => ({ holds: false, classing });
const holds = (classing: string): Expected => ({ holds: true, classing });

const ROWS: readonly [message: string, topic: string, expected: Expected][] = [
  // Refuted: WordNet places the two side by side under a specific kind.
  ['A whale is a fish', '', refuted('classes the whale as a mammal, not a fish')],
  ['A whale is a fish', 'Marine animals', refuted('classes the whale as a mammal, not a fish')],
  ['I think a whale is a fish because it swims', '', refuted('classes the whale as a mammal, not a fish')],
  ['whales are fish', '', refuted('classes the whale as a mammal, not a fish')],
  ['Whales are a type of fish.', '', refuted('classes the whale as a mammal, not a fish')],
  ['A bat is a bird', 'Animals', refuted('classes the bat as a mammal, not a bird')],
  ['A spider is an insect', '', refuted('classes the spider as an arachnid, not an insect')],
  ['a penguin is a mammal', '', refuted('classes the penguin as a bird, not a mammal')],
  ['a frog is a reptile', '', refuted('classes the frog as an amphibian, not a reptile')],
  ['a rose is a tree', '', refuted('classes the rose as a shrub, not a tree')],
  [
    'a jellyfish is a fish',
    'Marine animals',
    refuted('classes the jellyfish as an invertebrate, not a fish'),
  ],
  // Holds: WordNet files the member under the class at some depth.
  ['A whale is a mammal', 'Marine animals', holds('classes the whale as a mammal')],
  ['whales are mammals', '', holds('classes the whale as a mammal')],
  ['A dog is an animal', '', holds('classes the dog as an animal')],
  ['an oak is a tree', 'Trees', holds('classes the oak as a tree')],
  ['an ant is a kind of insect', '', holds('classes the ant as an insect')],
  ['a tomato is a vegetable', 'Fruit and vegetables', holds('classes the tomato as a vegetable')],
  // Negated: the verdict on the claim as the learner made it.
  ['a whale is not a fish', '', holds('classes the whale as a mammal, not a fish')],
  ["a whale isn't a mammal", '', refuted('classes the whale as a mammal')],
  // Unchecked: the check says nothing rather than risk a wrong verdict.
  ['a mammal is a whale', '', 'unchecked'], // the wrong way round, no error of kind
  ['a whale is big', '', 'unchecked'], // an adjective, no class
  ['whales are grey', '', 'unchecked'], // "grey" is an adjective too
  ['it is a fish', '', 'unchecked'], // a pronoun names nothing to check
  ['some whales are fish', '', 'unchecked'], // a quantifier
  ['a flurbo is a fish', '', 'unchecked'], // not in WordNet
  ['a whale is a car', '', 'unchecked'], // they meet only at "whole": too vague to refute
  ['a tomato is a fruit', '', 'unchecked'], // WordNet's fruit is a plant organ, its tomato food or a herb
  ['a dolphin is a fish', 'Marine animals', 'unchecked'], // WordNet's first dolphin is the dolphinfish
  ['A bat is a bird', '', 'unchecked'], // a cricket bat and a shuttlecock are close too
];

describe('class claims checked against WordNet 3.1', () => {
  it('has a table of at least 20 claims', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(ROWS)('%j (topic %j)', (message, topic, expected) => {
    const checked = checkClassClaims(message, topic);
    if (expected === 'unchecked') expect(checked).toEqual([]);
    else expect(checked.map(({ holds, classing }) => ({ holds, classing }))).toEqual([expected]);
  });

  it('words the verdicts for a model in the source’s words', () => {
    expect(checkClassClaims('I think a whale is a fish because it swims').map((c) => c.verdict)).toEqual([
      "The learner's claim “a whale is a fish” does not match WordNet 3.1, which classes the whale as a mammal, not a fish.",
    ]);
    expect(checkClassClaims('A whale is a mammal').map((c) => c.verdict)).toEqual([
      "The learner's claim “a whale is a mammal” matches WordNet 3.1.",
    ]);
  });

  it('reads every claim of a longer message, in the learner’s words', () => {
    expect(readClassClaims('So a whale is a fish, and a dog is an animal. It is big.')).toEqual([
      { statement: 'a whale is a fish', member: 'whale', kind: 'fish', negated: false },
      { statement: 'a dog is an animal', member: 'dog', kind: 'animal', negated: false },
    ]);
  });
});
