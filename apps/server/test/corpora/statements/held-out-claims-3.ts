import type { ClaimCorpus } from './corpus-types.js';

/**
 * A third held-out set (decision 064): claims on two topics no corpus touches, written by hand with their
 * expected verdicts after the whole-sentence judging of decision 064 was built but before it was run on
 * them, so that the sentence pass is measured on sentences it was not shaped on. Reported apart.
 */
export const HELD_OUT_CLAIMS_3: readonly ClaimCorpus[] = [
  {
    topic: 'Printing press',
    field: 'history of technology',
    article: {
      pageid: 990401,
      title: 'Printing press',
      lastrevid: 1_300_000_401,
      extract: `A printing press is a machine that presses inked type onto paper to make many copies of a text. Johannes Gutenberg built the first movable-type printing press in Europe in Mainz around 1440.

== Gutenberg's press ==
Gutenberg's press used metal type cast from an alloy of lead, tin and antimony, which melted at a low temperature. His Bible, printed around 1455, was the first major book made with movable type in Europe. About 180 copies of the Gutenberg Bible were printed, and 49 of them survive today.

== Spread ==
By 1500, printing presses were working in more than 250 European cities, which had produced about 20 million books. The price of books fell sharply, so more people could afford to read. William Caxton set up the first press in England at Westminster in 1476.

== Effects ==
Printing helped the Protestant Reformation spread quickly, because Martin Luther's pamphlets were printed in large numbers. Scientists could share their results more exactly, since printed copies did not change from one copy to the next.`,
    },
    claims: [
      {
        claim: 'Gutenberg built his printing press in Paris, right?',
        expect: 'contradicted',
        sentence:
          'Johannes Gutenberg built the first movable-type printing press in Europe in Mainz around 1440',
        slot: 'place',
      },
      {
        claim: 'The Gutenberg Bible was printed around 1655.',
        expect: 'contradicted',
        sentence: 'His Bible, printed around 1455, was the first major book',
        slot: 'time',
      },
      {
        claim: 'About 180 copies of the Gutenberg Bible were printed, and 12 of them survive today.',
        expect: 'contradicted',
        sentence: 'About 180 copies of the Gutenberg Bible were printed, and 49 of them survive today',
        slot: 'number',
      },
      {
        claim: 'William Caxton set up the first press in England at Westminster in 1576.',
        expect: 'contradicted',
        sentence: 'William Caxton set up the first press in England at Westminster in 1476',
        slot: 'time',
      },
      {
        claim: 'After printing spread, the price of books rose sharply.',
        expect: 'contradicted',
        sentence: 'The price of books fell sharply, so more people could afford to read',
        slot: 'direction',
      },
      {
        claim: 'By 1500 presses were working in more than 25 European cities.',
        expect: 'contradicted',
        sentence: 'By 1500, printing presses were working in more than 250 European cities',
        slot: 'number',
      },
      {
        claim: "Printed copies changed from one copy to the next, didn't they?",
        expect: 'contradicted',
        sentence: 'since printed copies did not change from one copy to the next',
        slot: 'negation',
      },
      {
        claim: 'Johannes Gutenberg built the first movable-type press in Europe around 1440.',
        expect: 'supported',
        sentence:
          'Johannes Gutenberg built the first movable-type printing press in Europe in Mainz around 1440',
      },
      {
        claim: 'The price of books fell sharply.',
        expect: 'supported',
        sentence: 'The price of books fell sharply',
      },
      {
        claim: 'Caxton set up the first press in England in 1476.',
        expect: 'supported',
        sentence: 'William Caxton set up the first press in England at Westminster in 1476',
      },
      {
        claim: "Martin Luther's pamphlets were printed in large numbers, right?",
        expect: 'supported',
        sentence: "because Martin Luther's pamphlets were printed in large numbers",
      },
      {
        claim: 'Gutenberg cast his type from an alloy of lead, tin and antimony.',
        expect: 'supported',
        sentence: "Gutenberg's press used metal type cast from an alloy of lead, tin and antimony",
      },
      {
        claim: 'Gutenberg was a goldsmith before he became a printer.',
        expect: 'not_covered',
      },
      {
        claim: 'The first printed newspaper appeared in Strasbourg in 1605.',
        expect: 'not_covered',
      },
      {
        claim: 'Printing presses in China used wooden blocks long before Gutenberg.',
        expect: 'not_covered',
      },
    ],
  },
  {
    topic: 'Honey bee',
    field: 'biology',
    article: {
      pageid: 990402,
      title: 'Honey bee',
      lastrevid: 1_300_000_402,
      extract: `Honey bees are flying insects that live in large colonies and make honey from the nectar of flowers. A colony has one queen, thousands of female workers and, in summer, a few hundred male drones.

== Life in the hive ==
The queen lays up to 2,000 eggs a day in spring. Workers build the comb from wax that they make in glands on their abdomen. Young workers feed the larvae, and older workers leave the hive to gather nectar and pollen.

== Honey ==
Workers turn nectar into honey by adding enzymes and fanning it with their wings until most of the water evaporates. A colony may eat about 20 kilograms of honey during a cold winter.

== Pollination ==
Bees carry pollen from flower to flower, which lets many crops produce fruit. Almonds in California depend almost entirely on honey bees for pollination.`,
    },
    claims: [
      {
        claim: 'The queen lays up to 200 eggs a day in spring.',
        expect: 'contradicted',
        sentence: 'The queen lays up to 2,000 eggs a day in spring',
        slot: 'number',
      },
      {
        claim: 'The drones build the comb from wax, right?',
        expect: 'contradicted',
        sentence: 'Workers build the comb from wax that they make in glands on their abdomen',
        slot: 'agent',
      },
      {
        claim: 'Young workers leave the hive to gather nectar and pollen.',
        expect: 'contradicted',
        sentence:
          'Young workers feed the larvae, and older workers leave the hive to gather nectar and pollen',
        slot: 'direction',
      },
      {
        claim: 'A colony has one queen and thousands of female workers.',
        expect: 'supported',
        sentence: 'A colony has one queen, thousands of female workers',
      },
      {
        claim: 'Workers make wax in glands on their abdomen.',
        expect: 'supported',
        sentence: 'Workers build the comb from wax that they make in glands on their abdomen',
      },
      {
        claim: 'Bees carry pollen from flower to flower, right?',
        expect: 'supported',
        sentence: 'Bees carry pollen from flower to flower',
      },
      {
        claim: 'Workers add enzymes to nectar to turn it into honey.',
        expect: 'supported',
        sentence: 'Workers turn nectar into honey by adding enzymes',
      },
      {
        claim: 'A worker bee lives for about six weeks in summer.',
        expect: 'not_covered',
      },
      {
        claim: 'Honey never spoils because it holds so little water.',
        expect: 'not_covered',
      },
      {
        claim: 'Bees can see ultraviolet light.',
        expect: 'not_covered',
      },
    ],
  },
];
