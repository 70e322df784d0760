import type { BlockedVideo, BlockedVideoInput } from '@socratica/contracts';
import { saveRecord, useTabChange, type SaveRequest } from '../../shell/record-mutations';
import { CONTENT_FILTERING_KEY } from './content-filtering-key';

/** POST videos, or PUT videos/{id} when editing. */
function saveBlockedVideo(request: SaveRequest<BlockedVideoInput>): Promise<BlockedVideo> {
  return saveRecord<BlockedVideo, BlockedVideoInput>('videos', request);
}

export function useSaveBlockedVideo() {
  return useTabChange(CONTENT_FILTERING_KEY, saveBlockedVideo);
}
