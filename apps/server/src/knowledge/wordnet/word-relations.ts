import {
  baseForms,
  lexicalSynsetAt,
  PARTS_OF_SPEECH,
  synsetsIn,
  synsetsOf,
  type LexicalSynset,
} from './wordnet-lexicon.js';

/**
 * Which words say the same thing as a word of a definition, by WordNet 3.1 alone (D18), for
 * grading answers written in the learner's own words:
 *
 * - synonym: the two share a sense ("purchase" and "buy"), or an adjective is listed as similar
 *   ("tiny" for "small");
 * - family: the word's derivations and their synonyms ("locomotion" → "locomote", whose sense is
 *   shared by "move"; "structural" → "structure");
 * - kind: a kind of it, one or two steps down, in one of the kind's common senses ("animal" for
 *   "organism": naming a kind says more, never less). A broader word is not enough: "number"
 *   does not say "divisor";
 * - defined: for a specific word (one or two senses), a word of its own definition other than
 *   the kind it belongs to ("divide" for "divisor", "the number by which a dividend is divided");
 * - opposite: an antonym, of the word or of the adjective it is a shade of ("fast" for "slowly",
 *   "wet" for "arid"): the answer says the contrary, unless it denies it ("not fast").
 */

export type Relation = 'same' | 'synonym' | 'family' | 'kind' | 'defined' | 'opposite';

/** Senses that draw a word closer, as synonyms: adjectives listed as similar, verbs grouped as one. */
const SIMILAR = new Set(['&', '$']);
/** Word family: derivationally related, derived from (adjective → noun, adverb → adjective), attribute, participle. */
const FAMILY = new Set(['+', '\\', '=', '<']);
const KINDS = new Set(['~', '~i']);
const KIND_OF = new Set(['@', '@i']);
const ANTONYM = '!';
const KIND_STEPS = 2;
/** Relations that hold through a sense of the learner's word: they count only in its common senses. */
const IN_COMMON_SENSES = new Set<Relation>(['kind', 'synonym']);
/**
 * A kind is read in its common senses only, the first few of each part of speech (WordNet lists
 * them by frequency): a "vote" is not a kind of "body" (of voters), nor a "way" a kind of "line".
 */
const COMMON_SENSES = 3;
/** A word with more senses than this is too general for the words of its definitions to stand for it. */
const SPECIFIC_SENSES = 2;
/** A defining word with more senses than this ("thing", "number") is too general to stand for anything. */
const GENERAL_SENSES = 8;
/** Gloss words that carry no idea of their own. */
const GLOSS_FILLER = new Set(
  `a an the of to in on at by for from with as or and that which who whom whose what when where how is are
  be been being was were it its one ones any some all each other another such this these those than into
  used usually especially something someone etc`.split(/\s+/),
);
const CACHED = 2000;

/** How a word can stand for another, and through which senses of the standing word. */
interface StandIn {
  relation: Relation;
  /** The senses of the standing word that carry the relation, as "pos:offset"; none for the same word, a definition's word, an antonym. */
  senses: Set<string>;
}

const standIns = new Map<string, Map<string, StandIn>>();
const families = new Map<string, Map<string, Set<string>>>();
const commonSenses = new Map<string, Set<string>>();

/**
 * How `written` (a learner's word or phrase, lower-cased dictionary form) relates to `word` (one
 * of the definition's), or null when WordNet gives no reason to read one as the other.
 */
export function relationBetween(word: string, written: string): Relation | null {
  if (word === written) return 'same';
  const found = standInsFor(word).get(written);
  if (found && IN_COMMON_SENSES.has(found.relation)) {
    // "ran" is a "tendency" and "became" a kind of "change" only in senses a learner seldom means.
    const common = commonSensesOf(written);
    // A sense the two words share must be a common one of both: "live" is "go" only as "survive", a
    // sense of "go" few mean. A similar adjective is no sense of the word's own.
    const ownSenses = new Set(synsetsOf(word).map(idOf));
    const ownCommon = commonSensesOf(word);
    const heldBoth = (s: string) => found.relation !== 'synonym' || !ownSenses.has(s) || ownCommon.has(s);
    if ([...found.senses].some((s) => common.has(s) && heldBoth(s))) return found.relation;
  } else if (found) return found.relation;
  // Derivation pointers are not always listed both ways.
  return familyOf(written).has(word) ? 'family' : null;
}

