import type { RetrievedPassage } from '../../../knowledge/retrieved-passage.js';
import { splitSentences } from '../../../knowledge/passages/sentences.js';
import { readSentences, wordForms } from '../../../knowledge/language/english.js';
import { isContentWord } from '../idea-words.js';
import { askedAbout } from './fact-question.js';
import { sourceLine } from './passage-citation.js';
import { escapeMarkdown } from './quoted-markdown.js';
import { wordCount } from './reply-composition.js';

/**
 * A question of fact answered from a passage (D19): a few of the passage's own sentences, its source named
 * and linked, then one question that builds on them. Which passage may answer:
 *
 * - only the best three the search ranked, tried best first (the retrieval's rank is the first filter);
 * - the quoted text itself must hold at least half of the question's subject words, and every one of them
 *   when the search found the passage with only some of the learner's words. Subject words are the
 *   question's content words less the topic's ("cause" in "What caused the French Revolution?"); a
 *   question naming only the topic ("What was the French Revolution?") is matched on the topic's words;
 * - a passage that shares no content word with the question is never quoted.
 */

export interface PassageAnswerSituation {
  /** The learner's messages, oldest first; the last is the one to answer. */
  learnerMessages: readonly string[];
  topic: string;
  passages: readonly RetrievedPassage[];
  previousReplies: readonly string[];
  maxWords: number;
}

/** Verbs any event has: "why did it start?" asks about the event, not about starting. */
const EVENT_VERBS = new Set(['happen', 'occur', 'start', 'begin', 'end', 'take', 'place', 'come', 'go']);

const ASKED_AGAIN_QUESTION =
  'That is what my source says. Which sentence of it answers your question best, in your own words?';

/** Passages below this rank are too weak a match to teach from. */
const RANKS_TRIED = 3;
const MAX_QUOTED_SENTENCES = 4;
/** A longer quote stops being a short answer; the learner can follow the link for more. */
const MAX_QUOTED_WORDS = 80;

export async function passageAnswer(situation: PassageAnswerSituation): Promise<string | null> {
  const { learnerMessages, topic, passages, previousReplies, maxWords } = situation;
  const asked = askedAbout(learnerMessages, topic);
  if (asked === null || passages.length === 0) return null;
  const required = await subjectWords(asked, topic);
  if (required.length === 0) return null;
  // Asked again ("just tell me" after the answer), the source's words come again with a new question.
  const questions = [guidingQuestion(asked, topic), ASKED_AGAIN_QUESTION];

  for (const passage of passages.slice(0, RANKS_TRIED)) {
    const source = sourceLine(passage.citation);
    for (const question of questions) {
      const budget = Math.min(MAX_QUOTED_WORDS, maxWords - wordCount(source) - wordCount(question));
      const quote = await quoteFrom(passage, required, budget);
      if (quote === null) break;
      const reply = `${source}: “${escapeMarkdown(quote)}” ${question}`;
      if (!previousReplies.includes(reply)) return reply;
    }
  }
  return null;
}

/** The question's content words, by dictionary form, less the topic's unless nothing else is left. */
async function subjectWords(asked: string, topic: string): Promise<string[]> {
  const tokens = (await readSentences(asked)).flatMap((sentence) => sentence.tokens);
  const content = [
    ...new Set(
      tokens
        .filter(isContentWord)
        .map((token) => token.lemma)
        .filter((lemma) => !EVENT_VERBS.has(lemma)),
    ),
  ];
  const topicForms = await wordForms(topic);
  const beyondTopic = content.filter((word) => !topicForms.has(word));
  return beyondTopic.length > 0 ? beyondTopic : content;
}

/**
 * Up to four whole sentences of the passage within the word budget, from its start, or from the first
 * sentence that holds a subject word when the start would leave it out; null when the passage does not
 * match well enough.
 */
async function quoteFrom(
  passage: RetrievedPassage,
  required: readonly string[],
  budget: number,
): Promise<string | null> {
  const sentences = splitSentences(passage.body);
  const forms = await Promise.all(sentences.map((sentence) => wordForms(sentence)));
  const shared = required.filter((word) => forms.some((sentenceForms) => sentenceForms.has(word)));
  const needed = passage.matchedAllWords ? Math.ceil(required.length / 2) : required.length;
  if (shared.length === 0 || shared.length < needed) return null;

  const firstMatch = forms.findIndex((sentenceForms) => shared.some((word) => sentenceForms.has(word)));
  const fromStart = takeWithin(sentences, 0, budget);
  const chosen = fromStart.length > firstMatch ? fromStart : takeWithin(sentences, firstMatch, budget);
  return chosen.length > 0 ? chosen.join(' ') : null;
}

function takeWithin(sentences: readonly string[], from: number, budget: number): string[] {
  const taken: string[] = [];
  let words = 0;
  for (const sentence of sentences.slice(from, from + MAX_QUOTED_SENTENCES)) {
    words += wordCount(sentence);
    if (words > budget) break;
    taken.push(sentence);
  }
  return taken;
}

/** One question that builds on the quoted answer, by what the learner asked. */
function guidingQuestion(asked: string, topic: string): string {
  if (/^why\b|\bcaus|\breasons?\b|\blead\s+to\b|\bled\s+to\b/i.test(asked)) {
    return 'Of the causes named there, which do you think mattered most, and why?';
  }
  const person = /^who\s+(?:was|is|were|are)\s+(.+)$/i.exec(asked)?.[1];
  if (person !== undefined) {
    return `From that, what do you think made ${escapeMarkdown(person.trim())} matter so much?`;
  }
  if (/^how\b/i.test(asked)) return 'Which step in that do you think matters most, and why?';
  if (/^(?:when|where)\b/i.test(asked)) {
    return 'Why do you think it happened then and there, and not somewhere else or later?';
  }
  return `Which part of that is new to you, and what would you ask next about ${escapeMarkdown(topic)}?`;
}
