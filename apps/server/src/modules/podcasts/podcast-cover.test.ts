import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import {
  COVER_DIRECTORY,
  COVER_FILE_NAME,
  TAG_COVER_FILE_NAME,
  TAG_COVER_MAX_BYTES,
} from './podcast-cover.js';

const tagCover = readFileSync(join(COVER_DIRECTORY, TAG_COVER_FILE_NAME));
const feedCover = readFileSync(join(COVER_DIRECTORY, COVER_FILE_NAME));

describe('the shipped covers (issue 39)', () => {
  it('gives the MP3 tag a square JPEG of at most 40 KB', () => {
    expect(tagCover.length).toBeLessThanOrEqual(TAG_COVER_MAX_BYTES);
    const image = jpeg.decode(tagCover, { useTArray: true });
    expect(image.width).toBe(image.height);
    // Large enough for a player's now-playing screen.
    expect(image.width).toBeGreaterThanOrEqual(600);
  });

  it('draws the same art: the tag picture is mostly the feed cover’s indigo', () => {
    const { data } = jpeg.decode(tagCover, { useTArray: true });
    // The top-left corner is the gradient's indigo (59, 91, 219), within JPEG's error.
    expect(Math.abs(data[0]! - 59)).toBeLessThan(12);
    expect(Math.abs(data[1]! - 91)).toBeLessThan(12);
    expect(Math.abs(data[2]! - 219)).toBeLessThan(12);
  });

  it('keeps the feed artwork a PNG of 1400 px or more, as Apple asks', () => {
    expect([...feedCover.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    const width = feedCover.readUInt32BE(16);
    const height = feedCover.readUInt32BE(20);
    expect(width).toBeGreaterThanOrEqual(1400);
    expect(height).toBe(width);
  });
});
