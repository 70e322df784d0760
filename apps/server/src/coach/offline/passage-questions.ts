import { createHash } from 'node:crypto';
import type { KeyedQuestion } from '../coach.js';
import { stem, subjectWords, words } from '../content-words.js';
import { citationText, citedPlace } from '../../knowledge/citation.js';
import type { Tagger } from '../../knowledge/language/tagged-text.js';
import type { RetrievedPassage } from '../../knowledge/retrieved-passage.js';
import { splitSentences } from '../../knowledge/passages/sentences.js';
import {
  BLANK,
  blankable,
  inCompound,
  LEANS_ON_CONTEXT,
  SENTENCE_WORDS,
  type Blankable,
} from './cloze-words.js';
import type { SeededRandom } from './seeded-random.js';

type Draft = Omit<KeyedQuestion, 'id'>;

const WRONG_OPTIONS = 3;

/** Whether a blank's wrong options must be nouns of its own kind, or may be filled from other kinds. */
type OptionKinds = 'same kind' | 'any kind';

/**
 * Items that test what the session's sources say (D19, issue 23): a sentence of a passage with one of its
 * nouns left out, and four nouns of the same kind from the same passages to choose from. The key is the
 * source's own sentence, cited; the wrong options are the passages' own words, so none is made up, and
 * none of them stands in the sentence. At most one item a passage, best passages first.
 */
export function passageQuestions(
  passages: readonly RetrievedPassage[],
  topic: string,
  count: number,
  random: SeededRandom,
  tag: Tagger,
): Draft[] {
  return clozesOf(passages, topic, count, tag, 'same kind').map((cloze) => clozeItem(cloze, random));
}

/**
 * Items on the sources' sentences, each with a parallel item on the same sentence (issue 40): the pre-check
 * asks the first, the post-assessment the second, in other words and with other options, so a gain is
 * measured on the same statements without asking the same item twice.
 */
export function passageItemPairs(
  passages: readonly RetrievedPassage[],
  topic: string,
  count: number,
  random: SeededRandom,
  tag: Tagger,
): { item: Draft; parallel: Draft }[] {
  // The knowledge check has no other items to fall back on: a short source's blank may take options of
  // other kinds (a short article had none once blanks had to be nouns).
  return clozesOf(passages, topic, count, tag, 'any kind').map((cloze) => ({
    item: clozeItem(cloze, random),
    parallel: sentenceChoiceItem(cloze, random),
  }));
}

function clozesOf(
  passages: readonly RetrievedPassage[],
  topic: string,
  count: number,
  tag: Tagger,
  options: OptionKinds,
): Cloze[] {
  const topicRoots = new Set(words(topic).map(stem));
  const vocabulary = passageVocabulary(passages, topicRoots, tag);
  const clozes: Cloze[] = [];
  for (const passage of passages) {
    if (clozes.length >= count) break;
    // Options of the blank's own kind where the passages have three; else, if allowed, nouns of other kinds.
    const cloze =
      firstClozeOf(passage, vocabulary, topicRoots, tag, 'same kind') ??
      (options === 'any kind' ? firstClozeOf(passage, vocabulary, topicRoots, tag, 'any kind') : null);
    if (!cloze) continue;
    clozes.push(cloze);
    // One item per answer: the same word asked twice tests nothing new.
    vocabulary.delete(cloze.answer);
  }
  return clozes;
}

/** A sentence of a source with one of its nouns to find, and nouns of the same kind that do not fit. */
interface Cloze {
  passage: RetrievedPassage;
  sentence: string;
  blanked: string;
  answer: string;
  /** The cloze item's wrong options. */
  wrong: string[];
  /** The next nouns of the same kind, for the parallel item's options; fewer than three when the passages have few. */
  spare: string[];
}

/**
 * A stable id of a source sentence: the same sentence gets the same id in every passage, source re-indexing
 * and server instance, so items on it can be grouped and a pre-check item matched with its parallel.
 */
export function sentenceStatementId(sentence: string): string {
  const normalised = sentence.replace(/\s+/g, ' ').trim().toLowerCase();
  return `sentence:${createHash('sha256').update(normalised).digest('hex').slice(0, 16)}`;
}

/**
 * The words a text uses as common nouns, by wink's tags in their sentences: WordNet alone calls "last",
 * "carry" and "first" nouns too, which made options such as "the period queen" and "an oceanic plate
 * percent sinks".
 */
function nounsUsedIn(text: string, tag: Tagger): Set<string> {
  return new Set(
    tag(text).flatMap(({ tokens }) =>
      tokens.flatMap((token) => (token.pos === 'NOUN' ? words(token.normal) : [])),
    ),
  );
}

/** Every noun of the passages, as written, with how many passages use it: one many use is a main idea. */
function passageVocabulary(
  passages: readonly RetrievedPassage[],
  topicRoots: ReadonlySet<string>,
  tag: Tagger,
) {
  const uses = new Map<string, { noun: Blankable; passages: number }>();
  for (const passage of passages) {
    const subject = new Set(subjectWords(passage.body, topicRoots));
    const said = words(passage.body);
    const nouns = nounsUsedIn(passage.body, tag);
    // Half of a two-word name ("carbon" of "carbon dioxide") is no option: it names nothing alone.
    const halves = new Set(said.filter((_, at) => inCompound(said, at)));
    for (const word of new Set(said)) {
      const noun = subject.has(stem(word)) && !halves.has(word) && nouns.has(word) ? blankable(word) : null;
      if (!noun) continue;
      const known = uses.get(word);
      if (known) known.passages++;
      else uses.set(word, { noun, passages: 1 });
    }
  }
  return uses;
}

