import { describe, expect, it } from 'vitest';
import { scheduledEpisodeTitle } from './scheduled-episode-title.js';

const job = { title: 'Plants weekly · Nov 26, 2026', topic: 'Photosynthesis' };
const framed = (...middle: string[]) => [
  { title: 'Welcome' },
  ...middle.map((title) => ({ title })),
  { title: 'Wrap-up' },
];

describe('scheduledEpisodeTitle', () => {
  it('names the sections a slot covers, so two slots of one schedule read differently (issue 39)', () => {
    const first = scheduledEpisodeTitle(job, framed('Light reactions', 'Calvin cycle'), []);
    const second = scheduledEpisodeTitle(job, framed('Chloroplasts', 'Evolution'), [first]);
    expect(first).toBe('Photosynthesis: Light reactions and Calvin cycle');
    expect(second).toBe('Photosynthesis: Chloroplasts and Evolution');
  });

  it('keeps the slot’s title when the sections name nothing but the topic', () => {
    expect(scheduledEpisodeTitle(job, framed('Photosynthesis'), [])).toBe(job.title);
    expect(scheduledEpisodeTitle(job, [{ title: ' ' }], [])).toBe(job.title);
  });

  it('adds the slot’s title when an earlier episode already has the same name', () => {
    expect(scheduledEpisodeTitle(job, framed('Calvin cycle'), ['Photosynthesis: Calvin cycle'])).toBe(
      'Photosynthesis: Calvin cycle (Plants weekly · Nov 26, 2026)',
    );
  });

  it('names fewer sections rather than run past what a podcast app shows', () => {
    const long = framed(
      'The light-dependent reactions in the thylakoid membranes',
      'The Calvin cycle in the stroma',
      'C4 and CAM plants',
    );
    const title = scheduledEpisodeTitle(job, long, []);
    expect(title).toBe('Photosynthesis: The light-dependent reactions in the thylakoid membranes');
    expect(title.length).toBeLessThanOrEqual(90);
  });
});
