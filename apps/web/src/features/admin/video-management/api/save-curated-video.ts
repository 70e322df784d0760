import type { CuratedVideo, CuratedVideoInput } from '@socratica/contracts';
import { saveRecord, useTabChange, type SaveRequest } from '../../shell/record-mutations';
import { VIDEO_MANAGEMENT_KEY } from './video-management-key';

/** POST admin/video/videos, or PUT admin/video/videos/{id} when editing. */
function saveCuratedVideo(request: SaveRequest<CuratedVideoInput>): Promise<CuratedVideo> {
  return saveRecord<CuratedVideo, CuratedVideoInput>('admin/video/videos', request);
}

export function useSaveCuratedVideo() {
  return useTabChange(VIDEO_MANAGEMENT_KEY, saveCuratedVideo);
}
