import type { StoredKeyedQuestion } from '../../db/schema/index.js';
import { nounSenses, synsetAt, WORDNET_SOURCE, type Synset } from '../../knowledge/wordnet/wordnet.js';

/**
 * Whether an item's key is a WordNet sense off the topic: "Which of these are kinds of “American”?" asked
 * on the French Revolution, keyed to "a native or inhabitant of the United States" (issue 40 §4).
 *
 * A heuristic, and only for keys WordNet stands behind: the key's senses (from the key's statement,
 * "wordnet:kind:123>456", or, on items stored before statements, its citation's "the noun “X” (sense 2
 * of 3)") are on the topic when one of them, or what it is a kind of, is a sense of the topic
 * itself or has a word of the topic (compared by a stem) among its words or in its definition. Keys
 * from a passage or the model are never flagged: nothing here reads what they mean.
 */
export function senseOffTopic(topicKey: string, key: StoredKeyedQuestion['key']): boolean {
  const senses = keyedSenses(key);
  if (senses.length === 0) return false;
  const ownSenses = nounSenses(topicKey);
  // The topic's words, and those of what WordNet says it is: photosynthesis is "synthesis of compounds
  // with the aid of radiant energy (especially in plants)", so light ("electromagnetic radiation") and
  // glucose ("a source of … energy") are on it.
  const stems = [...topicStems(topicKey), ...ownSenses.flatMap((s) => topicStems(s.definition))];
  // The topic's senses and what they are kinds of: the French Revolution is a revolution (an overthrow).
  const topicSenses = new Set(ownSenses.flatMap((s) => [s.offset, ...broader(s).map((b) => b.offset)]));
  if (stems.length === 0 && topicSenses.size === 0) return false;
  return !senses.some((sense) => {
    const near = [sense, ...broader(sense)];
    if (near.some((s) => topicSenses.has(s.offset))) return true;
    // The sense's own words are left out: "cell", a room for a prisoner, is not on cell biology for its name.
    const text = [sense.definition, ...broader(sense).flatMap((s) => [...s.words, s.definition])];
    const words = new Set(wordsOf(text.join(' ')));
    return [...words].some((word) => stems.some((stem) => word.startsWith(stem)));
  });
}

const broader = (sense: Synset) =>
  sense.pointers.filter((p) => BROADER.has(p.symbol)).map((p) => synsetAt(p.offset));

/**
 * Pointers to what the sense is a kind or an instance of, or the field it belongs to: "mitochondrion" is
 * an organelle, "a specialized part of a cell". Narrower senses are left out: the kinds of "American"
 * include "Creole", "descended from French ancestors", which says nothing of the French Revolution.
 */
const BROADER = new Set(['@', '@i', ';c']);

/** Short words ("the", "of", "war") say nothing of a topic, or stem to too much. */
const MIN_TOPIC_WORD = 4;

/** A word's stem for comparison: "revolution" → "revolut" (meets "revolutionary"), "cells" → "cell". */
const stemOf = (word: string) => word.slice(0, Math.max(MIN_TOPIC_WORD, word.length - 3));

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

function topicStems(topicKey: string): string[] {
  return wordsOf(topicKey)
    .filter((word) => word.length >= MIN_TOPIC_WORD)
    .map(stemOf);
}

const STATEMENT_OFFSETS = /^wordnet:[a-z]+:([\d>]+)$/;
const CITED_SENSE = /the noun “([^”]+)”(?: \(sense (\d+) of \d+\))?/;

function keyedSenses(key: StoredKeyedQuestion['key']): Synset[] {
  const fromStatement = key.statement?.match(STATEMENT_OFFSETS);
  if (fromStatement) return fromStatement[1]!.split('>').map((offset) => synsetAt(Number(offset)));
  if (!key.citation?.startsWith(WORDNET_SOURCE)) return [];
  const cited = key.citation.match(CITED_SENSE);
  if (!cited) return [];
  const sense = nounSenses(cited[1]!)[Number(cited[2] ?? 1) - 1];
  return sense ? [sense] : [];
}
