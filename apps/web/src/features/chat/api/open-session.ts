import type { OpenSessionReply } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The learner's chat still open, from any browser (DESIGN D9): one this browser has no copy of reopens too. */
function fetchOpenSession(): Promise<OpenSessionReply> {
  return apiGet<OpenSessionReply>('chat/open');
}

export function useOpenSessionQuery({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: ['chat-open'], queryFn: fetchOpenSession, enabled });
}
