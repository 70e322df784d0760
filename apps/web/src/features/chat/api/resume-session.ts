import type { ChatSession } from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { pausedSessionKey } from './paused-session';

interface ResumeSessionInput {
  sessionId: number;
  minutes: number;
}

/** Starts a new stretch of chat time of `minutes`; its clock starts with the tutor's next reply. */
function resumeSession({ sessionId, minutes }: ResumeSessionInput): Promise<ChatSession> {
  return apiPost<ChatSession>(`assessments/${sessionId}/resume`, { body: { minutes } });
}

export function useResumeSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pausedSessionKey }),
  });
}
