import type { ChatTurn } from '../../coach.js';
import { topicSubject } from '../../topic-phrasing.js';
import { extractConcepts } from '../concept-extraction.js';
import { readSentences } from '../../../knowledge/language/english.js';
import { proseOnly } from '../../learner-prose.js';
import { conceptPhrase } from './concept-phrase.js';
import { questionIn, type LearnerSignal } from './learner-signal.js';
import { MAX_AIM_WORDS, phraseAround, quotable } from './learner-words.js';
import { escapeRegExp } from '../../../lib/escape-reg-exp.js';

/** What the next question is about, taken from the learner's own words wherever possible. */
export interface TalkingPoint {
  /** A quotable phrase to ask about: "the light reactions". */
  concept: string;
  /** The learner's latest message first, then their earlier ones, then their focus, then the topic. */
  source: 'latest' | 'earlier' | 'focus' | 'topic';
  /** The learner's own words to quote back; null when the concept is not theirs from the chat. */
  quote: string | null;
  /** A different concept the learner raised in the chat, for questions that connect the two. */
  earlier: string | null;
}

export interface TalkingPointInput {
  history: readonly ChatTurn[];
  topic: string;
  focus: string;
  /** The learner's goal: a concept it names is no news to build on ("the exam", for an exam goal). */
  goal: string;
  signal: LearnerSignal;
}

/**
 * Only a few earlier messages are read: enough to find something the learner said, and it keeps a
 * reply in a long chat as fast as one in a short chat.
 */
const EARLIER_MESSAGES_READ = 6;

/**
 * Nouns to the tagger, but what a stuck learner types, or how they ask for a video (the videos answer
 * that), not what they think about.
 */
const NOT_CONCEPTS = new Set(
  `hmm hm um uh idk dunno nope nah clue idea pass skip lol ok okay yeah yep answer
  video videos clip clips youtube`.split(/\s+/),
);

interface FoundConcept {
  /** As the learner wrote it, to find in what was said. */
  label: string;
  /** As a question should name it. */
  asked: string;
  /** The label in lower case, to compare. */
  key: string;
  sentence: string;
}

type ConceptReader = (text: string) => Promise<FoundConcept[]>;

export async function findTalkingPoint({
  history,
  topic,
  focus,
  goal,
  signal,
}: TalkingPointInput): Promise<TalkingPoint> {
  const conceptsIn = conceptReader(topic);
  const learnerMessages = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  const latest = learnerMessages.at(-1) ?? '';
  const earlierMessages = learnerMessages.slice(0, -1).reverse().slice(0, EARLIER_MESSAGES_READ);
  const lastReply = history.findLast((turn) => turn.role === 'assistant')?.content ?? '';
  const newToTheTutor = (c: FoundConcept) => !mentions(lastReply, c.key);
  const news = (c: FoundConcept) => newToTheTutor(c) && !mentions(goal, c.key);

  const question = signal === 'question' ? questionIn(latest) : null;
  const fromLatest = await conceptsIn(latest);
  // A question is about what it asks; otherwise what the learner adds is what to build on, and
  // what the tutor just named is the fallback.
  const latestPick =
    fromLatest.find((c) => question !== null && mentions(question, c.key)) ??
    fromLatest.find(news) ??
    fromLatest.find(newToTheTutor) ??
    fromLatest[0];
  if (latestPick) {
    return {
      concept: latestPick.asked,
      source: 'latest',
      quote: question !== null ? quotable(question) : phraseAround(latestPick.sentence, latestPick.label),
      earlier: await earlierConcept(earlierMessages, conceptsIn, latestPick.key),
    };
  }

  for (const [index, message] of earlierMessages.entries()) {
    const found = await conceptsIn(message);
    // A learner who is stuck is stuck on what the tutor just asked about: stay with that.
    const pick = found.find((c) => !newToTheTutor(c)) ?? found[0];
    if (pick) {
      return {
        concept: pick.asked,
        source: 'earlier',
        quote: phraseAround(pick.sentence, pick.label),
        earlier: await earlierConcept(earlierMessages.slice(index), conceptsIn, pick.key),
      };
    }
  }

  const [fromFocus] = await conceptsIn(focus);
  if (fromFocus) return { concept: fromFocus.asked, source: 'focus', quote: null, earlier: null };
  return {
    concept: quotable(topicSubject(topic), MAX_AIM_WORDS),
    source: 'topic',
    quote: null,
    earlier: null,
  };
}

/** What an opening asks about: the main concept of the learner's focus, or else the topic. */
export async function focusConcept(focus: string, topic: string): Promise<string> {
  const [found] = await conceptReader(topic)(focus);
  return found?.asked ?? quotable(topicSubject(topic), MAX_AIM_WORDS);
}

async function earlierConcept(
  messages: readonly string[],
  conceptsIn: ConceptReader,
  exceptKey: string,
): Promise<string | null> {
  const exceptWords = exceptKey.split(' ');
  for (const message of messages) {
    const found = await conceptsIn(message);
    const other = found.find((c) => !c.key.split(' ').some((word) => exceptWords.includes(word)));
    if (other) return other.asked;
  }
  return null;
}

/** Whether the text has the phrase as whole words, whatever the case: "king" is not in "making". */
function mentions(text: string, phrase: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/** Concepts of one message at a time, each message read once however often it is asked about. */
function conceptReader(topic: string): ConceptReader {
  const read = new Map<string, Promise<FoundConcept[]>>();
  return (text) => {
    let found = read.get(text);
    if (!found) {
      found = conceptsOfMessage(text, topic);
      read.set(text, found);
    }
    return found;
  };
}

async function conceptsOfMessage(text: string, topic: string): Promise<FoundConcept[]> {
  if (text.trim() === '') return [];
  const [map, sentences] = await Promise.all([
    extractConcepts([{ content: text, role: 'user' }], topic),
    // The same prose the extraction read, so that sentence indexes line up.
    readSentences(proseOnly(text)),
  ]);
  const found = new Map<string, FoundConcept>();
  for (const concept of map.concepts) {
    const [sentenceIndex = 0] = concept.sentences;
    const phrase = conceptPhrase(concept.label, sentences[sentenceIndex]?.tokens ?? []);
    if (phrase === null || NOT_CONCEPTS.has(phrase.bare.toLowerCase())) continue;
    const label = quotable(phrase.bare);
    const key = label.toLowerCase();
    if (label === '' || found.has(key)) continue;
    found.set(key, {
      label,
      asked: quotable(phrase.asked),
      key,
      sentence: map.sentences[sentenceIndex]?.text ?? '',
    });
  }
  return [...found.values()];
}
