import type { ChatSession } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

function fetchChatSession(sessionId: number): Promise<ChatSession> {
  return apiGet<ChatSession>(`assessments/${sessionId}/chat`);
}

export const chatSessionKey = (sessionId: number) => ['chat-session', sessionId] as const;

export function useChatSessionQuery(sessionId: number) {
  return useQuery({
    queryKey: chatSessionKey(sessionId),
    queryFn: () => fetchChatSession(sessionId),
    // Read once per visit: the page keeps the conversation from there on, and a cached copy from an earlier
    // visit would miss everything said since (DESIGN D9: the server's history is the conversation).
    staleTime: Infinity,
    gcTime: 0,
  });
}
