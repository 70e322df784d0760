import type { MatrixEntry } from './matrix-entry.js';

const API = '/socratica/api';
/** Ids that do not exist: an admin gets 404, which the matrix accepts. */
const MISSING_ID = 999_999;

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

/** The rows for video search, the video-search API monitor and video management. */
export const VIDEO_ROUTES: Record<string, MatrixEntry> = {
  'POST /socratica/api/youtube-search': {
    access: 'user',
    body: () => ({ query: 'photosynthesis', max_results: 3 }),
  },

  'GET /socratica/api/admin/youtube/status': { access: 'admin' },
  'GET /socratica/api/admin/youtube/config': { access: 'admin' },
  'POST /socratica/api/admin/youtube/test': { access: 'admin' },
  'GET /socratica/api/admin/youtube/search': {
    access: 'admin',
    url: () => `${API}/admin/youtube/search?query=tides&max_results=5`,
  },
  'GET /socratica/api/admin/youtube/educational-channels': { access: 'admin' },

  'GET /socratica/api/admin/video/categories': { access: 'admin' },
  'POST /socratica/api/admin/video/categories': {
    access: 'admin',
    body: () => ({ name: unique('Matrix category'), description: 'Made by the matrix test' }),
  },
  'PUT /socratica/api/admin/video/categories/:id': {
    access: 'admin',
    url: () => `${API}/admin/video/categories/${MISSING_ID}`,
    body: () => ({ name: unique('Renamed category') }),
  },
  'DELETE /socratica/api/admin/video/categories/:id': {
    access: 'admin',
    url: () => `${API}/admin/video/categories/${MISSING_ID}`,
  },
  'GET /socratica/api/admin/video/rules': { access: 'admin' },
  'POST /socratica/api/admin/video/rules': {
    access: 'admin',
    // A category that does not exist: an admin gets 422, which a refused caller never reaches.
    body: () => ({ category_id: MISSING_ID, keywords: 'tides, moon' }),
  },
  'PUT /socratica/api/admin/video/rules/:id': {
    access: 'admin',
    url: () => `${API}/admin/video/rules/${MISSING_ID}`,
    body: () => ({ category_id: MISSING_ID, keywords: ['tides'] }),
  },
  'DELETE /socratica/api/admin/video/rules/:id': {
    access: 'admin',
    url: () => `${API}/admin/video/rules/${MISSING_ID}`,
  },
  'GET /socratica/api/admin/video/videos': { access: 'admin' },
  'POST /socratica/api/admin/video/videos': {
    access: 'admin',
    body: () => ({
      category_id: MISSING_ID,
      title: 'Tides explained',
      url: 'https://www.youtube.com/watch?v=abcdefghijk',
    }),
  },
  'PUT /socratica/api/admin/video/videos/:id': {
    access: 'admin',
    url: () => `${API}/admin/video/videos/${MISSING_ID}`,
    body: () => ({
      category_id: MISSING_ID,
      title: 'Tides explained',
      url: 'https://www.youtube.com/watch?v=abcdefghijk',
    }),
  },
  'DELETE /socratica/api/admin/video/videos/:id': {
    access: 'admin',
    url: () => `${API}/admin/video/videos/${MISSING_ID}`,
  },
};
