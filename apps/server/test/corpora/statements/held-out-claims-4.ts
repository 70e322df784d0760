import type { ClaimCorpus } from './corpus-types.js';

/**
 * A fourth held-out set (decision 065): claims on two topics no corpus touches, written by hand with their
 * expected verdicts after the order, date and pinned-paraphrase rules of decision 065 were built on the
 * main corpus's misses, and before they were run on these claims. It measures those rules on sentences they
 * were not shaped on. Reported apart.
 */
export const HELD_OUT_CLAIMS_4: readonly ClaimCorpus[] = [
  {
    topic: 'Penicillin',
    field: 'medicine',
    article: {
      pageid: 990501,
      title: 'Penicillin',
      lastrevid: 1_300_000_501,
      extract: `Penicillin is a group of antibiotics that kill bacteria by damaging their cell walls. Alexander Fleming discovered penicillin in London in 1928.

== Discovery ==
Fleming noticed that a mould called Penicillium had killed the bacteria growing on one of his culture plates. Before Fleming, Ernest Duchesne had described a similar effect of mould in 1897, but his work was forgotten. Fleming published his findings in 1929, but he could not purify the drug.

== Development ==
Howard Florey and Ernst Chain purified penicillin at the University of Oxford in 1940. The first patient was treated with penicillin in 1941, and he improved at first but died when the supply ran out. During the Second World War, American factories produced penicillin in large tanks, so the drug became cheap. Fleming, Florey and Chain shared the Nobel Prize in Medicine in 1945.

== Resistance ==
Some bacteria make an enzyme that breaks down penicillin, so the drug no longer kills them. Doctors prescribe antibiotics only when they are needed, because overuse makes resistance spread faster.`,
    },
    claims: [
      {
        claim: 'Fleming discovered penicillin in Paris in 1928, right?',
        expect: 'contradicted',
        sentence: 'Alexander Fleming discovered penicillin in London in 1928',
        slot: 'place',
      },
      {
        claim: 'Alexander Fleming discovered penicillin in 1938.',
        expect: 'contradicted',
        sentence: 'Alexander Fleming discovered penicillin in London in 1928',
        slot: 'time',
      },
      {
        claim: 'Duchesne described the effect of mould after Fleming, didn’t he?',
        expect: 'contradicted',
        sentence: 'Before Fleming, Ernest Duchesne had described a similar effect of mould in 1897',
        slot: 'order',
      },
      {
        claim: 'Florey and Chain purified penicillin at Cambridge in 1940.',
        expect: 'contradicted',
        sentence: 'Howard Florey and Ernst Chain purified penicillin at the University of Oxford in 1940',
        slot: 'place',
      },
      {
        claim: 'Doctors prescribe antibiotics as often as possible, because overuse slows resistance down.',
        expect: 'contradicted',
        sentence: 'Doctors prescribe antibiotics only when they are needed',
        slot: 'direction',
      },
      {
        claim: 'Penicillin kills bacteria by damaging their cell walls.',
        expect: 'supported',
        sentence: 'Penicillin is a group of antibiotics that kill bacteria by damaging their cell walls',
      },
      {
        claim: 'Fleming published what he found in 1929, right?',
        expect: 'supported',
        sentence: 'Fleming published his findings in 1929',
      },
      {
        claim: 'Florey and Chain were the people who purified penicillin in 1940.',
        expect: 'supported',
        sentence: 'Howard Florey and Ernst Chain purified penicillin at the University of Oxford in 1940',
      },
      {
        claim: 'Fleming, Florey and Chain shared the Nobel Prize in 1945.',
        expect: 'supported',
        sentence: 'Fleming, Florey and Chain shared the Nobel Prize in Medicine in 1945',
      },
      {
        claim: 'Some bacteria make an enzyme that breaks penicillin down.',
        expect: 'supported',
        sentence: 'Some bacteria make an enzyme that breaks down penicillin',
      },
      {
        claim: 'Penicillin was first sold in shops in 1950.',
        expect: 'not_covered',
      },
      {
        claim: 'Fleming was born in Scotland.',
        expect: 'not_covered',
      },
    ],
  },
  {
    topic: 'Great Depression',
    field: 'economic history',
    article: {
      pageid: 990502,
      title: 'Great Depression',
      lastrevid: 1_300_000_502,
      extract: `The Great Depression was a severe worldwide economic downturn that began in 1929 and lasted until the late 1930s. It started in the United States after stock prices fell sharply in October 1929.

== Causes ==
Many banks had lent money to people who bought shares, so when share prices fell, the banks lost heavily. About 9,000 American banks failed during the 1930s. As banks failed, people lost their savings and spent less, so factories cut production and dismissed workers.

== Effects ==
In the United States, unemployment rose to about 25 percent in 1933. World trade fell by about two thirds between 1929 and 1934, because many countries raised tariffs on imports. Farmers on the Great Plains also suffered from the Dust Bowl, a drought that began in 1930.

== Recovery ==
Franklin D. Roosevelt became president in 1933 and started the New Deal, a set of programmes that created jobs and reformed the banks. Before the New Deal, the government under Herbert Hoover had done little to help the unemployed. Full recovery came only with the spending of the Second World War.`,
    },
    claims: [
      {
        claim: 'The Great Depression began in 1939.',
        expect: 'contradicted',
        sentence: 'began in 1929 and lasted until the late 1930s',
        slot: 'time',
      },
      {
        claim: 'In the United States, unemployment rose to about 50 percent in 1933, right?',
        expect: 'contradicted',
        sentence: 'unemployment rose to about 25 percent in 1933',
        slot: 'number',
      },
      {
        claim: 'World trade rose between 1929 and 1934.',
        expect: 'contradicted',
        sentence: 'World trade fell by about two thirds between 1929 and 1934',
        slot: 'direction',
      },
      {
        claim: 'Hoover did little to help the unemployed after the New Deal.',
        expect: 'contradicted',
        sentence:
          'Before the New Deal, the government under Herbert Hoover had done little to help the unemployed',
        slot: 'order',
      },
      {
        claim: 'World trade fell because many countries lowered tariffs on imports.',
        expect: 'contradicted',
        sentence: 'because many countries raised tariffs on imports',
        slot: 'direction',
      },
      {
        claim: 'Roosevelt became president in 1933 and started the New Deal.',
        expect: 'supported',
        sentence: 'Franklin D. Roosevelt became president in 1933 and started the New Deal',
      },
      {
        claim: 'About nine thousand American banks failed in the 1930s.',
        expect: 'supported',
        sentence: 'About 9,000 American banks failed during the 1930s',
      },
      {
        claim: 'The Dust Bowl was a drought that began in 1930, right?',
        expect: 'supported',
        sentence: 'the Dust Bowl, a drought that began in 1930',
      },
      {
        claim: 'When people lost their savings they spent less, so factories cut production.',
        expect: 'supported',
        sentence: 'As banks failed, people lost their savings and spent less',
      },
      {
        claim: 'Full recovery came only with the spending of the Second World War.',
        expect: 'supported',
        sentence: 'Full recovery came only with the spending of the Second World War',
      },
      {
        claim: 'The Great Depression ended in Britain in 1935.',
        expect: 'not_covered',
      },
      {
        claim: 'Roosevelt was elected four times.',
        expect: 'not_covered',
      },
    ],
  },
];
