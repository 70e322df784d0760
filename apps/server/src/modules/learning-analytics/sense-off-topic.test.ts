import { describe, expect, it } from 'vitest';
import { nounSenses } from '../../knowledge/wordnet/wordnet.js';
import { senseOffTopic } from './sense-off-topic.js';

const keyedTo = (word: string, sense = 0) => ({
  statement: `wordnet:definition:${nounSenses(word)[sense]!.offset}`,
});

describe('senseOffTopic', () => {
  it('flags a WordNet key whose sense says nothing of the topic', () => {
    expect(senseOffTopic('french revolution', keyedTo('american'))).toBe(true);
    expect(senseOffTopic('the solar system', keyedTo('mercury'))).toBe(true);
  });

  it('keeps a sense whose words, definition or broader sense name the topic', () => {
    // "… found in photosynthetic organisms"
    expect(senseOffTopic('photosynthesis', keyedTo('chlorophyll'))).toBe(false);
    // "an organelle …", an organelle being "a specialized part of a cell"
    expect(senseOffTopic('cell biology', keyedTo('mitochondrion'))).toBe(false);
    expect(senseOffTopic('the solar system', keyedTo('planet'))).toBe(false);
  });

  it('reads the sense from the citation of items stored before statements', () => {
    const citation = (word: string) => `WordNet 3.1, the noun “${word}” (sense 1 of 3): a definition`;
    expect(senseOffTopic('french revolution', { citation: citation('American') })).toBe(true);
    expect(senseOffTopic('photosynthesis', { citation: citation('chlorophyll') })).toBe(false);
  });

  it('never flags a key from a passage or the model', () => {
    expect(senseOffTopic('french revolution', { citation: 'French Revolution (Wikipedia), § Causes' })).toBe(
      false,
    );
    expect(senseOffTopic('french revolution', { statement: 'passage:12:3' })).toBe(false);
  });
});
