import { describe, expect, it } from 'vitest';
import { episodeDescription } from './episode-description.js';

const job = {
  title: 'Tides · Nov 26, 2026',
  description: 'Why the sea rises twice a day.',
  topic: 'Tides',
  scriptProvider: 'offline' as const,
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

  it('says so when the episode mostly repeats the schedule’s earlier one, and why offline', () => {
    const text = episodeDescription(job, script, FULL, {
      title: 'Tides · Nov 25, 2026',
      publishedAt: new Date('2026-11-25T14:07:00Z'),
      repetition: { repeated: 14, total: 15 },
    });
    expect(text).toBe(
      [
        'Most of this episode repeats this schedule’s earlier episode “Tides · Nov 25, 2026”: 14 of its 15 spoken lines are the same, word for word. The offline coach says only what it can stand behind about “Tides”, so it repeats itself until the schedule’s description states new facts or learners finish sessions on the topic.',
        'Why the sea rises twice a day.',
        'Sources: WordNet 3.1.',
      ].join('\n\n'),
    );
  });

  it('states only the count for a model’s script, and nothing when half or less repeats', () => {
    const model = { ...job, scriptProvider: 'openai' as const };
    expect(
      episodeDescription(model, script, FULL, {
        title: 'Tides I',
        publishedAt: new Date(),
        repetition: { repeated: 6, total: 6 },
      }),
    ).toContain(
      'Most of this episode repeats this schedule’s earlier episode “Tides I”: all 6 of its spoken lines are the same, word for word.\n\nWhy the sea',
    );
    expect(
      episodeDescription(model, script, FULL, {
        title: 'Tides I',
        publishedAt: new Date(),
        repetition: { repeated: 3, total: 6 },
      }),
    ).not.toContain('repeats');
  });

  it('tells two runs of one day apart by the earlier one’s time', () => {
    const text = episodeDescription(job, script, FULL, {
      title: job.title,
      publishedAt: new Date('2026-11-26T14:07:00Z'),
      repetition: { repeated: 11, total: 11 },
    });
    expect(text).toMatch(
      /^Most of this episode repeats this schedule’s earlier episode of the same title, published Nov 26, 9:07 AM ET: all 11 of its spoken lines are the same, word for word\. /,
    );
  });
});
