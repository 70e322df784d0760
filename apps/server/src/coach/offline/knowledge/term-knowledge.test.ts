import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../../coach.js';
import { writeTutorReply } from '../tutor/tutor-reply.js';
import { isKindOf, knowTerm } from './term-knowledge.js';

/** Definition questions on school topics: the sense must be the one the topic means (D18). */
const SENSES: readonly [topic: string, term: string, definitionStart: string][] = [
  ['Fractions', 'denominator', 'the divisor of a fraction'],
  ['Fractions', 'fraction', 'the quotient of two rational numbers'],
  ['Fractions', 'numerator', 'the dividend of a fraction'],
  ['Cell biology', 'cell', 'the basic structural and functional unit of all organisms'],
  ['Cell biology', 'nucleus', 'a part of the cell containing DNA and RNA'],
  ['Photosynthesis', 'chlorophyll', 'any of a group of green pigments'],
  ['Photosynthesis', 'leaf', 'the main organ of photosynthesis'],
  ['Photosynthesis', 'light', 'electromagnetic radiation that can produce a visual sensation'],
  ['Chemistry basics', 'element', 'any of the more than 100 known substances'],
  ['Chemical bonding', 'bond', 'an electrical force linking atoms'],
  ['Forces and motion', 'force', 'the influence that produces a change in a physical quantity'],
  ['Forces and motion', 'mass', 'the property of a body that causes it to have weight'],
  ['Rivers', 'delta', 'a low triangular area of alluvial deposits'],
  ['Music theory', 'scale', 'a series of notes differing in pitch'],
  ['The French Revolution', 'revolution', 'the overthrow of a government'],
  ['Supply and demand', 'demand', 'the ability and desire to purchase goods and services'],
  ['English grammar', 'noun', 'the word class that can serve as the subject or object of a verb'],
  ['Geometry', 'angle', 'the space between two lines or planes that intersect'],
  ['Geometry', 'plane', 'an unbounded two-dimensional shape'],
  ['Algebra', 'equation', 'a mathematical statement that two expressions are equal'],
  ['Genetics', 'gene', 'a segment of DNA'],
  ['The solar system', 'orbit', 'the (usually elliptical) path described by one celestial body'],
  ['Poetry', 'stanza', 'a fixed number of lines of verse'],
  ['Plate tectonics', 'plate', "a rigid layer of the Earth's crust"],
  ['Electricity', 'current', 'a flow of electricity through a conductor'],
  ['Statistics', 'mean', 'an average of n numbers'],
  ['Volcanoes', 'crater', 'a bowl-shaped geological formation at the top of a volcano'],
  ['The human body', 'heart', 'the hollow muscular organ'],
  ['Programming', 'algorithm', 'a precise rule (or set of rules)'],
  ['Weather', 'front', 'the atmospheric phenomenon created at the boundary'],
];

/** The tutor's reply to the last learner message of a short chat on the topic. */
function replyOn(topic: string, history: ChatTurn[]): Promise<string> {
  const learnerTurns = history.filter((t) => t.role === 'user').length;
  return writeTutorReply({
    topic,
    difficulty: 'beginner',
    baseline: {
      experience_level: 'new',
      learning_focus: '',
      learning_preferences: '',
      success_criteria: '',
      confidence_baseline: 5,
    },
    baselineScore: 10,
    knowledgeGaps: [],
    history,
    pacing: {
      phase: 'exploration',
      elapsedMinutes: 2,
      remainingMinutes: 8,
      learnerTurns,
      previousPhase: null,
    },
    maxWords: 80,
  });
}

describe('the knowledge base picks the sense the topic means', () => {
  it('covers at least 20 school topics', () => {
    expect(new Set(SENSES.map(([topic]) => topic)).size).toBeGreaterThanOrEqual(20);
  });

  it.each(SENSES)('%s: “%s” is “%s…”', (topic, term, start) => {
    const known = knowTerm(term, topic);
    expect(known?.definition.startsWith(start), known?.definition).toBe(true);
    expect(known?.source).toBe('WordNet 3.1');
  });

  it.each(SENSES)(
    '%s: asked “What is a %s?”, the tutor quotes that sense and asks a question',
    async (topic, term, start) => {
      const reply = await replyOn(topic, [
        { role: 'assistant', content: 'Hi. What do you already know about this?' },
        { role: 'user', content: `What is a ${term}?` },
      ]);
      expect(reply).toContain(`WordNet 3.1 defines “${term}” as “${start}`);
      expect(reply.endsWith('?')).toBe(true);
    },
  );

  it('knows kinds and parts, and does not mistake a relation', () => {
    const nucleus = knowTerm('nucleus', 'Cell biology')!;
    expect(nucleus.partOf).toContain('cell');
    expect(isKindOf(knowTerm('denominator', 'Fractions')!, 'divisor')).toBe(true);
    expect(isKindOf(knowTerm('denominator', 'Fractions')!, 'animal')).toBe(false);
    expect(knowTerm('zorblax', 'Fractions')).toBeNull();
  });

  it('says it cannot find a term rather than guessing', async () => {
    const reply = await replyOn('Fractions', [{ role: 'user', content: 'What is a zorblax?' }]);
    expect(reply).toMatch(/^I can't find “zorblax” in WordNet/);
  });

  it('gives the definition when a learner is stuck twice on the same idea', async () => {
    const reply = await replyOn('Fractions', [
      { role: 'user', content: 'The denominator is confusing' },
      { role: 'assistant', content: 'What do you mean by the denominator?' },
      { role: 'user', content: "I don't know" },
      {
        role: 'assistant',
        content:
          "Let's take a smaller step: when you hear the denominator, what's the very first word that comes to mind?",
      },
      { role: 'user', content: "I don't know" },
    ]);
    expect(reply).toContain('WordNet 3.1 defines “denominator” as “the divisor of a fraction”');
  });
});
