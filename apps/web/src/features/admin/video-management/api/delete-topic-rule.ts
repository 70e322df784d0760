import type { OkBody } from '@socratica/contracts';
import { deleteRecord, useTabChange } from '../../shell/record-mutations';
import { VIDEO_MANAGEMENT_KEY } from './video-management-key';

function deleteTopicRule(id: number): Promise<OkBody> {
  return deleteRecord<OkBody>('admin/video/rules', id);
}

export function useDeleteTopicRule() {
  return useTabChange(VIDEO_MANAGEMENT_KEY, deleteTopicRule);
}
