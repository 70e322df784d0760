import type { TopicCorpus } from './corpus-types.js';

/**
 * A held-out set of short answers (decision 063): four topics the short-answer corpus does not touch,
 * each answer written by hand with its question, its accepted answer and the mark it deserves, and
 * committed before any change of decision 063 was made. A gain on the corpus that only fits its
 * sentences shows up here as a gap; the corpus test reports this set apart.
 */
export type ShortAnswerSet = Pick<TopicCorpus, 'topic' | 'field' | 'shortAnswers'>;

export const HELD_OUT_SHORT_ANSWERS: readonly ShortAnswerSet[] = [
  {
    topic: 'Circulatory system',
    field: 'biology',
    shortAnswers: [
      {
        question: "What is the job of the heart's valves?",
        key: 'The valves stop blood from flowing backwards through the heart.',
        answer: 'They prevent the blood from going back the wrong way through the heart.',
        kind: 'paraphrase',
      },
      {
        question: 'Which blood vessels carry blood away from the heart?',
        key: 'Arteries carry blood away from the heart, and veins bring it back.',
        answer: 'Veins carry blood away from the heart, and arteries bring it back.',
        kind: 'opposite',
      },
      {
        question: 'Why are the walls of capillaries only one cell thick?',
        key: 'Thin walls let oxygen and nutrients pass quickly between the blood and the tissues.',
        answer:
          'Because a thin wall allows oxygen and food to move fast from the blood into the cells around it.',
        kind: 'paraphrase',
      },
      {
        question: 'What does the left ventricle do?',
        key: 'The left ventricle pumps oxygen-rich blood out to the whole body through the aorta.',
        answer: 'The left ventricle pumps oxygen-poor blood to the lungs through the pulmonary artery.',
        kind: 'opposite',
      },
      {
        question: 'What do red blood cells carry?',
        key: 'Red blood cells carry oxygen, bound to haemoglobin.',
        answer: 'The blood is pumped by the heart about seventy times a minute.',
        kind: 'off_topic',
      },
      {
        question: 'What did William Harvey discover?',
        key: 'William Harvey showed that blood circulates around the body, pumped by the heart.',
        answer: 'Galen was a Greek doctor who believed that the liver made blood.',
        kind: 'off_topic',
      },
    ],
  },
  {
    topic: 'Plate tectonics',
    field: 'geology',
    shortAnswers: [
      {
        question: 'What happens at a divergent plate boundary?',
        key: 'Two plates move apart and new crust forms as magma rises between them.',
        answer: 'The plates pull away from each other, and rising magma fills the gap and makes new crust.',
        kind: 'paraphrase',
      },
      {
        question: 'What drives the movement of tectonic plates?',
        key: 'Convection currents in the mantle slowly move the plates.',
        answer: 'Heat makes the mantle rock circulate in currents, and these drag the plates along.',
        kind: 'paraphrase',
      },
      {
        question: 'What happens when an oceanic plate meets a continental plate?',
        key: 'The denser oceanic plate sinks beneath the continental plate.',
        answer: 'The denser continental plate sinks beneath the oceanic plate.',
        kind: 'opposite',
      },
      {
        question: 'How fast do tectonic plates move?',
        key: 'They move very slowly, a few centimetres a year.',
        answer: 'They move very quickly, many kilometres a year.',
        kind: 'opposite',
      },
      {
        question: 'What did Alfred Wegener propose?',
        key: 'Alfred Wegener proposed that the continents were once joined and have drifted apart.',
        answer: 'Charles Lyell argued that the Earth was shaped by slow processes over a very long time.',
        kind: 'off_topic',
      },
      {
        question: 'What is the Ring of Fire?',
        key: 'A belt of volcanoes and earthquakes around the edge of the Pacific Ocean.',
        answer: 'The Atlantic Ocean is getting wider by a few centimetres every year.',
        kind: 'off_topic',
      },
    ],
  },
  {
    topic: 'Ancient Rome',
    field: 'history',
    shortAnswers: [
      {
        question: 'Why was Julius Caesar murdered?',
        key: 'Senators killed him because they feared he would make himself king.',
        answer: 'A group of senators stabbed him, afraid that he wanted to become a king.',
        kind: 'paraphrase',
      },
      {
        question: 'Who was the first Roman emperor?',
        key: 'Augustus was the first Roman emperor, from 27 BC.',
        answer: 'Julius Caesar was the first Roman emperor, from 27 BC.',
        kind: 'opposite',
      },
      {
        question: 'What happened when Caesar crossed the Rubicon in 49 BC?',
        key: 'Crossing the Rubicon with his army started a civil war against the Senate.',
        answer: 'Crossing the Rubicon with his army ended the civil war against the Senate.',
        kind: 'opposite',
      },
      {
        question: 'Why did Rome build aqueducts?',
        key: 'Aqueducts brought fresh water into the city from distant springs.',
        answer: 'To carry clean water to the city from springs far away.',
        kind: 'paraphrase',
      },
      {
        question: 'Who was Hannibal?',
        key: 'Hannibal was a Carthaginian general who crossed the Alps with elephants to attack Rome.',
        answer: 'Scipio was a Roman general who defeated Carthage at the battle of Zama.',
        kind: 'off_topic',
      },
      {
        question: 'What was the Colosseum used for?',
        key: 'It was used for gladiator fights and public shows.',
        answer: 'The Romans built long straight roads so that their armies could march quickly.',
        kind: 'off_topic',
      },
    ],
  },
  {
    topic: 'Electric circuits',
    field: 'physics',
    shortAnswers: [
      {
        question: "What does Ohm's law say?",
        key: 'The current through a conductor is proportional to the voltage across it.',
        answer: 'The current that flows through a wire grows in proportion to the voltage across it.',
        kind: 'paraphrase',
      },
      {
        question: 'What happens to the total resistance when resistors are added in series?',
        key: 'The total resistance increases.',
        answer: 'The total resistance decreases.',
        kind: 'opposite',
      },
      {
        question: 'Why does a bulb in a series circuit go out when another bulb breaks?',
        key: 'The circuit is broken, so no current can flow through any of the bulbs.',
        answer: 'Because the loop is no longer complete, electricity stops flowing to every bulb.',
        kind: 'paraphrase',
      },
      {
        question: 'What are electrons in a metal wire doing when a current flows?',
        key: 'Electrons drift through the wire from the negative terminal towards the positive terminal.',
        answer: 'Electrons drift through the wire from the positive terminal towards the negative terminal.',
        kind: 'opposite',
      },
      {
        question: 'What does a fuse do?',
        key: 'A fuse melts and breaks the circuit when the current is too large.',
        answer: 'When too much current passes, its thin wire melts and cuts off the circuit.',
        kind: 'paraphrase',
      },
      {
        question: 'What unit is resistance measured in?',
        key: 'Resistance is measured in ohms.',
        answer: 'Batteries store chemical energy and turn it into electrical energy.',
        kind: 'off_topic',
      },
      {
        question: 'What did Michael Faraday discover?',
        key: 'Michael Faraday discovered that a moving magnet can produce an electric current in a wire.',
        answer: 'Thomas Edison invented a practical electric light bulb and built power stations.',
        kind: 'off_topic',
      },
    ],
  },
];
