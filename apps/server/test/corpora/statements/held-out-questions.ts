import { HELD_OUT_CLAIMS } from './held-out-claims.js';
import { HELD_OUT_CLAIMS_2 } from './held-out-claims-2.js';
import type { ClaimCorpus } from './corpus-types.js';

/** What kind of answer a question asks for. */
type AnswerType = 'place' | 'time' | 'person' | 'quantity' | 'kind' | 'order' | 'cause' | 'definition';

interface HeldOutQuestion {
  question: string;
  type: AnswerType;
  /** A verbatim piece of the sentence that answers it, or null when the article does not hold the answer. */
  sentence: string | null;
}

export interface HeldOutQuestionCorpus {
  topic: string;
  field: string;
  article: ClaimCorpus['article'];
  questions: readonly HeldOutQuestion[];
}

function articleOf(topic: string): ClaimCorpus['article'] {
  const corpus = [...HELD_OUT_CLAIMS, ...HELD_OUT_CLAIMS_2].find((c) => c.topic === topic);
  if (!corpus) throw new Error(`no held-out article on ${topic}`);
  return corpus.article;
}

/**
 * Held-out questions (decision 062): written by hand, with the sentence that answers each or null where the
 * article does not hold the answer, on the two articles of the second held-out claims set, and committed
 * before any change of the second questions pass was made. A gain on the main questions corpus that only
 * fits its sentences shows up here as a gap; a quoted sentence where null is expected counts as wrong.
 */
export const HELD_OUT_QUESTIONS: readonly HeldOutQuestionCorpus[] = [
  {
    topic: 'Water cycle',
    field: 'earth science',
    article: articleOf('Water cycle'),
    questions: [
      {
        question: 'Where is most of the fresh water on Earth stored?',
        type: 'place',
        sentence: 'Most of the fresh water on Earth is stored in glaciers and ice caps',
      },
      {
        question: 'Where do rivers carry the water?',
        type: 'place',
        sentence: 'Rivers carry water back to the oceans',
      },
      {
        question: 'How much of global evaporation happens over the oceans?',
        type: 'quantity',
        sentence: 'About 86 percent of global evaporation occurs from the oceans',
      },
      {
        question: 'What is the water cycle?',
        type: 'definition',
        sentence: 'The water cycle is the continuous movement of water',
      },
      {
        question: 'What is transpiration?',
        type: 'definition',
        sentence: 'Plants release water vapour through their leaves in a process called transpiration',
      },
      {
        question: 'What are aquifers?',
        type: 'definition',
        sentence: 'Groundwater moves slowly through layers of rock called aquifers',
      },
      {
        question: 'What process lets plants release water vapour?',
        type: 'kind',
        sentence: 'Plants release water vapour through their leaves in a process called transpiration',
      },
      {
        question: 'Why do the droplets fall to the ground?',
        type: 'cause',
        sentence: 'When the droplets grow too heavy, they fall to the ground as precipitation',
      },
      {
        question: 'When does snow form?',
        type: 'time',
        sentence: 'Snow forms when the air temperature is below freezing',
      },
      {
        question: 'Which comes first, condensation or precipitation?',
        type: 'order',
        sentence: 'As moist air rises, it cools and the water vapour condenses into tiny droplets',
      },
      { question: 'How long does water stay in the atmosphere?', type: 'quantity', sentence: null },
      { question: 'Who discovered the water cycle?', type: 'person', sentence: null },
      { question: 'Where does most rain fall?', type: 'place', sentence: null },
    ],
  },
  {
    topic: 'Roman Republic',
    field: 'ancient history',
    article: articleOf('Roman Republic'),
    questions: [
      {
        question: 'When did the Roman Republic begin?',
        type: 'time',
        sentence: 'began with the overthrow of the Roman Kingdom in 509 BC',
      },
      {
        question: 'In what year was Caesar assassinated?',
        type: 'time',
        sentence: 'Caesar was assassinated by a group of senators in 44 BC',
      },
      {
        question: 'When did the plebeians win the right to elect tribunes?',
        type: 'time',
        sentence: 'Plebeians won the right to elect their own tribunes in 494 BC',
      },
      {
        question: 'How many consuls governed the Republic?',
        type: 'quantity',
        sentence: 'The Republic was governed by two consuls',
      },
      {
        question: 'How many Punic Wars did Rome fight against Carthage?',
        type: 'quantity',
        sentence: 'Rome fought three Punic Wars against Carthage',
      },
      {
        question: 'Who crossed the Alps with war elephants?',
        type: 'person',
        sentence: 'Hannibal crossed the Alps with war elephants in 218 BC',
      },
      {
        question: 'Who became the first Roman emperor?',
        type: 'person',
        sentence: 'when Augustus became the first Roman emperor',
      },
      {
        question: 'Who destroyed Carthage?',
        type: 'person',
        sentence: 'The Romans destroyed Carthage in 146 BC',
      },
      {
        question: 'Who assassinated Caesar?',
        type: 'person',
        sentence: 'Caesar was assassinated by a group of senators in 44 BC',
      },
      {
        question: 'Where did Hannibal cross with his war elephants?',
        type: 'place',
        sentence: 'Hannibal crossed the Alps with war elephants in 218 BC',
      },
      {
        question: 'What started the civil war?',
        type: 'cause',
        sentence: 'Julius Caesar crossed the Rubicon in 49 BC, which started a civil war',
      },
      {
        question: 'Which happened first, Hannibal crossing the Alps or the destruction of Carthage?',
        type: 'order',
        sentence: 'Hannibal crossed the Alps with war elephants in 218 BC',
      },
      {
        question: 'What body advised the consuls?',
        type: 'kind',
        sentence: 'The Senate advised the consuls and controlled public finances',
      },
      {
        question: 'What was the Roman Republic?',
        type: 'definition',
        sentence: 'The Roman Republic was the era of ancient Roman civilisation',
      },
      { question: 'How many senators sat in the Senate?', type: 'quantity', sentence: null },
      { question: 'Where was Julius Caesar born?', type: 'place', sentence: null },
      { question: 'Why did Hannibal invade Italy?', type: 'cause', sentence: null },
      { question: 'When was the Senate founded?', type: 'time', sentence: null },
    ],
  },
];

