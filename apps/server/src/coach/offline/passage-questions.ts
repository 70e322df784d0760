import { createHash } from 'node:crypto';
import type { KeyedQuestion } from '../coach.js';
import { stem, subjectWords, words } from '../content-words.js';
import { citationText, citedPlace } from '../../knowledge/citation.js';
import type { RetrievedPassage } from '../../knowledge/knowledge.service.js';
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
): Draft[] {
  const topicRoots = new Set(words(topic).map(stem));
  const vocabulary = passageVocabulary(passages, topicRoots);
  const drafts: Draft[] = [];
  for (const passage of passages) {
    if (drafts.length >= count) break;
    const draft = firstItemOf(passage, vocabulary, topicRoots, random);
    if (!draft) continue;
    drafts.push(draft);
    // One item per answer: the same word asked twice tests nothing new.
    vocabulary.delete(draft.key.correctOptions![0]!);
  }
  return drafts;
}

/**
 * A stable id of a source sentence: the same sentence gets the same id in every passage, source re-indexing
 * and server instance, so items on it can be grouped and a pre-check item matched with its parallel.
 */
export function sentenceStatementId(sentence: string): string {
  const normalised = sentence.replace(/\s+/g, ' ').trim().toLowerCase();
  return `sentence:${createHash('sha256').update(normalised).digest('hex').slice(0, 16)}`;
}

/** Every noun of the passages, as written, with how many passages use it: one many use is a main idea. */
function passageVocabulary(passages: readonly RetrievedPassage[], topicRoots: ReadonlySet<string>) {
  const uses = new Map<string, { noun: Blankable; passages: number }>();
  for (const passage of passages) {
    const subject = new Set(subjectWords(passage.body, topicRoots));
    const said = words(passage.body);
    // Half of a two-word name ("carbon" of "carbon dioxide") is no option: it names nothing alone.
    const halves = new Set(said.filter((_, at) => inCompound(said, at)));
    for (const word of new Set(said)) {
      const noun = subject.has(stem(word)) && !halves.has(word) ? blankable(word) : null;
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

/** Whether the word is half of a name WordNet has with its neighbour ("carbon dioxide"), which gives it away. */
function firstItemOf(
  passage: RetrievedPassage,
  vocabulary: ReturnType<typeof passageVocabulary>,
  topicRoots: ReadonlySet<string>,
  random: SeededRandom,
): Draft | null {
  for (const sentence of splitSentences(passage.body)) {
    const said = words(sentence);
    if (said.length < SENTENCE_WORDS.min || said.length > SENTENCE_WORDS.max) continue;
    if (LEANS_ON_CONTEXT.test(sentence)) continue;
    const saidRoots = new Set(said.map(stem));
    const candidates = [...new Set(said)]
      .filter(
        (word) => !topicRoots.has(stem(word)) && said.filter((w) => stem(w) === stem(word)).length === 1,
      )
      .filter((word) => !inCompound(said, said.indexOf(word)))
      .map((word) => ({ word, entry: vocabulary.get(word) }))
      .filter((c): c is { word: string; entry: NonNullable<typeof c.entry> } => c.entry !== undefined)
      .sort((a, b) => b.entry.passages - a.entry.passages || b.word.length - a.word.length);
    for (const { word, entry } of candidates) {
      const wrong = [...vocabulary.values()]
        .filter(
          ({ noun }) =>
            noun.kind === entry.noun.kind &&
            isPlural(noun.word) === isPlural(word) &&
            !saidRoots.has(stem(noun.word)),
        )
        .sort((a, b) => b.passages - a.passages || a.noun.word.localeCompare(b.noun.word))
        .slice(0, WRONG_OPTIONS)
        .map(({ noun }) => noun.word);
      if (wrong.length < WRONG_OPTIONS) continue;
      const blanked = sentence.replace(new RegExp(`\\b${word}\\b`, 'i'), BLANK);
      if (!blanked.includes(BLANK)) continue;
      return clozeItem(passage, sentence, blanked, word, wrong, random);
    }
  }
  return null;
}

function clozeItem(
  passage: RetrievedPassage,
  sentence: string,
  blanked: string,
  answer: string,
  wrong: readonly string[],
  random: SeededRandom,
): Draft {
  const { citation } = passage;
  const place = citedPlace(citation);
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
      citation: citationText(citation),
      source: 'knowledge_base',
      pattern: 'cloze',
      statement: sentenceStatementId(sentence),
    },
  };
}
