import type { ReportVideoRequest, VideoFeedbackReply } from '@socratica/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** Spec 1 §7: sends the video, with the learner's reason, to the admins' moderation queue. */
function reportVideo(request: ReportVideoRequest): Promise<VideoFeedbackReply> {
  return apiPost<VideoFeedbackReply>('video-feedback/report', { body: request });
}

export function useReportVideoMutation() {
  return useMutation({ mutationFn: reportVideo });
}
