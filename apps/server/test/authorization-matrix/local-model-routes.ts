import type { MatrixEntry } from './matrix-entry.js';

const API = '/socratica/api';

/**
 * The rows for the embedded model's card (D21). The matrix's server runs the offline coach, so an admin's
 * POST and DELETE answer 409 (nothing to download), which still shows the routes let an admin through.
 */
export const LOCAL_MODEL_ROUTES: Record<string, MatrixEntry> = {
  [`GET ${API}/admin/ai/local-model`]: { access: 'admin' },
  [`POST ${API}/admin/ai/local-model/download`]: { access: 'admin' },
  [`DELETE ${API}/admin/ai/local-model/download`]: { access: 'admin' },
};
