import type { TopicCorpus } from './corpus-types.js';

export const corpus: TopicCorpus = {
  topic: 'Photosynthesis',
  field: 'biology',
  article: {
    pageid: 990101,
    title: 'Photosynthesis',
    lastrevid: 1_300_000_001,
    extract: `Photosynthesis is the process by which plants, algae and some bacteria convert light energy into chemical energy. The process takes in carbon dioxide and water and gives off oxygen as a by-product. Most of the oxygen in Earth's atmosphere was produced by photosynthesis.

== Overview ==
The overall equation combines six molecules of carbon dioxide and six molecules of water to make one molecule of glucose and six molecules of oxygen. Photosynthesis happens in two stages, the light-dependent reactions and the Calvin cycle. The light-dependent reactions come first, and the Calvin cycle follows them. Most crop plants store only about 1 to 2 percent of the energy in the sunlight that reaches them.

== Where it happens ==
In plants, photosynthesis takes place in chloroplasts, which are found mostly in the mesophyll cells of the leaf. A single mesophyll cell can contain 30 to 40 chloroplasts. The green pigment chlorophyll absorbs mostly red and blue light and reflects green light, which is why leaves look green. Carbon dioxide enters the leaf through small pores called stomata, and oxygen leaves through the same pores. Photosynthesis does not take place in mitochondria, which carry out cellular respiration instead.

== Light-dependent reactions ==
The light-dependent reactions take place in the thylakoid membranes of the chloroplast. First, chlorophyll in photosystem II absorbs light and passes excited electrons to an electron transport chain. To replace those electrons, water molecules are split into hydrogen ions, electrons and oxygen. The electrons then move along the chain to photosystem I, where light energizes them again. Finally, the electrons are used to make NADPH, while a flow of hydrogen ions drives the enzyme ATP synthase to make ATP.

The oxygen released by plants comes from the splitting of water, not from carbon dioxide. This was shown by Samuel Ruben and Martin Kamen, who used a heavy isotope of oxygen in 1941.

== Calvin cycle ==
The Calvin cycle takes place in the stroma, the fluid that surrounds the thylakoids. The cycle does not need light directly, but it uses the ATP and NADPH made by the light-dependent reactions. In the first step, the enzyme RuBisCO fixes carbon dioxide by attaching it to a five-carbon sugar called RuBP. The resulting molecules are then reduced with ATP and NADPH to form a three-carbon sugar called G3P. Some G3P leaves the cycle to build glucose, sucrose and starch, and the rest is used to regenerate RuBP. RuBisCO is thought to be the most abundant protein on Earth.

== Factors affecting the rate ==
The rate of photosynthesis rises as light intensity increases, until another factor becomes limiting. A higher concentration of carbon dioxide also increases the rate, because more carbon dioxide is available for RuBisCO to fix. On hot, dry days, plants close their stomata to save water, so less carbon dioxide enters the leaf and the rate falls. At very high temperatures the rate drops because enzymes such as RuBisCO begin to denature.

== History ==
In the 17th century, the Flemish scientist Jan van Helmont grew a willow tree in a pot of weighed soil. After five years the tree had gained about 74 kilograms, while the soil had lost only about 57 grams. In 1771, Joseph Priestley showed that a sprig of mint could restore air in which a candle had burned out. In 1779, Jan Ingenhousz showed that plants need light to restore the air.

The Calvin cycle was discovered by Melvin Calvin, Andrew Benson and James Bassham at the University of California, Berkeley, in 1950. The team traced the path of carbon through the cycle with radioactive carbon-14. Melvin Calvin received the Nobel Prize in Chemistry in 1961 for this work.

== See also ==
Cellular respiration
Chemosynthesis

== References ==
`,
  },
  claims: [
    // contradicted
    {
      claim: 'i think chloroplasts are found mostly in the cells of the roots',
      expect: 'contradicted',
      sentence: 'which are found mostly in the mesophyll cells of the leaf',
      slot: 'place',
    },
    {
      claim: 'Joseph Priestley did his experiment with the mint and the candle in 1871, right?',
      expect: 'contradicted',
      sentence: 'In 1771, Joseph Priestley showed that a sprig of mint',
      slot: 'time',
    },
    {
      claim: "Van Helmont's willow tree gained about 7 kilograms in five years.",
      expect: 'contradicted',
      sentence: 'After five years the tree had gained about 74 kilograms',
      slot: 'number',
    },
    {
      claim: 'the calvin cycle was discovered by Joseph Priestley at Berkeley in 1950',
      expect: 'contradicted',
      sentence: 'The Calvin cycle was discovered by Melvin Calvin',
      slot: 'agent',
    },
    {
      claim: 'The oxygen that plants give off does not come from the splitting of water.',
      expect: 'contradicted',
      sentence: 'The oxygen released by plants comes from the splitting of water',
      slot: 'negation',
    },
    {
      claim: 'So the rate of photosynthesis falls as light intensity increases?',
      expect: 'contradicted',
      sentence: 'The rate of photosynthesis rises as light intensity increases',
      slot: 'direction',
    },
    {
      claim: 'The Calvin cycle comes first, and then the light-dependent reactions follow it.',
      expect: 'contradicted',
      sentence: 'The light-dependent reactions come first, and the Calvin cycle follows them',
      slot: 'order',
    },
    {
      claim: 'When water is split in photosystem II, it breaks into hydrogen ions, electrons and nitrogen.',
      expect: 'contradicted',
      sentence: 'water molecules are split into hydrogen ions, electrons and oxygen',
      slot: 'sibling',
    },
    // supported
    {
      claim:
        'On hot dry days plants shut their stomata to conserve water, so less carbon dioxide gets into the leaf.',
      expect: 'supported',
      sentence: 'plants close their stomata to save water',
    },
    {
      claim: 'Melvin Calvin, Andrew Benson and James Bassham discovered the Calvin cycle.',
      expect: 'supported',
      sentence: 'The Calvin cycle was discovered by Melvin Calvin, Andrew Benson and James Bassham',
    },
    {
      claim: "I think van Helmont's tree gained about seventy-four kilograms.",
      expect: 'supported',
      sentence: 'the tree had gained about 74 kilograms',
    },
    {
      claim: 'Is it true that van Helmont did his willow experiment in the 1600s?',
      expect: 'supported',
      sentence: 'In the 17th century, the Flemish scientist Jan van Helmont grew a willow tree',
    },
    {
      claim: 'RuBisCO is the enzyme that fixes carbon dioxide in the Calvin cycle.',
      expect: 'supported',
      sentence: 'the enzyme RuBisCO fixes carbon dioxide by attaching it to a five-carbon sugar',
    },
    // not covered
    {
      claim: 'chlorophyll has a magnesium atom at its centre, right?',
      expect: 'not_covered',
    },
    {
      claim: 'Cactus plants open their stomata only at night.',
      expect: 'not_covered',
    },
  ],
  questions: [
    {
      question: 'Where in the chloroplast does the Calvin cycle take place?',
      type: 'place',
      sentence: 'The Calvin cycle takes place in the stroma',
    },
    {
      question: 'When did Melvin Calvin get the Nobel Prize?',
      type: 'time',
      sentence: 'Melvin Calvin received the Nobel Prize in Chemistry in 1961',
    },
    {
      question: 'Who discovered the Calvin cycle?',
      type: 'person',
      sentence: 'The Calvin cycle was discovered by Melvin Calvin',
    },
    {
      question: "How much mass did van Helmont's willow tree gain?",
      type: 'quantity',
      sentence: 'the tree had gained about 74 kilograms',
    },
    {
      question: 'Which pigment absorbs the light that plants use?',
      type: 'kind',
      sentence: 'The green pigment chlorophyll absorbs mostly red and blue light',
    },
    {
      question: 'what gas do plants give off during photosynthesis?',
      type: 'kind',
      sentence: 'gives off oxygen as a by-product',
    },
    {
      question: 'Which stage of photosynthesis comes first?',
      type: 'order',
      sentence: 'The light-dependent reactions come first',
    },
    {
      question: 'What is the first step of the Calvin cycle?',
      type: 'order',
      sentence: 'In the first step, the enzyme RuBisCO fixes carbon dioxide',
    },
    {
      question: 'Why does photosynthesis slow down on hot, dry days?',
      type: 'cause',
      sentence: 'On hot, dry days, plants close their stomata to save water',
    },
    {
      question: 'What is photosynthesis?',
      type: 'definition',
      sentence: 'Photosynthesis is the process by which plants, algae and some bacteria convert light energy',
    },
  ],
  explains: [
    {
      request: 'Explain step by step how the light-dependent reactions work.',
      sentences: [
        'First, chlorophyll in photosystem II absorbs light',
        'water molecules are split into hydrogen ions, electrons and oxygen',
        'The electrons then move along the chain to photosystem I',
        'Finally, the electrons are used to make NADPH',
      ],
    },
    {
      request: 'Can you just tell me how the Calvin cycle works?',
      sentences: [
        'In the first step, the enzyme RuBisCO fixes carbon dioxide',
        'The resulting molecules are then reduced with ATP and NADPH',
        'Some G3P leaves the cycle to build glucose',
      ],
    },
  ],
  shortAnswers: [
    {
      question: 'Where does the oxygen released during photosynthesis come from?',
      key: 'It comes from water molecules that are split during the light-dependent reactions, not from carbon dioxide.',
      answer:
        'The oxygen is made when water is broken apart in the light reactions; it does not come from the carbon dioxide.',
      kind: 'paraphrase',
    },
    {
      question: 'In which part of a plant cell does photosynthesis take place?',
      key: 'Photosynthesis takes place in the chloroplasts, which are found mostly in the mesophyll cells of the leaf.',
      answer:
        'Photosynthesis takes place in the mitochondria, which are found mostly in the cells of the roots.',
      kind: 'opposite',
    },
    {
      question: 'What happens to the rate of photosynthesis when light intensity increases?',
      key: 'The rate rises as light intensity increases, until another factor becomes limiting.',
      answer: 'The rate falls as light intensity increases, until another factor becomes limiting.',
      kind: 'opposite',
    },
    {
      question: 'What does RuBisCO do in the Calvin cycle?',
      key: 'RuBisCO fixes carbon dioxide by attaching it to a five-carbon sugar called RuBP.',
      answer: 'It captures carbon dioxide and joins it to RuBP, which is a sugar with five carbon atoms.',
      kind: 'paraphrase',
    },
    {
      question: 'Why do leaves look green?',
      key: 'Chlorophyll absorbs mostly red and blue light and reflects green light.',
      answer: 'Leaves fall off many trees in autumn because the days get shorter and colder.',
      kind: 'off_topic',
    },
  ],
};
