import { useEffect, useRef, type ReactNode } from 'react';
import type { ChatMessage } from '../chat-message';
import { MessageBubble } from './MessageBubble';
import classes from './MessageList.module.css';

interface MessageListProps {
  messages: ChatMessage[];
  /** The reply as it streams in, or null. */
  draft: string | null;
  /** A message has been sent and its reply has not finished. */
  replying: boolean;
  /** Extra content under a message (the Time's up choices). */
  renderExtra?: (message: ChatMessage) => ReactNode;
  className?: string;
}

export function MessageList({ messages, draft, replying, renderExtra, className }: MessageListProps) {
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
    // Phones: the page scrolls. On arrival the header (topic, timer, Pause) stays in view; news scrolls into view.
    if (messages.length === countOnArrival.current && draft === null) return;
    end.current?.scrollIntoView({ block: 'end' });
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
        />
      )}
      <div ref={end} className={classes.end} />
    </div>
  );
}
