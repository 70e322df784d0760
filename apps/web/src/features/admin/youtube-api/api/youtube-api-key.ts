import { ADMIN_QUERY_KEY } from '../../shell/admin-query-key';

export const YOUTUBE_API_KEY = [ADMIN_QUERY_KEY, 'youtube-api'] as const;
