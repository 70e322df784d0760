import type { MatrixEntry } from './matrix-entry.js';

const video = {
  video_id: 'dQw4w9WgXcQ',
  video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  video_title: 'Matrix video',
  channel_name: 'Matrix channel',
  channel_id: 'UCmatrixchannel',
};

/** The rows for video feedback and moderation. Ids that do not exist are fine: an admin's 404 passes. */
export const VIDEO_FEEDBACK_ROUTES: Record<string, MatrixEntry> = {
  'POST /socratica/api/video-feedback/upvote': {
    access: 'user',
    body: () => ({ ...video, topic: 'Photosynthesis' }),
  },
  'POST /socratica/api/video-feedback/report': {
    access: 'user',
    body: () => ({ ...video, comment: 'Off topic' }),
  },
  'GET /socratica/api/video-feedback/admin/reports': { access: 'admin' },
  'PUT /socratica/api/video-feedback/admin/reports/:id/review': {
    access: 'admin',
    url: () => '/socratica/api/video-feedback/admin/reports/999999/review?action=dismiss',
  },
  'GET /socratica/api/video-feedback/admin/blacklist': { access: 'admin' },
  'DELETE /socratica/api/video-feedback/admin/blacklist/:id': {
    access: 'admin',
    url: () => '/socratica/api/video-feedback/admin/blacklist/999999',
  },
  'GET /socratica/api/video-feedback/admin/upvoted-videos': { access: 'admin' },
  'DELETE /socratica/api/video-feedback/admin/upvoted-videos/:video_id': {
    access: 'admin',
    url: () => `/socratica/api/video-feedback/admin/upvoted-videos/${video.video_id}`,
  },
};
