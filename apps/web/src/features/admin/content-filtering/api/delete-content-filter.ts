import type { OkBody } from '@socratica/contracts';
import { deleteRecord, useTabChange } from '../../shell/record-mutations';
import { CONTENT_FILTERING_KEY } from './content-filtering-key';

function deleteContentFilter(id: number): Promise<OkBody> {
  return deleteRecord<OkBody>('filters', id);
}

export function useDeleteContentFilter() {
  return useTabChange(CONTENT_FILTERING_KEY, deleteContentFilter);
}
