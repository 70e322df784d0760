import { stem, words } from '../../content-words.js';

/**
 * School subjects, as evidence for choosing a word's sense (DESIGN D18: "fraction" in mathematics is
 * not "a small part"). A topic's words name its fields; each field says which WordNet senses belong
 * to it: by the subject label WordNet puts on a sense ("(biology) …") or its topic pointer, by its
 * lexicographer file, and by the words its definitions use.
 */
export interface SubjectField {
  name: string;
  /** Topic words that place a session in this field. */
  cues: readonly string[];
  /** WordNet's own subject labels and topic synsets for the field. */
  domains: readonly string[];
  lexicalFiles: readonly string[];
  /** Words the field's definitions use. */
  definitionWords: readonly string[];
}

const list = (text: string) => text.trim().split(/\s+/);

export const SUBJECT_FIELDS: readonly SubjectField[] = [
  {
    name: 'mathematics',
    cues: list(`math maths mathematics fraction decimal percent percentage algebra geometry arithmetic number
      equation calculus statistics probability triangle angle trigonometry multiplication division addition
      subtraction ratio integer polynomial denominator numerator shape area volume graph`),
    domains: list('mathematics math maths arithmetic geometry algebra statistics trigonometry calculus'),
    lexicalFiles: ['noun.quantity', 'noun.relation', 'noun.shape'],
    definitionWords:
      list(`number quotient integer divisor dividend equation quantity variable value product sum
      line plane angle point polygon mathematical numerical rational multiple`),
  },
  {
    name: 'biology',
    cues: list(`biology cell photosynthesis plant animal evolution genetics gene dna ecology ecosystem organism
      anatomy body digestion respiration botany zoology mitosis protein enzyme bacteria virus`),
    domains: list(
      'biology genetics botany zoology anatomy physiology biochemistry ecology organism cytology',
    ),
    lexicalFiles: ['noun.plant', 'noun.animal', 'noun.body', 'noun.process'],
    definitionWords: list(`organism plant animal cell living tissue protein energy species chlorophyll
      gene growth leaf stem root`),
  },
  {
    name: 'chemistry',
    cues: list(`chemistry chemical atom molecule element reaction acid base periodic bond compound mixture
      solution electron ion`),
    domains: list('chemistry'),
    lexicalFiles: ['noun.substance', 'noun.process', 'noun.phenomenon'],
    definitionWords: list('atom molecule chemical element electron substance compound ion proton neutron'),
  },
  {
    name: 'physics',
    cues: list(`physics force motion energy electricity magnetism gravity light wave newton mechanics
      thermodynamics quantum speed velocity momentum`),
    domains: list('physics mechanics electricity optics thermodynamics electromagnetism'),
    lexicalFiles: ['noun.phenomenon', 'noun.attribute', 'noun.quantity', 'noun.process'],
    definitionWords:
      list(`energy force body mass motion physical particle field speed direction work distance rate
      velocity`),
  },
  {
    name: 'earth science',
    cues: list(`geography geology river volcano earthquake plate tectonic climate weather map continent
      mountain erosion rock ocean water cycle glacier`),
    domains: list('geology geography meteorology climatology'),
    lexicalFiles: ['noun.object', 'noun.location', 'noun.phenomenon', 'noun.process'],
    definitionWords: list('earth rock river land water surface sea crust deposit atmosphere ground'),
  },
  {
    name: 'astronomy',
    cues: list('astronomy planet solar star moon space orbit galaxy universe sun comet'),
    domains: list('astronomy uranology'),
    lexicalFiles: ['noun.object', 'noun.phenomenon'],
    definitionWords: list('sun star planet celestial orbit body space gravitational'),
  },
  {
    name: 'history',
    cues: list(`history revolution war empire ancient medieval government democracy king queen napoleon civil
      independence monarchy republic colony colonial`),
    domains: list('history politics government'),
    lexicalFiles: ['noun.event', 'noun.act', 'noun.group', 'noun.person'],
    definitionWords: list('government war political state country power king people ruler overthrow'),
  },
  {
    name: 'language',
    cues: list(`grammar english language poetry poem literature writing noun verb adjective sentence
      shakespeare novel punctuation spelling`),
    domains: list('grammar linguistics literature prosody rhetoric'),
    lexicalFiles: ['noun.communication'],
    definitionWords: list('word sentence language verse poem speech writing clause grammatical'),
  },
  {
    name: 'music',
    cues: list('music musical song piano guitar rhythm melody harmony chord'),
    domains: list('music'),
    lexicalFiles: ['noun.communication', 'noun.attribute'],
    definitionWords: list('note pitch sound tone music musical notes'),
  },
  {
    name: 'economics',
    cues: list(
      'economics economy money market trade supply demand inflation finance budget tax interest price',
    ),
    domains: list('economics finance commerce'),
    lexicalFiles: ['noun.possession', 'noun.act'],
    definitionWords: list('money goods price market economic payment services purchase financial'),
  },
  {
    name: 'engineering',
    cues: list('engineering construction building bridge skyscraper'),
    domains: list('engineering architecture construction'),
    lexicalFiles: ['noun.artifact'],
    definitionWords: list('machine device heavy lift load structure building construct mechanical'),
  },
  {
    name: 'computing',
    cues: list(`programming computer computing code software algorithm javascript python rust data database
      network internet`),
    domains: list('computer science computing programming'),
    lexicalFiles: ['noun.artifact', 'noun.communication', 'noun.cognition'],
    definitionWords: list('computer program data instructions software machine'),
  },
];

/** The fields a text (a topic, or a topic with the chat's words) names, most cues first. */
export function fieldsOf(text: string): SubjectField[] {
  const found = new Set(words(text).map(stem));
  return SUBJECT_FIELDS.map((field) => ({
    field,
    hits: field.cues.filter((cue) => found.has(stem(cue))).length,
  }))
    .filter(({ hits }) => hits > 0)
    .sort((a, b) => b.hits - a.hits)
    .map(({ field }) => field);
}
