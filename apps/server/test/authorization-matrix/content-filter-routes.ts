import type { MatrixEntry } from './matrix-entry.js';

// An id no row has: the admin's call answers 404 (or 422 for a missing category), which still shows
// the route let an administrator through.
const MISSING = 999_999;
const API = '/socratica/api';

const category = () => ({ name: 'Matrix category', severity: 'high' });
const filter = () => ({ blocked_category_id: MISSING, keywords: 'matrix', match_type: 'any' });
const video = () => ({
  blocked_category_id: MISSING,
  title: 'Matrix video',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
});

/** The rows for content filters, blocked categories and blocked videos. */
export const CONTENT_FILTER_ROUTES: Record<string, MatrixEntry> = {
  [`GET ${API}/categories`]: { access: 'admin' },
  [`POST ${API}/categories`]: { access: 'admin', body: category },
  [`PUT ${API}/categories/:id`]: {
    access: 'admin',
    url: () => `${API}/categories/${MISSING}`,
    body: category,
  },
  [`DELETE ${API}/categories/:id`]: { access: 'admin', url: () => `${API}/categories/${MISSING}` },

  [`GET ${API}/filters`]: { access: 'admin' },
  [`POST ${API}/filters`]: { access: 'admin', body: filter },
  [`PUT ${API}/filters/:id`]: { access: 'admin', url: () => `${API}/filters/${MISSING}`, body: filter },
  [`DELETE ${API}/filters/:id`]: { access: 'admin', url: () => `${API}/filters/${MISSING}` },

  [`GET ${API}/videos`]: { access: 'admin' },
  [`POST ${API}/videos`]: { access: 'admin', body: video },
  [`PUT ${API}/videos/:id`]: { access: 'admin', url: () => `${API}/videos/${MISSING}`, body: video },
  [`DELETE ${API}/videos/:id`]: { access: 'admin', url: () => `${API}/videos/${MISSING}` },
};
