import type { MatrixEntry } from './matrix-entry.js';

/** The rows for content filters, blocked categories and blocked videos. */
export const CONTENT_FILTER_ROUTES: Record<string, MatrixEntry> = {};
