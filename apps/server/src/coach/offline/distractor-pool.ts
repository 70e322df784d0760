import { stem, subjectWords } from '../content-words.js';
import type { SeededRandom } from './seeded-random.js';

/**
 * Wrong options for "which of these came up in your session" questions. Each names a well-known
 * idea from some other field. One that shares a word with the session (its topic, the chat or the
 * baseline answers) is never used, so none of the options drawn can be a right answer.
 */
const POOL = [
  'Plate tectonics',
  'Supply and demand curves',
  'The sonnet form',
  'Binary search',
  'Cell division',
  'The water cycle',
  'Musical scales',
  'Compound interest',
  'Roman aqueducts',
  'Chess openings',
  'Colour theory',
  'Tax brackets',
  'Cloud formation',
  'The passive voice',
  'Volcanic eruptions',
  'Medieval guilds',
  'Prime numbers',
  'Ocean currents',
  'Bread fermentation',
  'Bird migration',
  'Perspective drawing',
  'Orbital mechanics',
  'Crop rotation',
  'Stained glass making',
  'Tidal patterns',
  'Baroque architecture',
  'Knot tying',
  'Glacier formation',
  'Sign language grammar',
  'Coral reef ecology',
  'The printing press',
  'Magnetic fields',
  'Haiku structure',
  'Sourdough starters',
  'Desert climates',
  'Opera librettos',
] as const;

/** Up to `count` pool entries, in an order fixed by the seed, sharing no word with the session. */
export function pickDistractors(
  count: number,
  sessionWords: ReadonlySet<string>,
  random: SeededRandom,
): string[] {
  const session = new Set([...sessionWords].map(stem));
  const usable = POOL.filter((entry) => subjectWords(entry).every((word) => !session.has(stem(word))));
  return random.shuffle(usable).slice(0, count);
}
