import type { VideoFeedbackReply } from '@socratica/contracts';
import { deleteRecord, useTabChange } from '../../shell/record-mutations';
import { VIDEO_REPORTS_KEY } from './video-reports-key';

/** DELETE video-feedback/admin/blacklist/{id}: searches may show the video or channel again. */
function removeBlacklistEntry(id: number): Promise<VideoFeedbackReply> {
  return deleteRecord<VideoFeedbackReply>('video-feedback/admin/blacklist', id);
}

export function useRemoveBlacklistEntry() {
  return useTabChange(VIDEO_REPORTS_KEY, removeBlacklistEntry);
}
