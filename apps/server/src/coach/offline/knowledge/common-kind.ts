import { ancestorsOf, step } from './noun-links.js';
import { synsetAt, type Synset } from '../../../knowledge/wordnet/wordnet.js';

/**
 * Where two noun senses meet in WordNet's kind-of tree (issue 23): the lowest kind both are, and
 * how far below `entity` it sits. A class claim is only refuted where the two meet low enough that
 * WordNet has really placed them side by side (a whale and a fish meet at "vertebrate"), not merely
 * both under "object".
 */

const depthCache = new Map<number, number>();

/** The fewest kind-of steps from the sense up to the top (`entity` is 0). */
export function depthOf(synset: Synset): number {
  const cached = depthCache.get(synset.offset);
  if (cached !== undefined) return cached;
  const parents = step(synset, 'kindOf');
  const depth = parents.length === 0 ? 0 : 1 + Math.min(...parents.map(depthOf));
  depthCache.set(synset.offset, depth);
  return depth;
}

/** The deepest kind both senses are (themselves included), or null when they share none. */
export function lowestCommonKind(a: Synset, b: Synset): Synset | null {
  const ofB = new Set([b.offset, ...ancestorsOf(b)]);
  let lowest: Synset | null = null;
  for (const offset of [a.offset, ...ancestorsOf(a)]) {
    if (!ofB.has(offset)) continue;
    const candidate = synsetAt(offset);
    if (lowest === null || depthOf(candidate) > depthOf(lowest)) lowest = candidate;
  }
  return lowest;
}

/**
 * The kind directly under `ancestor` on the way up from `synset`: "mammal" for the whale under
 * "vertebrate". Breadth-first, so WordNet's first kind-of path wins where there are several.
 */
export function kindJustBelow(synset: Synset, ancestor: Synset): Synset | null {
  const seen = new Set<number>();
  let level = [synset];
  while (level.length > 0) {
    for (const s of level) if (step(s, 'kindOf').some((p) => p.offset === ancestor.offset)) return s;
    level = level.flatMap((s) => step(s, 'kindOf')).filter((s) => !seen.has(s.offset));
    for (const s of level) seen.add(s.offset);
  }
  return null;
}
