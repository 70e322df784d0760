import type { MatrixEntry } from './matrix-entry.js';

// An id no document has: the admin's call answers 404, which still shows the route let an admin through.
const MISSING = 999_999;
const API = '/socratica/api';

/** The rows for the admin's Sources tab (D19). An upload without a multipart body is refused with a 415. */
export const SOURCE_ROUTES: Record<string, MatrixEntry> = {
  [`GET ${API}/admin/sources`]: { access: 'admin' },
  [`POST ${API}/admin/sources`]: { access: 'admin' },
  [`GET ${API}/admin/sources/:id/passages`]: {
    access: 'admin',
    url: () => `${API}/admin/sources/${MISSING}/passages`,
  },
  [`DELETE ${API}/admin/sources/:id`]: { access: 'admin', url: () => `${API}/admin/sources/${MISSING}` },
};
