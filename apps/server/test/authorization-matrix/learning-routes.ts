import type { MatrixEntry } from './matrix-entry.js';

const API = '/socratica/api';
/** Every field of the Learning tab's filter; the matrix's sessions are on Photosynthesis. */
const LEARNING_FILTER = 'topic=Photosynthesis&from=2026-01-01&to=2099-12-31';

/** The rows for the admin's Learning tab (issue 40 §4). */
export const LEARNING_ROUTES: Record<string, MatrixEntry> = {
  [`GET ${API}/admin/learning`]: { access: 'admin', url: () => `${API}/admin/learning?${LEARNING_FILTER}` },
  [`GET ${API}/admin/learning/export`]: {
    access: 'admin',
    url: () => `${API}/admin/learning/export?${LEARNING_FILTER}`,
  },
  [`POST ${API}/admin/learning/retirements`]: {
    access: 'admin',
    // A text no generator writes: the retirement the admin's call makes serves nobody's items.
    body: () => ({ kind: 'item', topic_key: 'photosynthesis', question_text: 'The matrix’s retired item?' }),
  },
};
