import { ADMIN_QUERY_KEY } from '../../shell/admin-query-key';

/** Every list of the content-filtering tab; a change reloads them all (categories count their filters). */
export const CONTENT_FILTERING_KEY = [ADMIN_QUERY_KEY, 'content-filtering'] as const;
