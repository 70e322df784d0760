import type { ClaimCorpus } from './corpus-types.js';

/**
 * Claims on three topics the reader was never tuned on (decision 059): written by hand, with their expected
 * verdicts, and committed before the reader first ran on them, so that a gain on the main corpus that only
 * fits its sentences shows up here as a gap. Their figures are reported apart from the main corpus.
 */
export const HELD_OUT_CLAIMS: readonly ClaimCorpus[] = [
  {
    topic: 'Honey bees',
    field: 'zoology',
    article: {
      pageid: 990201,
      title: 'Honey bees',
      lastrevid: 1_300_000_201,
      extract: `Honey bees are flying insects that live in large colonies. A colony has one queen, a few hundred drones and tens of thousands of workers.

== The colony ==
The queen lays up to 2,000 eggs a day during the summer. Worker bees are sterile females, and drones are males whose only task is to mate with a queen. Workers build the comb from wax that they secrete from glands on their abdomen.

== Foraging ==
Worker bees collect nectar and pollen from flowers. They turn nectar into honey by adding enzymes and fanning it with their wings until most of the water evaporates. A forager tells other workers where food is by performing a waggle dance inside the hive. Karl von Frisch decoded the meaning of the waggle dance in the 1940s, and he received the Nobel Prize in 1973.

== Threats ==
Since 2006, beekeepers in North America have lost many colonies to colony collapse disorder. The varroa mite feeds on bees and spreads viruses between them.`,
    },
    claims: [
      {
        claim: 'The queen lays up to 200 eggs a day in summer.',
        expect: 'contradicted',
        sentence: 'The queen lays up to 2,000 eggs a day during the summer',
        slot: 'number',
      },
      {
        claim: 'Drones are female bees, right?',
        expect: 'contradicted',
        sentence: 'drones are males whose only task is to mate with a queen',
        slot: 'sibling',
      },
      {
        claim: 'Karl von Frisch worked out the meaning of the waggle dance in the 1890s.',
        expect: 'contradicted',
        sentence: 'Karl von Frisch decoded the meaning of the waggle dance in the 1940s',
        slot: 'time',
      },
      {
        claim: 'Worker bees collect nectar and pollen from flowers.',
        expect: 'supported',
        sentence: 'Worker bees collect nectar and pollen from flowers',
      },
      {
        claim: "I think the bees' comb is built from wax that the workers secrete.",
        expect: 'supported',
        sentence: 'Workers build the comb from wax that they secrete',
      },
      {
        claim: 'Karl von Frisch received the Nobel Prize in 1973, right?',
        expect: 'supported',
        sentence: 'he received the Nobel Prize in 1973',
      },
      {
        claim: 'Honey bees can see ultraviolet light.',
        expect: 'not_covered',
      },
      {
        claim: 'A worker bee dies after it stings.',
        expect: 'not_covered',
      },
    ],
  },
  {
    topic: 'Printing press',
    field: 'history of technology',
    article: {
      pageid: 990202,
      title: 'Printing press',
      lastrevid: 1_300_000_202,
      extract: `A printing press is a machine that presses an inked surface onto paper or cloth to transfer text and images.

== Gutenberg ==
Johannes Gutenberg built the first European printing press with movable metal type in Mainz around 1440. He adapted the screw press that winemakers used to squeeze grapes. Gutenberg printed his famous Bible in about 1455, and about 180 copies were made. Movable type had been invented earlier in China by Bi Sheng, who used clay characters around 1040.

== Spread ==
By 1500, printing presses operated in more than 250 European cities. The printed book made texts far cheaper, so more people learned to read. William Caxton set up the first printing press in England in 1476.

== Effects ==
The press spread the ideas of the Reformation quickly, because pamphlets could be printed in thousands of copies.`,
    },
    claims: [
      {
        claim: 'Gutenberg built his printing press in Paris around 1440.',
        expect: 'contradicted',
        sentence:
          'Johannes Gutenberg built the first European printing press with movable metal type in Mainz around 1440',
        slot: 'place',
      },
      {
        claim: 'Gutenberg printed his Bible in about 1355.',
        expect: 'contradicted',
        sentence: 'Gutenberg printed his famous Bible in about 1455',
        slot: 'time',
      },
      {
        claim: "Movable type was invented in China by Gutenberg, wasn't it?",
        expect: 'contradicted',
        sentence: 'Movable type had been invented earlier in China by Bi Sheng',
        slot: 'agent',
      },
      {
        claim: 'William Caxton set up the first printing press in England in 1576.',
        expect: 'contradicted',
        sentence: 'William Caxton set up the first printing press in England in 1476',
        slot: 'time',
      },
      {
        claim: 'Printed books made texts much more expensive.',
        expect: 'contradicted',
        sentence: 'The printed book made texts far cheaper',
        slot: 'direction',
      },
      {
        claim: "Gutenberg's press was adapted from the screw press that winemakers used.",
        expect: 'supported',
        sentence: 'He adapted the screw press that winemakers used to squeeze grapes',
      },
      {
        claim: 'By 1500 printing presses were working in more than 250 cities in Europe.',
        expect: 'supported',
        sentence: 'By 1500, printing presses operated in more than 250 European cities',
      },
      {
        claim: 'Bi Sheng used clay characters around 1040, right?',
        expect: 'supported',
        sentence: 'who used clay characters around 1040',
      },
      {
        claim: 'The Gutenberg Bible was printed on parchment made from calfskin.',
        expect: 'not_covered',
      },
    ],
  },
  {
    topic: 'Electric circuits',
    field: 'physics',
    article: {
      pageid: 990203,
      title: 'Electric circuits',
      lastrevid: 1_300_000_203,
      extract: `An electric circuit is a closed path through which an electric current flows. Current is measured in amperes, and voltage is measured in volts.

== Ohm's law ==
Ohm's law states that the current through a conductor is proportional to the voltage across it. Georg Ohm published the law in 1827. A resistance of 6 ohms with a voltage of 12 volts carries a current of 2 amperes.

== Series and parallel ==
In a series circuit, the same current flows through every component. In a parallel circuit, each branch has the same voltage across it. When more resistors are added in series, the total resistance increases. When more resistors are added in parallel, the total resistance decreases.

== Safety ==
A fuse melts and breaks the circuit when the current is too large. Copper is used for wires because it conducts electricity well.`,
    },
    claims: [
      {
        claim: 'Georg Ohm published his law in 1927.',
        expect: 'contradicted',
        sentence: 'Georg Ohm published the law in 1827',
        slot: 'time',
      },
      {
        claim: 'Adding more resistors in series makes the total resistance decrease.',
        expect: 'contradicted',
        sentence: 'When more resistors are added in series, the total resistance increases',
        slot: 'direction',
      },
      {
        claim: 'A voltage of 12 volts across 6 ohms gives a current of 3 amperes, right?',
        expect: 'contradicted',
        sentence: 'A resistance of 6 ohms with a voltage of 12 volts carries a current of 2 amperes',
        slot: 'number',
      },
      {
        claim: 'Current is measured in volts.',
        expect: 'contradicted',
        sentence: 'Current is measured in amperes',
        slot: 'place',
      },
      {
        claim: 'Copper is used for wires because it is cheap.',
        expect: 'contradicted',
        sentence: 'Copper is used for wires because it conducts electricity well',
        slot: 'cause',
      },
      {
        claim: 'In a series circuit the same current goes through every component.',
        expect: 'supported',
        sentence: 'In a series circuit, the same current flows through every component',
      },
      {
        claim: 'A fuse melts when the current is too large, right?',
        expect: 'supported',
        sentence: 'A fuse melts and breaks the circuit when the current is too large',
      },
      {
        claim: 'Adding resistors in parallel lowers the total resistance.',
        expect: 'supported',
        sentence: 'When more resistors are added in parallel, the total resistance decreases',
      },
      {
        claim: 'Silver conducts electricity better than copper.',
        expect: 'not_covered',
      },
    ],
  },
];