/** Every word that can stand for `word` in an answer, with how. */
function standInsFor(word: string): Map<string, StandIn> {
  const cached = standIns.get(word);
  if (cached) return cached;
  const found = new Map<string, StandIn>([[word, { relation: 'same', senses: new Set() }]]);
  // The closest relation found first stays; the senses carrying it gather.
  const note = (w: string, relation: Relation, sense?: string) => {
    const entry = found.get(w) ?? { relation, senses: new Set<string>() };
    if (entry.relation === relation && sense) entry.senses.add(sense);
    found.set(w, entry);
  };
  const noteAll = (synsets: readonly LexicalSynset[], relation: Relation) => {
    for (const synset of synsets) for (const w of synset.words) note(w, relation, idOf(synset));
  };
  const senses = synsetsOf(word);
  noteAll(senses, 'synonym');
  noteAll(senses.flatMap(similarTo), 'synonym');
  for (const [w, ids] of familyOf(word)) for (const id of ids) note(w, 'family', id);
  noteAll(senses.flatMap(kindsOf), 'kind');
  for (const w of oppositesOf(word, senses)) note(w, 'opposite');
  if (senses.length <= SPECIFIC_SENSES) for (const w of senses.flatMap(definingWords)) note(w, 'defined');
  remember(standIns, word, found);
  return found;
}

/** The word's derivations and their synonyms, from the senses that hold the word itself, each with the senses reached. */
function familyOf(word: string): Map<string, Set<string>> {
  const cached = families.get(word);
  if (cached) return cached;
  const family = new Map<string, Set<string>>();
  for (const sense of synsetsOf(word)) {
    const place = sense.words.indexOf(word) + 1;
    for (const p of sense.pointers) {
      if (!FAMILY.has(p.symbol) || (p.sourceWord !== 0 && p.sourceWord !== place)) continue;
      const target = lexicalSynsetAt(p.partOfSpeech, p.offset);
      for (const synset of [target, ...similarTo(target)]) {
        for (const w of synset.words) family.set(w, (family.get(w) ?? new Set()).add(idOf(synset)));
      }
    }
  }
  family.delete(word);
  remember(families, word, family);
  return family;
}

/** The first senses of each part of speech of a word, as "pos:offset". */
function commonSensesOf(word: string): Set<string> {
  const cached = commonSenses.get(word);
  if (cached) return cached;
  const common = new Set(
    PARTS_OF_SPEECH.flatMap((pos) => synsetsIn(pos, word).slice(0, COMMON_SENSES).map(idOf)),
  );
  remember(commonSenses, word, common);
  return common;
}

/** Antonyms of the word, and of the head adjectives its senses are shades of, with their synonyms. */
function oppositesOf(word: string, senses: readonly LexicalSynset[]): string[] {
  const antonyms = (sense: LexicalSynset, place: number) =>
    sense.pointers
      .filter((p) => p.symbol === ANTONYM && (p.sourceWord === 0 || place === 0 || p.sourceWord === place))
      .flatMap((p) => lexicalSynsetAt(p.partOfSpeech, p.offset).words);
  return senses.flatMap((sense) => [
    ...antonyms(sense, sense.words.indexOf(word) + 1),
    ...similarTo(sense).flatMap((head) => antonyms(head, 0)),
  ]);
}

function similarTo(sense: LexicalSynset): LexicalSynset[] {
  return sense.pointers
    .filter((p) => SIMILAR.has(p.symbol))
    .map((p) => lexicalSynsetAt(p.partOfSpeech, p.offset));
}

function kindsOf(sense: LexicalSynset): LexicalSynset[] {
  const kinds: LexicalSynset[] = [];
  let level = [sense];
  for (let step = 0; step < KIND_STEPS && level.length > 0; step++) {
    level = level.flatMap((s) =>
      s.pointers.filter((p) => KINDS.has(p.symbol)).map((p) => lexicalSynsetAt(p.partOfSpeech, p.offset)),
    );
    kinds.push(...level);
  }
  return kinds;
}

/** The content words of a sense's definition, in their dictionary forms, less the kind it belongs to. */
function definingWords(sense: LexicalSynset): string[] {
  const broader = new Set(
    sense.pointers
      .filter((p) => KIND_OF.has(p.symbol))
      .flatMap((p) => lexicalSynsetAt(p.partOfSpeech, p.offset).words),
  );
  const words = sense.gloss
    .toLowerCase()
    .split(/[^a-z-]+/)
    .filter((w) => w.length > 2 && !GLOSS_FILLER.has(w));
  // Each word in its dictionary forms only: "plants" is "plant", too general to stand for anything.
  return words
    .flatMap((w) => [w, ...baseForms(w)])
    .filter((w) => {
      const senses = synsetsOf(w).length;
      return senses > 0 && senses <= GENERAL_SENSES && !broader.has(w);
    });
}

function idOf(synset: LexicalSynset): string {
  return `${synset.partOfSpeech}:${synset.offset}`;
}

function remember<T>(cache: Map<string, T>, key: string, value: T): void {
  if (cache.size >= CACHED) cache.clear();
  cache.set(key, value);
}
