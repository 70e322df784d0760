import type { PodcastSegment, PodcastTurn } from '../../podcast-script.js';
import { spokenWordCount, wordCount } from '../../podcast/script-length-plan.js';
import { followUp, openingQuestion } from './cohost-questions.js';
import type { TeachingSection } from './teaching-sections.js';

/** At most this many sentences, and about this many words, in one of the host's turns (DESIGN §6). */
const TURN_SENTENCES = 3;
const TURN_WORDS = 70;

export interface SectionDialogue {
  segment: PodcastSegment;
  /** The host's sentences, in the order said: the wrap-up and the pause questions quote only these. */
  said: string[];
  /** Spoken words, with each turn's pause counted as the words that time would hold. */
  words: number;
}

/**
 * One section as a conversation (issue 24): the co-host opens on the heading, the host explains in the
 * source's own sentences, a few at a time, and the co-host asks on between them. Stops once the word budget
 * is spent, at a turn's end, so the episode lands on the length asked; null when not even one turn fits.
 */
export function sectionDialogue(
  section: TeachingSection,
  topic: string,
  topicRoots: ReadonlySet<string>,
  budget: { words: number; pauseWords: number },
  index: number,
): SectionDialogue | null {
  // Paragraph by paragraph would make many short turns; the host speaks in turns of about seventy words.
  const chunks = hostTurns(section.paragraphs.flat());
  const allText = section.paragraphs.flat().join(' ');
  const turns: PodcastTurn[] = [
    { speaker: 'cohost', text: openingQuestion(section.heading, topic, allText, index) },
  ];
  const said: string[] = [];
  let words = spokenWordCount(turns[0]!.text) + budget.pauseWords;
  for (const [at, chunk] of chunks.entries()) {
    const chunkWords =
      chunk.reduce((sum, sentence) => sum + spokenWordCount(sentence), 0) + budget.pauseWords;
    if (at > 0) {
      const question = followUp(chunk.join(' '), said.join(' '), allText, topicRoots, index + at);
      const questionWords = spokenWordCount(question) + budget.pauseWords;
      if (words + questionWords + chunkWords > budget.words) break;
      turns.push({ speaker: 'cohost', text: question });
      words += questionWords;
    }
    turns.push({ speaker: 'host', text: chunk.join(' ') });
    said.push(...chunk);
    words += chunkWords;
  }
  if (said.length === 0) return null;
  const title = section.heading ?? 'What it is';
  return { segment: { title, minutes: 0, turns }, said, words };
}

/** A paragraph's sentences in turns of at most three sentences and about seventy words. */
function hostTurns(sentences: readonly string[]): string[][] {
  const turns: string[][] = [];
  let turn: string[] = [];
  let words = 0;
  for (const sentence of sentences) {
    const length = wordCount(sentence);
    if (turn.length > 0 && (turn.length >= TURN_SENTENCES || words + length > TURN_WORDS)) {
      turns.push(turn);
      turn = [];
      words = 0;
    }
    turn.push(sentence);
    words += length;
  }
  if (turn.length > 0) turns.push(turn);
  return turns;
}
