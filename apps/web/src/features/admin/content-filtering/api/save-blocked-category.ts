import type { BlockedCategory, BlockedCategoryInput } from '@socratica/contracts';
import { saveRecord, useTabChange, type SaveRequest } from '../../shell/record-mutations';
import { CONTENT_FILTERING_KEY } from './content-filtering-key';

/** POST categories, or PUT categories/{id} when editing. */
function saveBlockedCategory(request: SaveRequest<BlockedCategoryInput>): Promise<BlockedCategory> {
  return saveRecord<BlockedCategory, BlockedCategoryInput>('categories', request);
}

export function useSaveBlockedCategory() {
  return useTabChange(CONTENT_FILTERING_KEY, saveBlockedCategory);
}
