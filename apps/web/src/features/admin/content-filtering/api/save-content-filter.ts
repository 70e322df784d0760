import type { ContentFilter, ContentFilterInput } from '@socratica/contracts';
import { saveRecord, useTabChange, type SaveRequest } from '../../shell/record-mutations';
import { CONTENT_FILTERING_KEY } from './content-filtering-key';

/** POST filters, or PUT filters/{id} when editing. */
function saveContentFilter(request: SaveRequest<ContentFilterInput>): Promise<ContentFilter> {
  return saveRecord<ContentFilter, ContentFilterInput>('filters', request);
}

export function useSaveContentFilter() {
  return useTabChange(CONTENT_FILTERING_KEY, saveContentFilter);
}
