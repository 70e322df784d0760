import { ADMIN_QUERY_KEY } from '../../shell/admin-query-key';

/** Every list of the video-reports tab: spec 2 §4 reloads them all after each action. */
export const VIDEO_REPORTS_KEY = [ADMIN_QUERY_KEY, 'video-reports'] as const;
