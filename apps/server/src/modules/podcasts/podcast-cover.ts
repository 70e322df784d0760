import { fileURLToPath } from 'node:url';

/**
 * The shipped cover art (apps/server/assets, drawn by make-cover.mjs): 1400 to 3000 px square, RGB,
 * under 512 KB, as Apple and the podcast directories ask. From `src/` and from the built `dist/` alike.
 */
export const COVER_DIRECTORY = fileURLToPath(new URL('../../../assets/', import.meta.url));
export const COVER_FILE_NAME = 'podcast-cover.png';
