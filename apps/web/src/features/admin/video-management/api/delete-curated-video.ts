import type { OkBody } from '@socratica/contracts';
import { deleteRecord, useTabChange } from '../../shell/record-mutations';
import { VIDEO_MANAGEMENT_KEY } from './video-management-key';

/** DELETE admin/video/videos/{id}: the video leaves the curated catalogue. */
function deleteCuratedVideo(id: number): Promise<OkBody> {
  return deleteRecord<OkBody>('admin/video/videos', id);
}

export function useDeleteCuratedVideo() {
  return useTabChange(VIDEO_MANAGEMENT_KEY, deleteCuratedVideo);
}
