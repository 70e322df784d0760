import type { ChatReply } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** The tutor's opening message; the server writes it once, so asking again returns the same one. */
function openChat(sessionId: number): Promise<ChatReply> {
  return apiPost<ChatReply>('chat/open', { body: { session_id: sessionId } });
}

export function useOpenChatQuery(sessionId: number) {
  return useQuery({
    queryKey: ['chat-open', sessionId],
    // No abort signal: React's strict-mode remount must reuse the request in flight, not start a second one
    // that the server would refuse while the first opening is being written.
    queryFn: () => openChat(sessionId),
    staleTime: Infinity,
    gcTime: 0,
    // 409: an opening is being written already (a visit a moment ago); once written, asking again returns it.
    retry: (failures, error) => error instanceof ApiError && error.status === 409 && failures < 3,
    retryDelay: 2000,
  });
}
