import { Badge, Box, Group, Loader, Paper, Text, VisuallyHidden } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import type { ChatMessage } from '../chat-message';
import { AssistantMarkdown } from './AssistantMarkdown';
import classes from './MessageList.module.css';
import { VideoEmbeds } from './VideoEmbeds';

interface MessageBubbleProps {
  message: Pick<ChatMessage, 'role' | 'content' | 'videoEmbeds' | 'interrupted' | 'answeredOffline'>;
  /** The reply is still arriving. */
  streaming?: boolean;
  /** The reply waits its turn for the server's model, behind other learners (1 = next). */
  placeInLine?: number | null;
  /** The learner's message waits for a restarting server, to be sent again. */
  serverRestarting?: boolean;
  /** Shown under the text (the Time's up choices). */
  children?: ReactNode;
}

// Memoised: a chat of hundreds of messages must not re-render (and re-parse the Markdown of) every message on
// each key the learner types, nor on each piece of a streaming reply.
export const MessageBubble = memo(function MessageBubble({
  message,
  streaming = false,
  placeInLine = null,
  serverRestarting = false,
  children,
}: MessageBubbleProps) {
  const fromLearner = message.role === 'user';
  return (
    <Box className={classes.row} data-role={message.role}>
      <Paper className={classes.bubble} data-role={message.role} p="sm" px="md" radius="lg" withBorder>
        <VisuallyHidden>{fromLearner ? 'You said:' : 'Tutor said:'}</VisuallyHidden>
        {fromLearner ? (
          // The learner's words as typed: never parsed as Markdown or HTML.
          <Text size="sm" className={classes.plain}>
            {message.content}
          </Text>
        ) : (
          <AssistantMarkdown>{message.content}</AssistantMarkdown>
        )}
        {streaming && message.content === '' && (
          <Group gap="xs">
            <Loader type="dots" size="sm" aria-hidden />
            <Text size="sm" c="dimmed">
              {waitingText(placeInLine, serverRestarting)}
            </Text>
          </Group>
        )}
        {message.interrupted && (
          <Badge mt="xs" size="sm" variant="outline" color="gray.8">
            Interrupted
          </Badge>
        )}
        {message.answeredOffline && (
          <Text mt="xs" size="xs" c="dimmed">
            The AI coach was unavailable for this turn, so the built-in offline coach answered.
          </Text>
        )}
        <VideoEmbeds videos={message.videoEmbeds} />
        {children}
      </Paper>
    </Box>
  );
});

function waitingText(placeInLine: number | null, serverRestarting: boolean): string {
  if (serverRestarting) return 'The server is restarting; your message is sent again in a few seconds…';
  if (placeInLine === null) return 'The tutor is thinking…';
  if (placeInLine <= 1) return 'The tutor is answering another learner; you are next.';
  const ahead = placeInLine - 1;
  return `The tutor is answering other learners; ${ahead} ${ahead === 1 ? 'learner is' : 'learners are'} ahead of you.`;
}
