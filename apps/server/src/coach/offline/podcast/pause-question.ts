import { stem, words } from '../../content-words.js';
import { BLANK, blankable, inCompound, LEANS_ON_CONTEXT, SENTENCE_WORDS } from '../cloze-words.js';
import type { Tagger } from '../../../knowledge/language/tagged-text.js';
import type { PodcastTurn } from '../../podcast-script.js';

/** A "pause and think" question on a sentence the host has just said: the listener recalls the missing word. */
export interface PauseQuestion {
  /** As stored for the episode's quiz (D14). */
  question: string;
  turns: PodcastTurn[];
}

const ASKS = [
  (blanked: string) => `Here's one to pause on. Which word completes what we just heard: “${blanked}”`,
  (blanked: string) => `Before we go on, a quick check. Fill the gap: “${blanked}”`,
  (blanked: string) => `Let's test that. What's missing here: “${blanked}”`,
];
const GUESSES = [(word: string) => `Is it ${word}?`, (word: string) => `Would it be ${word}?`];
const CONFIRMS = [
  (word: string) => `Yes, it's ${word}.`,
  (word: string) => `That’s it: ${word}.`,
  (word: string) => `Right, ${word}.`,
];
/** Words either side of the gap: fewer than a repeated run (issue 39), so the question does not say the sentence again. */
const SIDE_WORDS = 7;

/**
 * The exchange for one of the sentences, or null when none has a noun to leave out. The co-host's answer
 * guesses the source's word, and the host confirms the word (the sentence is not said a second time).
 */
export function pauseQuestion(
  sentences: readonly string[],
  topicRoots: ReadonlySet<string>,
  index: number,
  tag: Tagger,
): PauseQuestion | null {
  for (const sentence of sentences) {
    const said = words(sentence);
    if (said.length < SENTENCE_WORDS.min || said.length > 30 || LEANS_ON_CONTEXT.test(sentence)) continue;
    // WordNet knows "still", "first" and "working" as nouns too: the gap is a word this sentence uses as one,
    // so that the guess names a thing ("Is it chlorophyll?"), not "Is it still?".
    const nouns = new Set(
      tag(sentence)
        .flatMap((tagged) => tagged.tokens)
        .filter((token) => token.pos === 'NOUN' || token.pos === 'PROPN')
        .map((token) => token.normal),
    );
    // The first noun whose gap leaves few enough words either side.
    const gap = said
      .filter(
        (candidate, at) =>
          candidate.length >= 5 &&
          nouns.has(candidate.toLowerCase()) &&
          !topicRoots.has(stem(candidate)) &&
          said.filter((other) => stem(other) === stem(candidate)).length === 1 &&
          !inCompound(said, at) &&
          blankable(candidate) !== null,
      )
      .map((word) => ({ word, blanked: sentence.replace(new RegExp(`\\b${word}\\b`, 'i'), BLANK) }))
      .find(({ blanked }) => {
        if (!blanked.includes(BLANK)) return false;
        const [before = '', after = ''] = blanked.split(BLANK);
        return words(before).length <= SIDE_WORDS && words(after).length <= SIDE_WORDS;
      });
    if (!gap) continue;
    const { word, blanked } = gap;
    return {
      question: `Which word completes this sentence from the episode: “${blanked}”`,
      turns: [
        { speaker: 'host', text: ASKS[index % ASKS.length]!(blanked) },
        { speaker: 'cohost', text: GUESSES[index % GUESSES.length]!(word) },
        { speaker: 'host', text: CONFIRMS[index % CONFIRMS.length]!(word) },
      ],
    };
  }
  return null;
}
