import type { MatrixEntry } from './matrix-entry.js';

/** The rows for video feedback and moderation. */
export const VIDEO_FEEDBACK_ROUTES: Record<string, MatrixEntry> = {};
