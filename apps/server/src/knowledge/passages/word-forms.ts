/**
 * Singular and plural pairs that the English stemmer keeps apart ("leaves" → leav, "leaf" → leaf), so that
 * a search for one finds passages with the other (research note, Gotchas). Regular plurals need no entry:
 * the stemmer already joins them.
 */
const PAIRS: [string, string][] = [
  ['leaf', 'leaves'],
  ['half', 'halves'],
  ['calf', 'calves'],
  ['wolf', 'wolves'],
  ['knife', 'knives'],
  ['life', 'lives'],
  ['wife', 'wives'],
  ['shelf', 'shelves'],
  ['loaf', 'loaves'],
  ['thief', 'thieves'],
  ['mouse', 'mice'],
  ['louse', 'lice'],
  ['goose', 'geese'],
  ['tooth', 'teeth'],
  ['foot', 'feet'],
  ['man', 'men'],
  ['woman', 'women'],
  ['child', 'children'],
  ['person', 'people'],
  ['ox', 'oxen'],
  ['cactus', 'cacti'],
  ['nucleus', 'nuclei'],
  ['fungus', 'fungi'],
  ['radius', 'radii'],
  ['stimulus', 'stimuli'],
  ['bacterium', 'bacteria'],
  ['phenomenon', 'phenomena'],
  ['criterion', 'criteria'],
  ['mitochondrion', 'mitochondria'],
  ['stoma', 'stomata'],
  ['datum', 'data'],
  ['analysis', 'analyses'],
  ['hypothesis', 'hypotheses'],
  ['thesis', 'theses'],
  ['crisis', 'crises'],
  ['index', 'indices'],
  ['matrix', 'matrices'],
  ['vertex', 'vertices'],
  ['appendix', 'appendices'],
  ['alga', 'algae'],
  ['larva', 'larvae'],
  ['vertebra', 'vertebrae'],
  ['genus', 'genera'],
];

const OTHER_FORM = new Map<string, string>(
  PAIRS.flatMap(([one, many]) => [
    [one, many],
    [many, one],
  ]),
);

/**
 * The query with each word that has an irregular other number replaced by it ("green leaves" → "green
 * leaf"), search syntax and all; null when no word has one.
 */
export function otherNumberVariant(query: string): string | null {
  let changed = false;
  const variant = query.replace(/\p{L}+/gu, (word) => {
    const other = OTHER_FORM.get(word.toLowerCase());
    if (!other) return word;
    changed = true;
    return other;
  });
  return changed ? variant : null;
}
