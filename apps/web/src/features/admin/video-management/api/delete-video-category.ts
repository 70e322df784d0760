import type { OkBody } from '@socratica/contracts';
import { deleteRecord, useTabChange } from '../../shell/record-mutations';
import { VIDEO_MANAGEMENT_KEY } from './video-management-key';

/** DELETE admin/video/categories/{id}: the server deletes the category's topic rules and videos with it. */
function deleteVideoCategory(id: number): Promise<OkBody> {
  return deleteRecord<OkBody>('admin/video/categories', id);
}

export function useDeleteVideoCategory() {
  return useTabChange(VIDEO_MANAGEMENT_KEY, deleteVideoCategory);
}
