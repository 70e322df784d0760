import { describe, expect, it } from 'vitest';
import { chaptersOf, clockTime, jsonChapters } from './episode-chapters.js';

describe('episode chapters', () => {
  it('starts each segment’s chapter where the mix put its first turn, the first at 0', () => {
    const chapters = chaptersOf([{ title: 'Welcome' }, { title: ' Calvin cycle ' }], [0.5, 245.6049]);
    expect(chapters).toEqual([
      { startSeconds: 0, title: 'Welcome' },
      { startSeconds: 245.6, title: 'Calvin cycle' },
    ]);
    expect(jsonChapters({ title: 'Photosynthesis', chapters }, 'Socratica')).toEqual({
      version: '1.2.0',
      title: 'Photosynthesis',
      podcastName: 'Socratica',
      chapters: [
        { startTime: 0, title: 'Welcome' },
        { startTime: 245.6, title: 'Calvin cycle' },
      ],
    });
  });

  it('writes times as mm:ss, and h:mm:ss past the hour', () => {
    expect([0, 59.6, 603.4, 3725].map(clockTime)).toEqual(['00:00', '01:00', '10:03', '1:02:05']);
  });
});
