import type { OkBody } from '@socratica/contracts';
import { deleteRecord, useTabChange } from '../../shell/record-mutations';
import { CONTENT_FILTERING_KEY } from './content-filtering-key';

/** DELETE categories/{id}: the server deletes the category's filters and blocked videos with it. */
function deleteBlockedCategory(id: number): Promise<OkBody> {
  return deleteRecord<OkBody>('categories', id);
}

export function useDeleteBlockedCategory() {
  return useTabChange(CONTENT_FILTERING_KEY, deleteBlockedCategory);
}
