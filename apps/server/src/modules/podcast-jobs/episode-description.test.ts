import { describe, expect, it } from 'vitest';
import { episodeDescription } from './episode-description.js';

const job = {
  title: 'Tides · Nov 26, 2026',
  description: 'Why the sea rises twice a day.',
  topic: 'Tides',
  scriptProvider: 'offline' as const,
};
const script = { shortfallNote: null, sources: ['WordNet 3.1'] };

describe('episodeDescription', () => {
  it('is the outline with the coach’s own shortfall note and sources', () => {
    expect(
      episodeDescription(
        { ...job, description: 'Leaves and light.', topic: 'Photosynthesis' },
        {
          shortfallNote: 'Only 3 of the 15 minutes could be filled.',
          sources: ['the admin’s outline', 'WordNet 3.1'],
        },
      ),
    ).toBe(
      'Leaves and light.\n\nOnly 3 of the 15 minutes could be filled.\n\nSources: the admin’s outline; WordNet 3.1.',
    );
    expect(episodeDescription({ ...job, description: ' ' }, { shortfallNote: null, sources: [] })).toBe(
      'A two-host conversation about Tides.',
    );
  });

  it('says so when the episode mostly repeats the schedule’s earlier one, and why offline', () => {
    const text = episodeDescription(job, script, {
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
      episodeDescription(model, script, {
        title: 'Tides I',
        publishedAt: new Date(),
        repetition: { repeated: 6, total: 6 },
      }),
    ).toContain(
      'Most of this episode repeats this schedule’s earlier episode “Tides I”: all 6 of its spoken lines are the same, word for word.\n\nWhy the sea',
    );
    expect(
      episodeDescription(model, script, {
        title: 'Tides I',
        publishedAt: new Date(),
        repetition: { repeated: 3, total: 6 },
      }),
    ).not.toContain('repeats');
  });

  it('tells two runs of one day apart by the earlier one’s time', () => {
    const text = episodeDescription(job, script, {
      title: job.title,
      publishedAt: new Date('2026-11-26T14:07:00Z'),
      repetition: { repeated: 11, total: 11 },
    });
    expect(text).toMatch(
      /^Most of this episode repeats this schedule’s earlier episode of the same title, published Nov 26, 9:07 AM ET: all 11 of its spoken lines are the same, word for word\. /,
    );
  });
});
