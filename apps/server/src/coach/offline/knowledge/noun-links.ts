import { nounSenses, synsetAt, type Synset } from '../../../knowledge/wordnet/wordnet.js';

/**
 * Walks of the WordNet noun graph that decide which facts an item may state and which options would
 * also be right (issue 22): what a sense is a kind of at any depth, its kinds, its parts and wholes.
 */

const KIND_OF = new Set(['@', '@i']);
const KINDS = new Set(['~', '~i']);
const PART_OF = new Set(['#p', '#m', '#s']);
const PARTS = new Set(['%p', '%m', '%s']);
const LABEL = /^\((\w[\w\s]*)\)\s*/;

/** `kinds` are both WordNet's kinds and its instances; `types` and `instances` tell them apart. */
export type Relation = 'kindOf' | 'kinds' | 'types' | 'instances' | 'partOf' | 'parts';

const SYMBOLS: Record<Relation, ReadonlySet<string>> = {
  kindOf: KIND_OF,
  kinds: KINDS,
  types: new Set(['~']),
  instances: new Set(['~i']),
  partOf: PART_OF,
  parts: PARTS,
};

/** Whether WordNet files the sense as an instance of `of` ("French Revolution" of "revolution"), not a kind. */
export function isInstanceOf(synset: Synset, of: Synset): boolean {
  return synset.pointers.some((p) => p.symbol === '@i' && p.offset === of.offset);
}

/** The synsets one step along a relation, in WordNet's order, each once. */
export function step(synset: Synset, relation: Relation): Synset[] {
  const symbols = SYMBOLS[relation];
  const offsets = [...new Set(synset.pointers.filter((p) => symbols.has(p.symbol)).map((p) => p.offset))];
  return offsets.map(synsetAt);
}

const ancestorCache = new Map<number, ReadonlySet<number>>();

/** Every synset the sense is a kind of, along every path up to the top. */
export function ancestorsOf(synset: Synset): ReadonlySet<number> {
  const cached = ancestorCache.get(synset.offset);
  if (cached) return cached;
  const found = new Set<number>();
  let level = [synset];
  while (level.length > 0) {
    level = level.flatMap((s) => step(s, 'kindOf')).filter((s) => !found.has(s.offset));
    for (const s of level) found.add(s.offset);
  }
  ancestorCache.set(synset.offset, found);
  return found;
}

/** Whether `a` is `b`, or either is a kind of the other at any depth. */
export function sameLineage(a: Synset, b: Synset): boolean {
  return a.offset === b.offset || ancestorsOf(a).has(b.offset) || ancestorsOf(b).has(a.offset);
}

/** Whether `kind` is a kind of `of`, at any depth. */
export function isKindAtAnyDepth(kind: Synset, of: Synset): boolean {
  return ancestorsOf(kind).has(of.offset);
}

/**
 * Everything the sense is a part (or member, or substance) of, directly or through a whole of a
 * whole, and what its own kinds-of are parts of: a kind inherits the wholes of what it is a kind of.
 */
export function wholesOf(synset: Synset): Synset[] {
  return closure([synset, ...[...ancestorsOf(synset)].map(synsetAt)], 'partOf');
}

/** Every part of the sense, parts of parts included, and the parts its kinds-of have. */
export function partsOf(synset: Synset): Synset[] {
  return closure([synset, ...[...ancestorsOf(synset)].map(synsetAt)], 'parts');
}

function closure(start: readonly Synset[], relation: 'partOf' | 'parts'): Synset[] {
  const found = new Map<number, Synset>();
  let level = [...start];
  while (level.length > 0) {
    level = level.flatMap((s) => step(s, relation)).filter((s) => !found.has(s.offset));
    for (const s of level) found.set(s.offset, s);
  }
  return [...found.values()];
}

/** The other kinds of what the sense is a kind of. */
export function siblingsOf(synset: Synset): Synset[] {
  const found = new Map<number, Synset>();
  for (const parent of step(synset, 'kindOf'))
    for (const sibling of step(parent, 'kinds'))
      if (sibling.offset !== synset.offset) found.set(sibling.offset, sibling);
  return [...found.values()];
}

/** How many kinds WordNet lists directly under the sense. */
export function kindCount(synset: Synset): number {
  return step(synset, 'kinds').length;
}

/** The name an option shows: the synset's first word. */
export function nameOf(synset: Synset): string {
  return synset.words[0] ?? '';
}

/** The definition without WordNet's subject label: "(chemistry) any process…" → "any process…". */
export function definitionOf(synset: Synset): string {
  return synset.definition.replace(LABEL, '');
}

/** Which of the lemma's noun senses this is, counted from 1 in WordNet's order (most frequent first). */
export function senseNumber(lemma: string, synset: Synset): { number: number; count: number } | null {
  const senses = nounSenses(lemma);
  const index = senses.findIndex((s) => s.offset === synset.offset);
  return index < 0 ? null : { number: index + 1, count: senses.length };
}
