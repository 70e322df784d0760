import type { UpvoteVideoRequest, VideoFeedbackReply } from '@socratica/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** Spec 1 §7: the learner found the video helpful for this topic. */
function upvoteVideo(request: UpvoteVideoRequest): Promise<VideoFeedbackReply> {
  return apiPost<VideoFeedbackReply>('video-feedback/upvote', { body: request });
}

export function useUpvoteVideoMutation() {
  return useMutation({ mutationFn: upvoteVideo });
}
