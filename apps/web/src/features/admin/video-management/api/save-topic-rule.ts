import type { TopicRule, TopicRuleInput } from '@socratica/contracts';
import { saveRecord, useTabChange, type SaveRequest } from '../../shell/record-mutations';
import { VIDEO_MANAGEMENT_KEY } from './video-management-key';

/** POST admin/video/rules, or PUT admin/video/rules/{id} when editing. */
function saveTopicRule(request: SaveRequest<TopicRuleInput>): Promise<TopicRule> {
  return saveRecord<TopicRule, TopicRuleInput>('admin/video/rules', request);
}

export function useSaveTopicRule() {
  return useTabChange(VIDEO_MANAGEMENT_KEY, saveTopicRule);
}
