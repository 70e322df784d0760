import type { OkBody } from '@socratica/contracts';
import { deleteRecord, useTabChange } from '../../shell/record-mutations';
import { CONTENT_FILTERING_KEY } from './content-filtering-key';

/** DELETE videos/{id}: video search may offer the video again. */
function deleteBlockedVideo(id: number): Promise<OkBody> {
  return deleteRecord<OkBody>('videos', id);
}

export function useDeleteBlockedVideo() {
  return useTabChange(CONTENT_FILTERING_KEY, deleteBlockedVideo);
}
