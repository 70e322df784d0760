import type { MatrixEntry } from './matrix-entry.js';

const API = '/socratica/api';

/**
 * The admin's AI connection check (issue 26). The matrix's server runs the offline coach, so an admin's call
 * answers 200 without calling any model, which still shows the route lets an admin through.
 */
export const AI_CHECK_ROUTES: Record<string, MatrixEntry> = {
  [`POST ${API}/admin/ai/check`]: { access: 'admin' },
};
