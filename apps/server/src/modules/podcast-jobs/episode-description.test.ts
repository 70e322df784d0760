import { describe, expect, it } from 'vitest';
import { episodeDescription } from './episode-description.js';

const job = {
  title: 'Tides · Nov 26, 2026',
  description: 'Why the sea rises twice a day.',
  topic: 'Tides',
  durationMinutes: 10,
};
/** The finished audio's length, as long as asked. */
const FULL = 600;
const script = { shortfallNote: null, sources: ['WordNet 3.1'] };

describe('episodeDescription', () => {
  it('is the outline and its sources, and nothing about how it was made', () => {
    expect(
      episodeDescription({ ...job, description: 'Leaves and light.', topic: 'Photosynthesis' }, script, FULL),
    ).toBe('Leaves and light.\n\nSources: WordNet 3.1.');
    expect(episodeDescription({ ...job, description: ' ' }, { shortfallNote: null, sources: [] }, FULL)).toBe(
      'A two-host conversation about Tides.',
    );
  });

  it('says first that the episode is short, with the finished audio’s length, never a word count’s', () => {
    const short = {
      shortfallNote: 'This episode runs about 2 minutes, not the 10 asked: … does not pad or invent.',
      sources: ['WordNet 3.1'],
    };
    const text = episodeDescription(job, short, 187);
    expect(text).toBe(
      'This episode runs 3:07, shorter than the 10 minutes asked: there was not enough source material on “Tides” for more.\n\nWhy the sea rises twice a day.\n\nSources: WordNet 3.1.',
    );
    expect(text).not.toMatch(/pad or invent|about 2 minutes/);
    // Short by the measure even when the script did not expect it; within 15% is as asked.
    expect(episodeDescription(job, script, 480)).toMatch(
      /^This episode runs 8:00, shorter than the 10 minutes asked/,
    );
    expect(episodeDescription(job, script, 520)).not.toMatch(/shorter/);
  });

  it('gives no reason for a short episode whose writer did not say its sources ran out', () => {
    expect(episodeDescription(job, script, 480)).toBe(
      'This episode runs 8:00, shorter than the 10 minutes asked.\n\nWhy the sea rises twice a day.\n\nSources: WordNet 3.1.',
    );
  });

  it('says when the offline writer wrote it because the model failed (issue 38)', () => {
    expect(episodeDescription(job, { ...script, writtenOffline: true }, FULL)).toBe(
      'Why the sea rises twice a day.\n\nThe AI model could not write a usable script for this episode, so the built-in offline writer wrote it from the sources.\n\nSources: WordNet 3.1.',
    );
  });

  it('lists the sections it covers with where each starts, the length, and keeps the sources (issue 39)', () => {
    const segments = [
      { title: 'Welcome' },
      { title: 'Photosynthesis' },
      { title: 'Light reactions' },
      { title: 'Calvin cycle' },
      { title: 'Wrap-up' },
    ];
    const chapters = [
      { startSeconds: 0, title: 'Welcome' },
      { startSeconds: 15.2, title: 'Photosynthesis' },
      { startSeconds: 41.3, title: 'Light reactions' },
      { startSeconds: 245.6, title: 'Calvin cycle' },
      { startSeconds: 552.2, title: 'Wrap-up' },
    ];
    const sources = [
      'Wikipedia, “Photosynthesis” (CC BY-SA 4.0), https://en.wikipedia.org/wiki/Photosynthesis',
    ];
    const text = episodeDescription(
      { ...job, description: '', topic: 'Photosynthesis' },
      { shortfallNote: null, sources, segments },
      603.4,
      chapters,
    );
    expect(text).toBe(
      [
        'A two-host conversation about Photosynthesis: Light reactions and Calvin cycle.',
        'In this episode (10:03):\n00:00 Welcome\n00:15 Photosynthesis\n00:41 Light reactions\n04:06 Calvin cycle\n09:12 Wrap-up',
        'Sources: Wikipedia, “Photosynthesis” (CC BY-SA 4.0), https://en.wikipedia.org/wiki/Photosynthesis.',
      ].join('\n\n'),
    );
    // The requester's outline leads when there is one; the outline of times follows it all the same.
    const outlined = episodeDescription(job, { shortfallNote: null, sources, segments }, 603.4, chapters);
    expect(outlined.split('\n\n')[0]).toBe('Why the sea rises twice a day.');
    expect(outlined).toContain('04:06 Calvin cycle');
  });
});
