import type { OkBody } from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';
import { pausedSessionKey } from './paused-session';

/** Dismiss: the session is no longer offered for resuming; its chat and report stay. */
function dismissPausedSession(sessionId: number): Promise<OkBody> {
  return apiDelete<OkBody>(`assessments/${sessionId}/pause`);
}

export function useDismissPausedSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissPausedSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pausedSessionKey }),
  });
}
