import type { TopicRulesReply } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { VIDEO_MANAGEMENT_KEY } from './video-management-key';

function fetchTopicRules(): Promise<TopicRulesReply> {
  return apiGet<TopicRulesReply>('admin/video/rules');
}

export function useTopicRules() {
  return useQuery({ queryKey: [...VIDEO_MANAGEMENT_KEY, 'rules'], queryFn: fetchTopicRules });
}
