import type { ChatSession } from '@socratica/contracts';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoader } from '../../../components/PageLoader';
import { ApiError, errorText } from '../../../lib/api-error';
import { chatSessionKey, useChatSessionQuery } from '../api/chat-session';
import { useOpenChatQuery } from '../api/open-chat';
import { fromStoredMessage } from '../chat-message';
import { fallbackWelcome } from '../page-messages';
import { ChatRoom, type ChatRoomProps } from './ChatRoom';
import { NoChatSession } from './NoChatSession';

interface ChatSessionViewProps {
  sessionId: number;
  /** The spec's `assessment_context` for this session, when the browser has it. */
  assessmentContext?: unknown;
  /** The session is paused and stored in the browser. */
  onPaused: () => void;
  /** The learner is an admin: an empty video catalogue points them to video management. */
  canManageVideos?: boolean;
}

/** Loads the session's chat from the server (its history, notes and timer) and opens it when it is new. */
export function ChatSessionView({
  sessionId,
  assessmentContext,
  onPaused,
  canManageVideos = false,
}: ChatSessionViewProps) {
  const query = useChatSessionQuery(sessionId);
  const queryClient = useQueryClient();

  if (query.isPending) return <PageLoader label="Loading your learning session…" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return <NoChatSession reason="not_found" />;
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle aria-hidden />}
        title="The chat could not be loaded"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorText(query.error)}</Text>
          <Button size="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  const session = query.data;
  // A resumed session starts afresh: a new stretch of time, the chat open again.
  const roomKey = `${session.session_id}:${session.paused_at ?? 'open'}`;
  const roomProps = {
    session,
    assessmentContext,
    onPaused,
    canManageVideos,
    onResumed: (resumed: ChatSession) => queryClient.setQueryData(chatSessionKey(sessionId), resumed),
  };
  if (session.messages.length === 0 && session.paused_at === null) {
    return <ChatOpening key={roomKey} {...roomProps} />;
  }
  return (
    <ChatRoom
      key={roomKey}
      {...roomProps}
      initialMessages={session.messages.map(fromStoredMessage)}
      initialTimer={session.timer}
      initialError={null}
    />
  );
}

type ChatOpeningProps = Omit<ChatRoomProps, 'initialMessages' | 'initialTimer' | 'initialError'>;

/** A new chat starts with the tutor's opening message, which also starts the timer (decision 010). */
function ChatOpening(props: ChatOpeningProps) {
  const opening = useOpenChatQuery(props.session.session_id);

  if (opening.isPending) return <PageLoader label="Your tutor is getting ready…" />;
  if (opening.isError) {
    // Spec 1 §8: the learner sees why, gets a welcome written by the page, and can still type.
    return (
      <ChatRoom
        {...props}
        initialMessages={[fallbackWelcome(props.session.topic)]}
        initialTimer={props.session.timer}
        initialError={`Failed to initialize learning session: ${errorText(opening.error)}`}
      />
    );
  }
  return (
    <ChatRoom
      {...props}
      initialMessages={[fromStoredMessage(opening.data.message)]}
      initialTimer={opening.data.timer}
      initialError={null}
    />
  );
}
