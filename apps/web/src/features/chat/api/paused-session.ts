import type { PausedSessionReply } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The learner's most recently paused session, from any browser (DESIGN D9). */
function fetchPausedSession(): Promise<PausedSessionReply> {
  return apiGet<PausedSessionReply>('chat/paused');
}

export const pausedSessionKey = ['chat-paused'] as const;

export function usePausedSessionQuery({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: pausedSessionKey, queryFn: fetchPausedSession, enabled });
}
