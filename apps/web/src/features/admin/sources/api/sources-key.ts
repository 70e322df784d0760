import { ADMIN_QUERY_KEY } from '../../shell/admin-query-key';

/**
 * Every query of the Sources tab, under the admin key so that a tab change marks them stale. `useAdminQuery`
 * adds ADMIN_QUERY_KEY itself, so it is given these keys without their first part.
 */
export const SOURCES_KEY = [ADMIN_QUERY_KEY, 'sources'] as const;

export const SOURCE_DOCUMENTS_KEY = [...SOURCES_KEY, 'documents'] as const;

export const sourcePassagesKey = (documentId: number) => [...SOURCES_KEY, 'passages', documentId] as const;
