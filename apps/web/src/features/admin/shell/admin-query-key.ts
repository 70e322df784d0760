/**
 * The first part of every admin query key: changing tab invalidates them all, so the tab that opens
 * shows fresh data (spec 2 §2) while the closed ones refetch only when opened again.
 */
export const ADMIN_QUERY_KEY = 'admin';
