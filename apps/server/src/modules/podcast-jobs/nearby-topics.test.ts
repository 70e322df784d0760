import { describe, expect, it } from 'vitest';
import { nearestTopics } from './nearby-topics.js';
import { skipTextFor, thinSourceText } from './topic-material.js';

/** What a library might hold: article titles and documents' topics. */
const LIBRARY = [
  'Photosynthesis',
  'Geomorphology',
  'Tectonic plates',
  'French Revolution',
  'Bastille',
  'Mitosis',
  'Cell (biology)',
  'Division (mathematics)',
  'Calvin cycle',
];

describe('nearestTopics (issue 39)', () => {
  it.each([
    // A shared word counts most; WordNet's broader field next.
    ['Plate tectonics', ['Tectonic plates', 'Geomorphology']],
    ['Cell division', ['Cell (biology)', 'Division (mathematics)', 'Mitosis']],
    ['Storming of the Bastille', ['Bastille', 'French Revolution']],
    ['Light reactions of photosynthesis', ['Photosynthesis']],
  ])('offers topics with sources near “%s”', (topic, expected) => {
    expect(nearestTopics(topic, LIBRARY)).toEqual(expected);
  });

  it('offers nothing for a topic nothing stored is near, and never the asked topic itself', () => {
    expect(nearestTopics('Jazz saxophone', LIBRARY)).toEqual([]);
    expect(nearestTopics('Mitosis', ['Mitosis', 'mitosis'])).toEqual([]);
  });

  it('offers at most three, without repeats', () => {
    const near = nearestTopics('Cell division', [...LIBRARY, 'Cell (biology)', 'Cell membrane', 'Cell wall']);
    expect(near).toHaveLength(3);
    expect(new Set(near).size).toBe(3);
  });
});

describe('the words of a refusal or a skip', () => {
  it('names the nearby topics, and the Sources tab to an admin only', () => {
    const learner = thinSourceText('Plate tectonics', ['Geomorphology'], 'learner');
    expect(learner).toBe(
      'There is nothing to make an episode on “Plate tectonics” from: no article or document covers it, and WordNet alone has only a dictionary entry. Topics near it that have sources: “Geomorphology”. Pick one of those, or a broader topic.',
    );
    expect(thinSourceText('Plate tectonics', [], 'admin')).toMatch(
      /No topic near it has a source yet: pick a broader topic, such as the subject it belongs to\. Or add a document filed under “Plate tectonics” in the Sources tab\.$/,
    );
  });

  it('gives a learner advice they can follow in place of the Sources tab', () => {
    const said =
      'Skipped: this schedule’s earlier episodes already covered every section its sources have on “Tides”. Add a document on it in the Sources tab, or give the schedule a new topic or outline.';
    const learner = skipTextFor(said, 'Tides', ['Ocean currents'], 'learner');
    expect(learner).not.toMatch(/Sources tab/);
    expect(learner).toBe(
      'Skipped: this schedule’s earlier episodes already covered every section its sources have on “Tides”. Topics near it that have sources: “Ocean currents”. Pick one of those, or a broader topic. Or give the schedule a new outline.',
    );
    expect(skipTextFor(said, 'Tides', ['Ocean currents'], 'admin')).toBe(said);
  });
});
