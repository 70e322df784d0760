import { describe, expect, it } from 'vitest';
import { catalogueChannelId } from './catalogue-channel.js';

describe('a curated video’s channel identity', () => {
  it('is the YouTube channel id when the admin gave one', () => {
    expect(catalogueChannelId(' UCX6b17PVsYBQ0ip5gyeme-Q ', 'CrashCourse')).toBe('UCX6b17PVsYBQ0ip5gyeme-Q');
  });

  it('is derived from the channel name otherwise, the same whatever its case or spacing', () => {
    const id = catalogueChannelId('', 'Amoeba Sisters');
    expect(id).toMatch(/^catalogue-[0-9a-f]{24}$/);
    expect(catalogueChannelId('', '  amoeba   SISTERS ')).toBe(id);
    expect(catalogueChannelId('', 'Amoeba Brothers')).not.toBe(id);
  });

  it('fits the 64 characters a report may carry, however long the name', () => {
    expect(catalogueChannelId('', 'A very long channel name '.repeat(20)).length).toBeLessThanOrEqual(64);
  });

  it('is blank when the video names no channel', () => {
    expect(catalogueChannelId('', '   ')).toBe('');
  });
});
