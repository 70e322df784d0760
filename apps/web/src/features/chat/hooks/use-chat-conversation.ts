import type { ChatReply, TutorPhase } from '@socratica/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError, NetworkError, errorText } from '../../../lib/api-error';
import { ChatStreamFailure, streamChatReply } from '../api/stream-chat-reply';
import { CHAT_MESSAGE_MAX_LENGTH } from '../chat-limits';
import {
  fromStoredMessage,
  interruptedReply,
  learnerMessage,
  toRequestMessages,
  type ChatMessage,
} from '../chat-message';

interface ConversationOptions {
  sessionId: number;
  initialMessages: ChatMessage[];
  /** An error to show from the start (the opening failed). */
  initialError?: string | null;
  /** The spec's `assessment_context`; the server reads its own copy (decision 010). */
  assessmentContext?: unknown;
  onReply?: (reply: ChatReply) => void;
  onPhase?: (phase: TutorPhase) => void;
}

export interface SendCallbacks {
  /** The server has stored the learner's message: the input box can be cleared. */
  onAccepted: () => void;
}

/** The conversation with the tutor: the messages shown, the reply being streamed, Stop and the last error. */
export function useChatConversation({
  sessionId,
  initialMessages,
  initialError = null,
  assessmentContext,
  onReply,
  onPhase,
}: ConversationOptions) {
  const [messages, setMessages] = useState(initialMessages);
  /** The reply as it streams in; null when the tutor is not writing one. */
  const [draft, setDraft] = useState<string | null>(null);
  const [placeInLine, setPlaceInLine] = useState<number | null>(null);
  /** The server refused the message while restarting; it is sent again in a moment. */
  const [serverRestarting, setServerRestarting] = useState(false);
  const [replying, setReplying] = useState(false);
  const [error, setError] = useState<string | null>(initialError);
  const controllerRef = useRef<AbortController | null>(null);

  // Leaving the page stops the reply; the server keeps what was written, marked interrupted.
  useEffect(() => () => controllerRef.current?.abort(), []);

  async function send(text: string, { onAccepted }: SendCallbacks): Promise<void> {
    const content = text.trim();
    // The ref, not `replying`: a second Enter can arrive before React has re-rendered.
    if (controllerRef.current || !content || content.length > CHAT_MESSAGE_MAX_LENGTH) return;
    const controller = new AbortController();
    controllerRef.current = controller;

    const mine = learnerMessage(content);
    const history = [...messages, mine];
    setMessages(history);
    setReplying(true);
    setError(null);

    let accepted = false;
    let written = '';
    try {
      const reply = await streamChatReply(
        {
          messages: toRequestMessages(history),
          user_id: 1,
          session_id: sessionId,
          assessment_context: assessmentContext,
        },
        {
          signal: controller.signal,
          onRestartWait: () => setServerRestarting(true),
          onStart(start) {
            accepted = true;
            setServerRestarting(false);
            setDraft('');
            onAccepted();
            onPhase?.(start.phase);
          },
          onQueued: setPlaceInLine,
          onDelta(piece) {
            setPlaceInLine(null);
            written += piece;
            setDraft(written);
          },
        },
      );
      setMessages((shown) => [...shown, fromStoredMessage(reply.message)]);
      onReply?.(reply);
    } catch (failure) {
      if (!accepted) {
        // Nothing was stored: the message leaves the list and stays in the input box to send again.
        setMessages((shown) => shown.filter((message) => message !== mine));
      } else {
        const kept = keptPart(failure, written);
        if (kept) setMessages((shown) => [...shown, kept]);
      }
      if (!controller.signal.aborted) setError(chatErrorText(failure, accepted));
    } finally {
      controllerRef.current = null;
      setDraft(null);
      setPlaceInLine(null);
      setServerRestarting(false);
      setReplying(false);
    }
  }

  /** Stop: the reply ends where it is; the part already written stays, marked interrupted. */
  function stop() {
    controllerRef.current?.abort();
  }

  function append(message: ChatMessage) {
    setMessages((shown) => [...shown, message]);
  }

  return {
    messages,
    draft,
    placeInLine,
    serverRestarting,
    replying,
    error,
    send,
    stop,
    append,
    showError: setError,
    dismissError: () => setError(null),
  };
}

function keptPart(failure: unknown, written: string): ChatMessage | null {
  // The server's copy when it sent one: it is what a reload will show.
  if (failure instanceof ChatStreamFailure && failure.kept) return fromStoredMessage(failure.kept);
  return written.trim() ? interruptedReply(written) : null;
}

function chatErrorText(failure: unknown, accepted: boolean): string {
  if (failure instanceof ApiError) return failure.detail ?? `Chat request failed: ${failure.status}`;
  if (failure instanceof ChatStreamFailure) return failure.detail;
  if (failure instanceof NetworkError) return 'Network error. Check your connection and try again.';
  // A read that fails mid-stream is a dropped connection; the message itself was already saved.
  if (accepted) return 'The connection was lost before the reply finished. Your message was saved.';
  return errorText(failure);
}
