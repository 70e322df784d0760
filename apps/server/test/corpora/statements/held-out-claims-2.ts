import type { ClaimCorpus } from './corpus-types.js';

/**
 * A second held-out set (decision 060): claims on two topics no corpus touches, written by hand with their
 * expected verdicts and committed before any change of decision 060 was made, so that a gain on the main
 * corpus that only fits its sentences shows up here as a gap. Reported apart from the main corpus and from
 * the first held-out set.
 */
export const HELD_OUT_CLAIMS_2: readonly ClaimCorpus[] = [
  {
    topic: 'Water cycle',
    field: 'earth science',
    article: {
      pageid: 990301,
      title: 'Water cycle',
      lastrevid: 1_300_000_301,
      extract: `The water cycle is the continuous movement of water on, above and below the surface of the Earth. The Sun drives the water cycle by heating water in oceans and seas.

== Evaporation ==
Water evaporates from the surface of the oceans and rises into the atmosphere as water vapour. About 86 percent of global evaporation occurs from the oceans. Plants release water vapour through their leaves in a process called transpiration.

== Condensation and precipitation ==
As moist air rises, it cools and the water vapour condenses into tiny droplets that form clouds. When the droplets grow too heavy, they fall to the ground as precipitation. Snow forms when the air temperature is below freezing.

== Storage ==
Most of the fresh water on Earth is stored in glaciers and ice caps. Groundwater moves slowly through layers of rock called aquifers. Rivers carry water back to the oceans.`,
    },
    claims: [
      {
        claim: 'The Moon drives the water cycle, right?',
        expect: 'contradicted',
        sentence: 'The Sun drives the water cycle by heating water in oceans and seas',
        slot: 'agent',
      },
      {
        claim: 'About 46 percent of global evaporation occurs from the oceans.',
        expect: 'contradicted',
        sentence: 'About 86 percent of global evaporation occurs from the oceans',
        slot: 'number',
      },
      {
        claim: 'As moist air rises, it warms up and the vapour condenses into clouds.',
        expect: 'contradicted',
        sentence: 'As moist air rises, it cools and the water vapour condenses into tiny droplets',
        slot: 'direction',
      },
      {
        claim: 'Most of the fresh water on Earth is stored in lakes and rivers.',
        expect: 'contradicted',
        sentence: 'Most of the fresh water on Earth is stored in glaciers and ice caps',
        slot: 'place',
      },
      {
        claim: "Snow forms when the air temperature is above freezing, doesn't it?",
        expect: 'contradicted',
        sentence: 'Snow forms when the air temperature is below freezing',
        slot: 'direction',
      },
      {
        claim: 'Plants give off water vapour through their leaves.',
        expect: 'supported',
        sentence: 'Plants release water vapour through their leaves',
      },
      {
        claim: 'Groundwater moves slowly through aquifers, right?',
        expect: 'supported',
        sentence: 'Groundwater moves slowly through layers of rock called aquifers',
      },
      {
        claim: 'Rivers carry water back to the sea.',
        expect: 'supported',
        sentence: 'Rivers carry water back to the oceans',
      },
      {
        claim: 'Hail forms inside thunderstorm clouds.',
        expect: 'not_covered',
      },
      {
        claim: 'The Dead Sea is saltier than the ocean.',
        expect: 'not_covered',
      },
    ],
  },
  {
    topic: 'Roman Republic',
    field: 'ancient history',
    article: {
      pageid: 990302,
      title: 'Roman Republic',
      lastrevid: 1_300_000_302,
      extract: `The Roman Republic was the era of ancient Roman civilisation that began with the overthrow of the Roman Kingdom in 509 BC. It ended in 27 BC, when Augustus became the first Roman emperor.

== Government ==
The Republic was governed by two consuls, who were elected every year. The Senate advised the consuls and controlled public finances. Plebeians won the right to elect their own tribunes in 494 BC.

== Wars ==
Rome fought three Punic Wars against Carthage. Hannibal crossed the Alps with war elephants in 218 BC. The Romans destroyed Carthage in 146 BC.

== Fall ==
Julius Caesar crossed the Rubicon in 49 BC, which started a civil war. Caesar was assassinated by a group of senators in 44 BC.`,
    },
    claims: [
      {
        claim: 'The Roman Republic began in 309 BC, right?',
        expect: 'contradicted',
        sentence: 'began with the overthrow of the Roman Kingdom in 509 BC',
        slot: 'time',
      },
      {
        claim: 'The Republic was governed by three consuls.',
        expect: 'contradicted',
        sentence: 'The Republic was governed by two consuls',
        slot: 'number',
      },
      {
        claim: 'Hannibal crossed the Pyrenees with war elephants in 218 BC.',
        expect: 'contradicted',
        sentence: 'Hannibal crossed the Alps with war elephants in 218 BC',
        slot: 'place',
      },
      {
        claim: 'Caesar was assassinated by his soldiers in 44 BC.',
        expect: 'contradicted',
        sentence: 'Caesar was assassinated by a group of senators in 44 BC',
        slot: 'agent',
      },
      {
        claim: 'The consuls were not elected, they served for life.',
        expect: 'contradicted',
        sentence: 'The Republic was governed by two consuls, who were elected every year',
        slot: 'negation',
      },
      {
        claim: 'Rome fought three wars against Carthage.',
        expect: 'supported',
        sentence: 'Rome fought three Punic Wars against Carthage',
      },
      {
        claim: 'Julius Caesar crossed the Rubicon in 49 BC, which started a civil war.',
        expect: 'supported',
        sentence: 'Julius Caesar crossed the Rubicon in 49 BC',
      },
      {
        claim: 'The Romans destroyed Carthage in 146 BC, right?',
        expect: 'supported',
        sentence: 'The Romans destroyed Carthage in 146 BC',
      },
      {
        claim: 'Cicero was a famous orator of the late Republic.',
        expect: 'not_covered',
      },
      {
        claim: 'The Romans built aqueducts to bring water to their cities.',
        expect: 'not_covered',
      },
    ],
  },
];
