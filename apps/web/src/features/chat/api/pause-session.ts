import type { ChatSession } from '@socratica/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** Stops the chat clock on the server and saves the notes with it. */
function pauseSession(sessionId: number, notes: string): Promise<ChatSession> {
  return apiPost<ChatSession>(`assessments/${sessionId}/pause`, { body: { notes } });
}

export function usePauseSessionMutation(sessionId: number) {
  return useMutation({ mutationFn: (notes: string) => pauseSession(sessionId, notes) });
}