/**
 * A second set of held-out questions (decision 062), on two articles of the first held-out claims set, written
 * by hand after the first pass was committed and before the reader ran on them: the first set's misses were
 * read while the pass was made, so this one measures it blind.
 */
export const HELD_OUT_QUESTIONS_2: readonly HeldOutQuestionCorpus[] = [
  {
    topic: 'Honey bees',
    field: 'zoology',
    article: articleOf('Honey bees'),
    questions: [
      {
        question: 'How many eggs can the queen lay in a day?',
        type: 'quantity',
        sentence: 'The queen lays up to 2,000 eggs a day during the summer',
      },
      {
        question: 'How many queens does a colony have?',
        type: 'quantity',
        sentence: 'A colony has one queen, a few hundred drones',
      },
      {
        question: 'What are drones?',
        type: 'definition',
        sentence: 'drones are males whose only task is to mate with a queen',
      },
      {
        question: 'What are honey bees?',
        type: 'definition',
        sentence: 'Honey bees are flying insects that live in large colonies',
      },
      {
        question: 'Who decoded the meaning of the waggle dance?',
        type: 'person',
        sentence: 'Karl von Frisch decoded the meaning of the waggle dance',
      },
      {
        question: 'When did Karl von Frisch receive the Nobel Prize?',
        type: 'time',
        sentence: 'he received the Nobel Prize in 1973',
      },
      {
        question: 'Where do workers secrete wax from?',
        type: 'place',
        sentence: 'Workers build the comb from wax that they secrete from glands on their abdomen',
      },
      {
        question: 'Which mite spreads viruses between bees?',
        type: 'kind',
        sentence: 'The varroa mite feeds on bees and spreads viruses between them',
      },
      {
        question: 'Why have beekeepers in North America lost so many colonies?',
        type: 'cause',
        sentence: 'beekeepers in North America have lost many colonies to colony collapse disorder',
      },
      {
        question: 'Since when have North American beekeepers been losing colonies?',
        type: 'time',
        sentence: 'Since 2006, beekeepers in North America have lost many colonies',
      },
      { question: 'How long does a queen bee live?', type: 'quantity', sentence: null },
      { question: 'Who discovered honey?', type: 'person', sentence: null },
      { question: 'Where did honey bees first evolve?', type: 'place', sentence: null },
      { question: 'Why do drones die after mating?', type: 'cause', sentence: null },
    ],
  },
  {
    topic: 'Printing press',
    field: 'history of technology',
    article: articleOf('Printing press'),
    questions: [
      {
        question: 'Who built the first European printing press?',
        type: 'person',
        sentence: 'Johannes Gutenberg built the first European printing press',
      },
      {
        question: 'Where did Gutenberg build his press?',
        type: 'place',
        sentence:
          'Johannes Gutenberg built the first European printing press with movable metal type in Mainz',
      },
      {
        question: 'When did Gutenberg print his Bible?',
        type: 'time',
        sentence: 'Gutenberg printed his famous Bible in about 1455',
      },
      {
        question: 'How many copies of the Gutenberg Bible were made?',
        type: 'quantity',
        sentence: 'about 180 copies were made',
      },
      {
        question: 'Who invented movable type in China?',
        type: 'person',
        sentence: 'Movable type had been invented earlier in China by Bi Sheng',
      },
      {
        question: 'What material did Bi Sheng use for his type?',
        type: 'kind',
        sentence: 'who used clay characters around 1040',
      },
      {
        question: 'Why did more people learn to read?',
        type: 'cause',
        sentence: 'The printed book made texts far cheaper, so more people learned to read',
      },
      {
        question: 'Why did the ideas of the Reformation spread so quickly?',
        type: 'cause',
        sentence: 'because pamphlets could be printed in thousands of copies',
      },
      {
        question: 'Who set up the first printing press in England?',
        type: 'person',
        sentence: 'William Caxton set up the first printing press in England in 1476',
      },
      {
        question: "Which came first, Bi Sheng's movable type or Gutenberg's press?",
        type: 'order',
        sentence: 'Movable type had been invented earlier in China by Bi Sheng',
      },
      {
        question: 'What is a printing press?',
        type: 'definition',
        sentence: 'A printing press is a machine that presses an inked surface onto paper',
      },
      {
        question: 'In how many European cities did printing presses operate by 1500?',
        type: 'quantity',
        sentence: 'By 1500, printing presses operated in more than 250 European cities',
      },
      {
        question: 'What machine did Gutenberg adapt?',
        type: 'kind',
        sentence: 'He adapted the screw press that winemakers used to squeeze grapes',
      },
      { question: 'How much did a Gutenberg Bible cost?', type: 'quantity', sentence: null },
      { question: 'When did Gutenberg die?', type: 'time', sentence: null },
      { question: 'Where was William Caxton born?', type: 'place', sentence: null },
    ],
  },
];
