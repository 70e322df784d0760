import type { VideoCategory, VideoCategoryInput } from '@socratica/contracts';
import { saveRecord, useTabChange, type SaveRequest } from '../../shell/record-mutations';
import { VIDEO_MANAGEMENT_KEY } from './video-management-key';

/** POST admin/video/categories, or PUT admin/video/categories/{id} when editing. */
function saveVideoCategory(request: SaveRequest<VideoCategoryInput>): Promise<VideoCategory> {
  return saveRecord<VideoCategory, VideoCategoryInput>('admin/video/categories', request);
}

export function useSaveVideoCategory() {
  return useTabChange(VIDEO_MANAGEMENT_KEY, saveVideoCategory);
}
