import { useEffect, useRef, type ReactNode } from 'react';
import type { ChatMessage } from '../chat-message';
import { MessageBubble } from './MessageBubble';
import classes from './MessageList.module.css';

interface MessageListProps {
  messages: ChatMessage[];
  /** The reply as it streams in, or null. */
  draft: string | null;
  /** The reply waits for the server's model behind other learners: its place in line, 1 = next. */
  placeInLine?: number | null;
  /** The message waits for a restarting server, to be sent again. */
  serverRestarting?: boolean;
  /** A message has been sent and its reply has not finished. */
  replying: boolean;
  /** Extra content under a message (the Time's up choices). */
  renderExtra?: (message: ChatMessage) => ReactNode;
  className?: string;
}

export function MessageList({
  messages,
  draft,
  placeInLine = null,
  serverRestarting = false,
  replying,
  renderExtra,
  className,
}: MessageListProps) {
  const list = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const countOnArrival = useRef(messages.length);

  useEffect(() => {
    const box = list.current;
    if (!box) return;
    // Wide screens: the list scrolls inside itself, and only the list moves.
    if (box.scrollHeight > box.clientHeight) {
      box.scrollTop = box.scrollHeight;
      return;
    }
    // Phones: the page scrolls, under the sticky header (topic, timer, Pause). News scrolls into view; on
    // arrival, so does the newest message of a chat longer than the screen, as in any chat app.
    const arrived = messages.length === countOnArrival.current && draft === null;
    // The pinned composer covers the foot of the screen: its height is the end marker's scroll margin.
    const newestBelowScreen = (marker: HTMLElement) =>
      marker.getBoundingClientRect().top >
      window.innerHeight - parseFloat(getComputedStyle(marker).scrollMarginBottom || '0');
    const marker = end.current;
    if (!marker || (arrived && !newestBelowScreen(marker))) return;
    marker.scrollIntoView({ block: 'end' });
  }, [messages.length, draft]);

  return (
    // A log announces what is added. While a reply streams the log is busy, so a screen reader waits and reads
    // the finished reply once instead of every piece.
    <div
      role="log"
      aria-label="Conversation"
      aria-live="polite"
      aria-relevant="additions"
      aria-busy={replying}
      // Scrollable regions must be reachable by keyboard.
      tabIndex={0}
      ref={list}
      className={[classes.list, className].filter(Boolean).join(' ')}
    >
      {messages.map((message) => (
        <MessageBubble key={message.id} message={message}>
          {renderExtra?.(message)}
        </MessageBubble>
      ))}
      {replying && (
        <MessageBubble
          message={{ role: 'assistant', content: draft ?? '', videoEmbeds: [], interrupted: false }}
          streaming
          placeInLine={placeInLine}
          serverRestarting={serverRestarting}
        />
      )}
      <div ref={end} className={classes.end} />
    </div>
  );
}
