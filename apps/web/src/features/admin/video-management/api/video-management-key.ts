import { ADMIN_QUERY_KEY } from '../../shell/admin-query-key';

/** Every list of the video-management tab; a change reloads them all (categories count rules and videos). */
export const VIDEO_MANAGEMENT_KEY = [ADMIN_QUERY_KEY, 'video-management'] as const;
