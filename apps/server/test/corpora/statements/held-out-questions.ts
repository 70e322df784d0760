import { HELD_OUT_CLAIMS_2 } from './held-out-claims-2.js';
import type { ClaimCorpus } from './corpus-types.js';

/** What kind of answer a question asks for. */
type AnswerType = 'place' | 'time' | 'person' | 'quantity' | 'kind' | 'order' | 'cause' | 'definition';

export interface HeldOutQuestion {
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
  const corpus = HELD_OUT_CLAIMS_2.find((c) => c.topic === topic);
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
