import type { Me } from '@socratica/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { forgetLearnerData } from '../../../lib/learner-storage';
import { clearToken, readToken, saveToken } from '../../../lib/token-storage';
import { onUnauthorized } from '../../../lib/unauthorized';
import { meQueryOptions, useMeQuery } from '../api/me';
import { SessionContext, type Session, type SessionEndReason, type SessionStatus } from '../session-context';

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // localStorage is not observable, so the token also lives in state to re-render when it changes.
  const [token, setToken] = useState<string | null>(readToken);
  const [endReason, setEndReason] = useState<SessionEndReason | null>(null);
  const me = useMeQuery(token !== null);

  const endSession = useCallback(
    (reason: SessionEndReason) => {
      clearToken();
      // Signing out hands the browser to the next person. An expired token is more likely the same learner
      // signing in again, who keeps their paused chat; someone else is caught by the check in fetchMe.
      if (reason === 'signed-out') forgetLearnerData();
      setToken(null);
      setEndReason(reason);
      queryClient.removeQueries();
    },
    [queryClient],
  );

  // The API client has already dropped the token; the guards then send the person to the login page.
  useEffect(() => onUnauthorized(() => endSession('expired')), [endSession]);

  const startSession = useCallback(
    async (accessToken: string): Promise<Me> => {
      saveToken(accessToken);
      try {
        // staleTime 0: never reuse a user cached for an earlier token.
        const user = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
        setToken(accessToken);
        setEndReason(null);
        return user;
      } catch (error) {
        clearToken();
        throw error;
      }
    },
    [queryClient],
  );

  const { refetch } = me;
  const recheck = useCallback(() => void refetch(), [refetch]);

  const status: SessionStatus =
    token === null ? 'signed-out' : me.data ? 'signed-in' : me.isError ? 'check-failed' : 'checking';
  const user = token !== null ? (me.data ?? null) : null;

  const session = useMemo<Session>(
    () => ({ status, user, endReason, startSession, endSession, recheck }),
    [status, user, endReason, startSession, endSession, recheck],
  );

  return <SessionContext value={session}>{children}</SessionContext>;
}
