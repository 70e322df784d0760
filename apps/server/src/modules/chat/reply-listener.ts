import type { ChatStreamStart } from '@socratica/contracts';

/** What the chat tells whoever relays a reply (the SSE stream, or nothing for a whole reply), as it happens. */
export interface ReplyListener {
  /** Everything has been checked and the learner's message saved: the reply is about to be written. */
  onStart?(start: ChatStreamStart): void;
  onDelta?(text: string): void;
  /** The reply waits for the embedded model (D21): its place in the line, 1 = next, repeated while it waits. */
  onQueued?(position: number): void;
}
