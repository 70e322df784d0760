import type { BlacklistReply } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { VIDEO_REPORTS_KEY } from './video-reports-key';

function fetchBlacklist(): Promise<BlacklistReply> {
  return apiGet<BlacklistReply>('video-feedback/admin/blacklist');
}

export function useBlacklist() {
  return useQuery({ queryKey: [...VIDEO_REPORTS_KEY, 'blacklist'], queryFn: fetchBlacklist });
}