/** A plural shows through the blank ("the _____ absorb"), so every option is plural or none is. */
const isPlural = (word: string) => stem(word) !== word;

function firstClozeOf(
  passage: RetrievedPassage,
  vocabulary: ReturnType<typeof passageVocabulary>,
  topicRoots: ReadonlySet<string>,
  tag: Tagger,
  options: OptionKinds,
): Cloze | null {
  for (const sentence of splitSentences(passage.body)) {
    const said = words(sentence);
    if (said.length < SENTENCE_WORDS.min || said.length > SENTENCE_WORDS.max) continue;
    if (LEANS_ON_CONTEXT.test(sentence)) continue;
    const saidRoots = new Set(said.map(stem));
    // The blank is a noun where it stands, not a word WordNet also knows as one ("which carry out").
    const nouns = nounsUsedIn(sentence, tag);
    const candidates = [...new Set(said)]
      .filter((word) => nouns.has(word))
      .filter(
        (word) => !topicRoots.has(stem(word)) && said.filter((w) => stem(w) === stem(word)).length === 1,
      )
      .filter((word) => !inCompound(said, said.indexOf(word)))
      .map((word) => ({ word, entry: vocabulary.get(word) }))
      .filter((c): c is { word: string; entry: NonNullable<typeof c.entry> } => c.entry !== undefined)
      .sort((a, b) => b.entry.passages - a.entry.passages || b.word.length - a.word.length);
    for (const { word, entry } of candidates) {
      const sameKind = ({ noun }: { noun: Blankable }) => noun.kind === entry.noun.kind;
      const others = [...vocabulary.values()]
        .filter(
          (other) =>
            (options === 'any kind' || sameKind(other)) &&
            isPlural(other.noun.word) === isPlural(word) &&
            !saidRoots.has(stem(other.noun.word)),
        )
        .sort(
          (a, b) =>
            Number(sameKind(b)) - Number(sameKind(a)) ||
            b.passages - a.passages ||
            a.noun.word.localeCompare(b.noun.word),
        )
        .map(({ noun }) => noun.word);
      if (others.length < WRONG_OPTIONS) continue;
      // "a"/"an" before the blank would tell the answer from the options: it reads "a(n)".
      const blanked = sentence.replace(wordPattern(word), BLANK).replace(ARTICLE_BEFORE_BLANK, '$1(n) ');
      if (!blanked.includes(BLANK)) continue;
      return {
        passage,
        sentence,
        blanked,
        answer: word,
        wrong: others.slice(0, WRONG_OPTIONS),
        spare: others.slice(WRONG_OPTIONS, 2 * WRONG_OPTIONS),
      };
    }
  }
  return null;
}

const wordPattern = (word: string) => new RegExp(`\\b${word}\\b`, 'i');
const ARTICLE_BEFORE_BLANK = new RegExp(`\\b([Aa])n? (?=${BLANK})`);
/** The word put in a word's place, with the article before it agreeing: "an eruption", "a sinking". */
const swappedIn = (sentence: string, word: string, noun: string) =>
  sentence.replace(
    new RegExp(`\\b(?:([Aa])n? )?(${word})\\b`, 'i'),
    (_, article: string | undefined, found: string) => {
      const put = sameCase(found, noun);
      return article === undefined ? put : `${article}${/^[aeiou]/i.test(noun) ? 'n' : ''} ${put}`;
    },
  );

function clozeItem(cloze: Cloze, random: SeededRandom): Draft {
  const { passage, sentence, blanked, answer, wrong } = cloze;
  const place = citedPlace(passage.citation);
  return {
    text: `Which word fills the blank in this sentence from “${place}”? “${blanked}”`,
    type: 'multiple_choice',
    purpose: 'Checks that you remember what the session’s source says.',
    options: random.shuffle([answer, ...wrong]),
    learning_objective: `Recall what “${place}” says.`,
    bloom_level: 'remember',
    context_field: null,
    scale: null,
    key: {
      correctOptions: [answer],
      modelAnswer: `“${sentence}”`,
      acceptedAnswer: `${answer}: “${sentence}”`,
      citation: citationText(passage.citation),
      source: 'knowledge_base',
      pattern: 'cloze',
      statement: sentenceStatementId(sentence),
    },
  };
}

/**
 * The parallel of a cloze item: the same sentence among versions with another noun of its kind in the
 * place of its own. Its options are whole sentences, never the cloze's single words; its wrong nouns are
 * the passages' next ones where they have enough, else the cloze's own.
 */
function sentenceChoiceItem(cloze: Cloze, random: SeededRandom): Draft {
  const { passage, sentence, answer } = cloze;
  const nouns = [...cloze.spare, ...cloze.wrong].slice(0, WRONG_OPTIONS);
  const swapped = nouns.map((noun) => swappedIn(sentence, answer, noun));
  const place = citedPlace(passage.citation);
  return {
    text: `Which of these sentences is the one “${place}” gives?`,
    type: 'multiple_choice',
    purpose: 'Checks that you can tell what the session’s source says from what it does not.',
    options: random.shuffle([sentence, ...swapped]),
    learning_objective: `Recognise what “${place}” says.`,
    bloom_level: 'understand',
    context_field: null,
    scale: null,
    key: {
      correctOptions: [sentence],
      modelAnswer: `“${sentence}”`,
      acceptedAnswer: sentence,
      citation: citationText(passage.citation),
      source: 'knowledge_base',
      pattern: 'sentence-choice',
      statement: sentenceStatementId(sentence),
    },
  };
}

/** The noun put in a word's place, capitalised when the word was (the sentence's first word). */
function sameCase(found: string, noun: string): string {
  return /^[A-Z]/.test(found) ? noun.charAt(0).toUpperCase() + noun.slice(1) : noun;
}
