import type { ReviewAction, VideoFeedbackReply } from '@socratica/contracts';
import { apiPut } from '../../../../lib/api-client';
import { useTabChange } from '../../shell/record-mutations';
import { VIDEO_REPORTS_KEY } from './video-reports-key';

interface ReportReview {
  reportId: number;
  action: ReviewAction;
}

/** PUT video-feedback/admin/reports/{id}/review?action=: dismiss, blacklist_video or blacklist_channel. */
function reviewReport({ reportId, action }: ReportReview): Promise<VideoFeedbackReply> {
  return apiPut<VideoFeedbackReply>(
    `video-feedback/admin/reports/${reportId}/review?${new URLSearchParams({ action }).toString()}`,
  );
}

export function useReviewReport() {
  return useTabChange(VIDEO_REPORTS_KEY, reviewReport);
}
