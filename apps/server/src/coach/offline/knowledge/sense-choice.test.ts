import { describe, expect, it } from 'vitest';
import { nounLemmas } from './noun-lemmas.js';
import { chooseSense } from './sense-choice.js';

/**
 * A word as a learner writes it, in a session's topic, and the start of the WordNet definition the
 * topic means (DESIGN D19: "leaf" in photosynthesis is the plant organ; "water" is the compound).
 */
const CHOSEN: readonly [word: string, topic: string, definitionStart: string][] = [
  ['leaves', 'Photosynthesis', 'the main organ of photosynthesis'],
  ['Leaves', 'Autumn trees', 'the main organ of photosynthesis'],
  ['water', 'Chemistry', 'binary compound that occurs at room temperature'],
  ['bank', 'Rivers', 'sloping land'],
  ['bank', 'Economics', 'a financial institution'],
  ['cell', 'Biology', '(biology) the basic structural and functional unit of all organisms'],
  ['cell', 'Prisons', 'a room where a prisoner is kept'],
  ['cell', 'Electricity', 'a device that delivers an electric current'],
  ['plant', 'Botany', '(botany) a living organism lacking the power of locomotion'],
  ['plant', 'Factories', 'buildings for carrying on industrial labor'],
  ['mouse', 'Computers', 'a hand-operated electronic device'],
  ['mouse', 'Rodents', 'any of numerous small rodents'],
  ['mice', 'Rodents', 'any of numerous small rodents'],
  ['crane', 'Birds', 'large long-necked wading bird'],
  ['crane', 'Construction', 'lifts and moves heavy objects'],
  ['bass', 'Music', 'the lowest part of the musical range'],
  ['bass', 'Fishing', 'the lean flesh of a saltwater fish'],
  ['nuclei', 'Cell biology', 'a part of the cell containing DNA and RNA'],
  ['mitochondria', 'Cell biology', 'an organelle containing enzymes'],
  ['chloroplast', 'Photosynthesis', 'plastid containing chlorophyll'],
  ['stomata', 'Photosynthesis', 'a minute epidermal pore in a leaf or stem'],
  ['carbon dioxide', 'Photosynthesis', 'a heavy odorless colorless gas'],
  ['light reactions', 'Photosynthesis', 'the first stage of photosynthesis'],
  ['French Revolution', 'History', 'the revolution in France against the Bourbons'],
  ['bark', 'Trees', 'tough protective covering of the woody stems'],
  ['key', 'Music', 'any of 24 major or minor diatonic scales'],
  ['root', 'Plants', '(botany) the usually underground organ'],
  ['root', 'Algebra', 'a number that, when multiplied by itself'],
  ['current', 'Electricity', 'a flow of electricity through a conductor'],
  ['power', 'Electricity', '(physics) the rate of doing work'],
  ['pupil', 'The human eye', 'the contractile aperture in the center of the iris'],
  ['seal', 'Marine mammals', 'any of numerous marine mammals'],
  ['organ', 'The human body', 'a fully differentiated structural and functional unit'],
  ['bat', 'Mammals', 'nocturnal mouselike mammal'],
  ['bat', 'Baseball', '(baseball) a turn trying to get a hit'],
];

/** Words with several senses, none of which the topic speaks for: nothing may be quoted. */
const UNRELATED: readonly [word: string, topic: string][] = [
  ['bank', 'Photosynthesis'],
  ['crane', 'Fractions'],
  ['bass', 'Fractions'],
  ['mouse', 'The French Revolution'],
  ['cell', 'Poetry'],
  ['spring', 'Mechanics'],
];

describe('the WordNet sense a topic means', () => {
  it('is tested on at least 30 pairs', () => {
    expect(CHOSEN.length + UNRELATED.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CHOSEN)('“%s” in %s is “%s…”', (word, topic, start) => {
    const chosen = chooseSense(word, topic);
    expect(chosen?.sense.definition.startsWith(start), chosen?.sense.definition).toBe(true);
  });

  it.each(UNRELATED)('“%s” in %s has no sense to quote', (word, topic) => {
    expect(chooseSense(word, topic)).toBeNull();
  });

  it('still gives a word with one sense, which cannot be the wrong one', () => {
    expect(chooseSense('chloroplast', 'Fractions')?.sense.definition).toMatch(
      /^plastid containing chlorophyll/,
    );
  });

  it('never reads "leaves" as leave in a topic on plants, nor "water" as an excretion in chemistry', () => {
    expect(chooseSense('leaves', 'Photosynthesis')?.lemma).toBe('leaf');
    expect(chooseSense('water', 'Chemistry')?.sense.definition).not.toMatch(/excretory/);
    expect(chooseSense('water', 'Photosynthesis')?.sense.definition).not.toMatch(/excretory/);
  });
});

describe('the nouns WordNet lists for a written word', () => {
  it('tries the phrase whole first, then its singulars, regular and irregular', () => {
    expect(nounLemmas('leaves')).toEqual(['leave', 'leaf']);
    expect(nounLemmas('the light reactions')).toEqual(['light reaction']);
    expect(nounLemmas('mice')).toEqual(['mouse']);
    expect(nounLemmas('mitochondria')).toEqual(['mitochondrion']);
    expect(nounLemmas('volcanoes')).toContain('volcano');
    expect(nounLemmas('Carbon dioxide')).toEqual(['carbon dioxide']);
    expect(nounLemmas('zorblaxes')).toEqual([]);
  });
});
