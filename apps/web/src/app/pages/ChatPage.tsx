import { Loader } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { ChatSessionView } from '../../features/chat/components/ChatSessionView';
import { useOpenSessionQuery } from '../../features/chat/api/open-session';
import { NoChatSession } from '../../features/chat/components/NoChatSession';
import { useSession } from '../../features/auth/hooks/use-session';
import { loadAssessmentContext } from '../../features/quiz/assessment-context';
import { pausedHomeState } from '../routing/paused-state';

/** `?session=N` when given (a resumed session, a link), else the session of the last baseline. */
function sessionIdFrom(param: string | null, contextSessionId: number | undefined): number | null {
  if (param !== null) return /^[1-9]\d*$/.test(param) ? Number(param) : null;
  return contextSessionId ?? null;
}

export function ChatPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [context] = useState(loadAssessmentContext);
  const { user } = useSession();
  const named = sessionIdFrom(searchParams.get('session'), context?.session_id);
  // Without a session of its own (another browser, cleared storage), the page asks the server for the
  // learner's open chat, as the landing page asks for a paused one.
  const asked = named === null && !searchParams.has('session');
  const open = useOpenSessionQuery({ enabled: asked });
  const sessionId = named ?? open.data?.open?.session_id ?? null;

  return (
    <Page title="Chat with the Tutor" titleHiddenOnPhones>
      {asked && open.isPending ? (
        <Loader aria-label="Looking for your learning session" />
      ) : sessionId === null ? (
        <NoChatSession reason={searchParams.has('session') ? 'not_found' : 'none'} />
      ) : (
        <ChatSessionView
          key={sessionId}
          sessionId={sessionId}
          // The quiz's context belongs to one session; another session's would mislead.
          assessmentContext={context?.session_id === sessionId ? context : undefined}
          onPaused={() => void navigate('/', { state: pausedHomeState })}
          canManageVideos={user?.role === 'admin'}
        />
      )}
    </Page>
  );
}
