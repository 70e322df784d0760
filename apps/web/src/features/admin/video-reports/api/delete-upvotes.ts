import type { VideoFeedbackReply } from '@socratica/contracts';
import { deleteRecord, useTabChange } from '../../shell/record-mutations';
import { VIDEO_REPORTS_KEY } from './video-reports-key';

/** DELETE video-feedback/admin/upvoted-videos/{video_id}: every learner's upvote of the video. */
function deleteUpvotes(videoId: string): Promise<VideoFeedbackReply> {
  return deleteRecord<VideoFeedbackReply>('video-feedback/admin/upvoted-videos', videoId);
}

export function useDeleteUpvotes() {
  return useTabChange(VIDEO_REPORTS_KEY, deleteUpvotes);
}
