import type { TopicCorpus } from './corpus-types.js';

export const corpus: TopicCorpus = {
  topic: 'Pythagorean theorem',
  field: 'mathematics',
  article: {
    pageid: 990204,
    title: 'Pythagorean theorem',
    lastrevid: 1_300_000_104,
    extract: `The Pythagorean theorem is a fundamental relation in Euclidean geometry between the three sides of a right triangle. It states that the area of the square on the hypotenuse is equal to the sum of the areas of the squares on the other two sides. In symbols, a squared plus b squared equals c squared, where c is the length of the hypotenuse and a and b are the lengths of the other two sides.

== Right triangles ==
A right triangle is a triangle with one angle of 90 degrees. The hypotenuse is the side opposite the right angle, and it is always the longest side of the triangle. The other two sides are called the legs. If one leg increases while the other stays the same, the hypotenuse also increases.

== History ==
The theorem is named after the Greek philosopher Pythagoras, who lived in the 6th century BC. Pythagoras was born on the island of Samos. Babylonian mathematicians knew the relation more than a thousand years before Pythagoras. A clay tablet called Plimpton 322, made in Mesopotamia around 1800 BC, lists numbers that fit the relation. Pythagoras did not leave any writings, so it is not known whether he proved the theorem himself. A famous early proof appears in the Elements, which was written by Euclid around 300 BC.

== Proof by rearrangement ==
One simple proof rearranges four copies of the triangle inside a square. First, draw a large square whose sides each have length a plus b. Then place four copies of the right triangle inside it, so that their hypotenuses form a smaller tilted square with area c squared. Next, move the four triangles so that they form two rectangles in opposite corners of the large square. The uncovered area now consists of two squares, one with area a squared and one with area b squared. Because the four triangles cover the same area in both arrangements, the uncovered area is the same in both. As a result, c squared equals a squared plus b squared.

== Pythagorean triples ==
A Pythagorean triple is a set of three whole numbers that fit the equation of the theorem. The smallest triple is 3, 4 and 5, because 9 plus 16 equals 25. Multiplying a triple by any whole number gives another triple, so 6, 8 and 10 is also a triple. There are infinitely many Pythagorean triples.

== Converse and other triangles ==
The converse of the theorem is also true. If the square of the longest side equals the sum of the squares of the other two sides, the triangle is a right triangle. If the square of the longest side is greater than that sum, the largest angle is obtuse, and if it is smaller, all three angles are acute. The theorem does not hold for triangles without a right angle, and the law of cosines is used for them instead.

== Applications ==
The theorem is used to find distances in geometry, surveying and navigation. To find the distance between two points on a grid, first find the horizontal difference and the vertical difference between them. These two differences are the legs of a right triangle, and the distance is its hypotenuse. Then square each difference, add the squares and take the square root of the sum. For example, two points that are 3 units apart horizontally and 4 units apart vertically are 5 units apart. A ladder 5 metres long whose foot stands 3 metres from a wall reaches 4 metres up the wall. Builders check that a corner is square by measuring 3 units along one wall and 4 units along the other and checking that the diagonal is 5 units.

== See also ==
Euclidean geometry
Pythagorean triple

== References ==
`,
  },
  claims: [
    // contradicted (7): place, time, order, number, sibling, negation, direction
    {
      claim: "pythagoras was born on the island of crete, wasn't he?",
      expect: 'contradicted',
      sentence: 'Pythagoras was born on the island of Samos',
      slot: 'place',
    },
    {
      claim: 'Pythagoras lived in the 3rd century BC.',
      expect: 'contradicted',
      sentence: 'who lived in the 6th century BC',
      slot: 'time',
    },
    {
      claim: 'I think the Babylonians only learned the relation after Pythagoras.',
      expect: 'contradicted',
      sentence: 'Babylonian mathematicians knew the relation more than a thousand years before Pythagoras',
      slot: 'order',
    },
    {
      claim: 'Is it true that the smallest Pythagorean triple is 3, 4 and 6?',
      expect: 'contradicted',
      sentence: 'The smallest triple is 3, 4 and 5',
      slot: 'number',
    },
    {
      claim:
        'if the square of the longest side is greater than the sum of the other two squares, the largest angle is acute',
      expect: 'contradicted',
      sentence: 'If the square of the longest side is greater than that sum, the largest angle is obtuse',
      slot: 'sibling',
    },
    {
      claim: 'Multiplying a Pythagorean triple by a whole number never gives another triple.',
      expect: 'contradicted',
      sentence: 'Multiplying a triple by any whole number gives another triple',
      slot: 'negation',
    },
    {
      claim: 'If one leg increases while the other stays the same, the hypotenuse decreases, right?',
      expect: 'contradicted',
      sentence: 'If one leg increases while the other stays the same, the hypotenuse also increases',
      slot: 'direction',
    },
    // supported (5)
    {
      claim: 'Euclid wrote the Elements, which contains an early proof of the theorem.',
      expect: 'supported',
      sentence: 'A famous early proof appears in the Elements, which was written by Euclid around 300 BC',
    },
    {
      claim: 'the smallest pythagorean triple is three, four and five',
      expect: 'supported',
      sentence: 'The smallest triple is 3, 4 and 5',
    },
    {
      claim: 'The hypotenuse lies across from the right angle and is always the longest side.',
      expect: 'supported',
      sentence:
        'The hypotenuse is the side opposite the right angle, and it is always the longest side of the triangle',
    },
    {
      claim: 'Pythagoras was alive around 530 BC, right?',
      expect: 'supported',
      sentence: 'who lived in the 6th century BC',
    },
    {
      claim: 'There are an infinite number of Pythagorean triples.',
      expect: 'supported',
      sentence: 'There are infinitely many Pythagorean triples',
    },
    // not_covered (3)
    {
      claim: 'Pythagoras founded a school in Croton.',
      expect: 'not_covered',
    },
    {
      claim: 'you can also use the theorem in three dimensions to find the diagonal of a box',
      expect: 'not_covered',
    },
    {
      claim:
        'Is it true that James Garfield, who later became US president, found his own proof of the theorem?',
      expect: 'not_covered',
    },
  ],
  questions: [
    {
      question: 'Where was Pythagoras born?',
      type: 'place',
      sentence: 'Pythagoras was born on the island of Samos',
    },
    {
      question: 'In which century did Pythagoras live?',
      type: 'time',
      sentence: 'who lived in the 6th century BC',
    },
    {
      question: 'Who wrote the Elements?',
      type: 'person',
      sentence: 'which was written by Euclid around 300 BC',
    },
    {
      question: 'How far up the wall does a 5 metre ladder reach if its foot is 3 metres from the wall?',
      type: 'quantity',
      sentence: 'A ladder 5 metres long whose foot stands 3 metres from a wall reaches 4 metres up the wall',
    },
    {
      question: 'What kind of object is Plimpton 322?',
      type: 'kind',
      sentence: 'A clay tablet called Plimpton 322',
    },
    {
      question: 'Who knew the relation first, the Babylonians or Pythagoras?',
      type: 'order',
      sentence: 'Babylonian mathematicians knew the relation more than a thousand years before Pythagoras',
    },
    {
      question: 'Why are 3, 4 and 5 a Pythagorean triple?',
      type: 'cause',
      sentence: 'because 9 plus 16 equals 25',
    },
    {
      question: 'What is a Pythagorean triple?',
      type: 'definition',
      sentence: 'A Pythagorean triple is a set of three whole numbers',
    },
    {
      question: 'What is a right triangle?',
      type: 'definition',
      sentence: 'A right triangle is a triangle with one angle of 90 degrees',
    },
    {
      question: 'Why is it not known whether Pythagoras proved the theorem himself?',
      type: 'cause',
      sentence: 'Pythagoras did not leave any writings',
    },
  ],
  explains: [
    {
      request: 'Can you just tell me how to prove the theorem?',
      sentences: [
        'First, draw a large square whose sides each have length a plus b',
        'Then place four copies of the right triangle inside it',
        'Next, move the four triangles so that they form two rectangles',
        'As a result, c squared equals a squared plus b squared',
      ],
    },
    {
      request: 'Explain step by step how to find the distance between two points with the theorem.',
      sentences: [
        'first find the horizontal difference and the vertical difference between them',
        'These two differences are the legs of a right triangle',
        'Then square each difference, add the squares and take the square root of the sum',
      ],
    },
  ],
  shortAnswers: [
    {
      question: 'What does the Pythagorean theorem state?',
      key: 'In a right triangle, the square of the hypotenuse equals the sum of the squares of the other two sides.',
      answer:
        'For a right-angled triangle, if you add the squares of the two shorter sides you get the square of the longest side.',
      kind: 'paraphrase',
    },
    {
      question: 'Which side of a right triangle is the hypotenuse?',
      key: 'The hypotenuse is the side opposite the right angle, and it is the longest side.',
      answer: 'The hypotenuse is the side next to the right angle, and it is the shortest side.',
      kind: 'opposite',
    },
    {
      question: 'Is 6, 8 and 10 a Pythagorean triple? Explain.',
      key: 'Yes, because 6, 8 and 10 is the triple 3, 4 and 5 multiplied by 2, and 36 plus 64 equals 100.',
      answer: 'Yes. It is 3, 4, 5 doubled, and 6 squared plus 8 squared is 100, which is 10 squared.',
      kind: 'paraphrase',
    },
    {
      question: 'What does the converse of the theorem say?',
      key: 'If the square of the longest side equals the sum of the squares of the other two sides, the triangle is a right triangle.',
      answer:
        'If the square of the longest side equals the sum of the squares of the other two sides, the triangle is not a right triangle.',
      kind: 'opposite',
    },
    {
      question: 'Who was Pythagoras?',
      key: 'Pythagoras was a Greek philosopher who lived in the 6th century BC, and the theorem is named after him.',
      answer: 'Euclid was a Greek mathematician who wrote the Elements around 300 BC.',
      kind: 'off_topic',
    },
  ],
};
