import type { MatrixEntry } from './matrix-entry.js';

/** The rows for video search, the video-search API monitor and video management. */
export const VIDEO_ROUTES: Record<string, MatrixEntry> = {};
