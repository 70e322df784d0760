/**
 * Hand-made keys for the sense-off-the-topic flag (decision 058), written before the heuristic was run on
 * them: a topic, a key word, the WordNet sense the key is in (by a phrase of its definition), and whether
 * an admin would want it flagged. Six topics, each with keys on the topic and keys in a sense off it.
 */
export interface SenseCase {
  topic: string;
  word: string;
  /** A phrase of the sense's WordNet definition. */
  sense: string;
  offTopic: boolean;
}

export const SENSE_CASES: SenseCase[] = [
  { topic: 'photosynthesis', word: 'light', sense: 'electromagnetic radiation', offTopic: false },
  { topic: 'photosynthesis', word: 'oxygen', sense: 'nonmetallic bivalent element', offTopic: false },
  { topic: 'photosynthesis', word: 'chlorophyll', sense: 'green pigments', offTopic: false },
  { topic: 'photosynthesis', word: 'glucose', sense: 'monosaccharide', offTopic: false },
  { topic: 'photosynthesis', word: 'plant', sense: 'lacking the power of locomotion', offTopic: false },
  { topic: 'photosynthesis', word: 'light', sense: 'perspective or aspect of a situation', offTopic: true },
  { topic: 'photosynthesis', word: 'plant', sense: 'industrial labor', offTopic: true },
  { topic: 'french revolution', word: 'american', sense: 'inhabitant of the United States', offTopic: true },
  { topic: 'french revolution', word: 'guillotine', sense: 'instrument of execution', offTopic: false },
  { topic: 'french revolution', word: 'monarchy', sense: 'governed by a monarch', offTopic: false },
  { topic: 'french revolution', word: 'bastille', sense: 'fortress', offTopic: false },
  { topic: 'french revolution', word: 'revolution', sense: 'overthrow of a government', offTopic: false },
  { topic: 'french revolution', word: 'revolution', sense: 'complete turn', offTopic: true },
  { topic: 'the solar system', word: 'mercury', sense: 'metallic element', offTopic: true },
  { topic: 'the solar system', word: 'mercury', sense: 'nearest to the sun', offTopic: false },
  { topic: 'the solar system', word: 'planet', sense: 'celestial bodies', offTopic: false },
  { topic: 'the solar system', word: 'sun', sense: 'source of light and heat', offTopic: false },
  { topic: 'the solar system', word: 'star', sense: 'plane figure', offTopic: true },
  { topic: 'cell biology', word: 'mitochondrion', sense: 'organelle', offTopic: false },
  { topic: 'cell biology', word: 'nucleus', sense: 'containing DNA', offTopic: false },
  { topic: 'cell biology', word: 'nucleus', sense: 'center of an atom', offTopic: true },
  { topic: 'cell biology', word: 'cell', sense: 'prisoner', offTopic: true },
  { topic: 'cell biology', word: 'membrane', sense: 'pliable sheet of tissue', offTopic: false },
  { topic: 'volcanoes', word: 'magma', sense: 'molten rock', offTopic: false },
  { topic: 'volcanoes', word: 'crater', sense: 'top of a volcano', offTopic: false },
  { topic: 'volcanoes', word: 'crater', sense: 'impact of a meteorite', offTopic: true },
  { topic: 'volcanoes', word: 'eruption', sense: 'volcanic material', offTopic: false },
  { topic: 'volcanoes', word: 'eruption', sense: 'becoming visible', offTopic: true },
  { topic: 'banking', word: 'bank', sense: 'sloping land', offTopic: true },
  { topic: 'banking', word: 'bank', sense: 'accepts deposits', offTopic: false },
  { topic: 'banking', word: 'interest', sense: 'curiosity', offTopic: true },
  { topic: 'banking', word: 'interest', sense: 'borrowing money', offTopic: false },
];
