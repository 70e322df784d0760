/**
 * Verbs that point one way along an axis, and their opposites (issue 37): WordNet lists only some of these
 * pairs as antonyms (absorb/emit, rise/fall) and misses others (absorb/release, gain/lose, melt/freeze), so
 * they are written here. A claim whose verb points the other way from the source's is contradicted.
 */
const AXES: Record<string, readonly [readonly string[], readonly string[]]> = {
  flow: [
    ['absorb', 'take in', 'take up', 'inhale', 'import', 'consume', 'accept', 'receive', 'intake', 'admit'],
    [
      'release',
      'emit',
      'give off',
      'give out',
      'exhale',
      'export',
      'produce',
      'reflect',
      'expel',
      'excrete',
      'discharge',
      'let out',
    ],
  ],
  level: [
    [
      'rise',
      'increase',
      'grow',
      'climb',
      'raise',
      'expand',
      'accelerate',
      'speed up',
      'strengthen',
      'widen',
      'go up',
      'double',
      'swell',
      'lengthen',
      'heighten',
      'boost',
      'gain',
    ],
    [
      'fall',
      'decrease',
      'drop',
      'decline',
      'shrink',
      'lower',
      'contract',
      'decelerate',
      'slow',
      'slow down',
      'weaken',
      'narrow',
      'go down',
      'halve',
      'reduce',
      'shorten',
      'diminish',
      'lose',
      'sink',
    ],
  ],
  possession: [
    ['win', 'gain', 'acquire', 'obtain'],
    ['lose', 'forfeit'],
  ],
  force: [
    ['attract', 'pull'],
    ['repel', 'push'],
  ],
  heat: [
    ['heat', 'warm', 'melt', 'evaporate', 'boil'],
    ['cool', 'chill', 'freeze', 'condense', 'solidify'],
  ],
  buoyancy: [['float'], ['sink']],
  state: [
    ['open', 'start', 'begin'],
    ['close', 'end', 'stop', 'finish'],
  ],
  // "The families continue their feud" against "end their feud".
  lasting: [
    ['continue', 'go on', 'keep', 'persist', 'carry on', 'maintain'],
    ['end', 'stop', 'cease', 'finish', 'halt', 'break off'],
  ],
  bond: [['share'], ['transfer']],
  life: [
    ['live', 'survive'],
    ['die', 'perish'],
  ],
  side: [
    ['support', 'join', 'favour', 'favor', 'ally'],
    ['oppose', 'resist', 'fight', 'reject'],
  ],
  flow2: [['gain'], ['lose']],
  charge: [['oxidize', 'oxidise'], ['reduce']],
  join: [
    ['combine', 'join', 'merge', 'unite', 'form'],
    ['split', 'separate', 'divide', 'break'],
  ],
};

const sides = new Map<string, { axis: string; side: 0 | 1 }[]>();
for (const [axis, [up, down]] of Object.entries(AXES)) {
  for (const verb of up) sides.set(verb, [...(sides.get(verb) ?? []), { axis, side: 0 }]);
  for (const verb of down) sides.set(verb, [...(sides.get(verb) ?? []), { axis, side: 1 }]);
}

/** Whether the verb (a lemma, or a phrasal verb "take in") has a direction. */
export function hasDirection(verb: string): boolean {
  return sides.has(verb);
}

/** Whether two verbs point opposite ways along one axis: "absorb" and "give off", "rise" and "fall". */
export function oppositeDirections(a: string, b: string): boolean {
  const sa = sides.get(a);
  const sb = sides.get(b);
  if (!sa || !sb) return false;
  return sa.some((x) => sb.some((y) => x.axis === y.axis && x.side !== y.side));
}

/** Whether two verbs point the same way along one axis: "absorb" and "take in". */
export function sameDirection(a: string, b: string): boolean {
  const sa = sides.get(a);
  const sb = sides.get(b);
  if (!sa || !sb) return false;
  return sa.some((x) => sb.some((y) => x.axis === y.axis && x.side === y.side));
}

/** The particles that make a phrasal verb with direction: "take in", "give off", "slow down". */
export const DIRECTION_PARTICLES = new Set(['in', 'off', 'out', 'up', 'down']);
