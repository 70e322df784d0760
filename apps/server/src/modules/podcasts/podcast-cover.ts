import { fileURLToPath } from 'node:url';

/**
 * The shipped cover art (apps/server/assets, drawn by make-cover.mjs): 1400 to 3000 px square, RGB,
 * under 512 KB, as Apple and the podcast directories ask. From `src/` and from the built `dist/` alike.
 */
export const COVER_DIRECTORY = fileURLToPath(new URL('../../../assets/', import.meta.url));
export const COVER_FILE_NAME = 'podcast-cover.png';
/**
 * The same art at 700 px as a JPEG of at most 40 KB, for the MP3's own ID3 tag: every episode file carries
 * it, and the 131 KB PNG was a fifth of a one-minute episode (issue 39). The feed keeps the 1400 px PNG.
 */
export const TAG_COVER_FILE_NAME = 'podcast-cover-tag.jpg';
/** The most the tag's picture may weigh. */
export const TAG_COVER_MAX_BYTES = 40 * 1024;
