import { pageMessage, type ChatMessage } from './chat-message';

/** Spec 1 §8: shown as the tutor's first message when the opening could not be fetched. */
export function fallbackWelcome(topic: string): ChatMessage {
  return pageMessage(
    `Welcome! Let's explore ${topic} together. To start, what do you already know about it, ` +
      'and what would you most like to understand by the end of this session?',
  );
}

// The server stores the same words when a session is saved after its time ran out, so they stay in the history.
const TIMES_UP_TEXT =
  "Time's up! Your learning time for this session is over. You can take the post-assessment to see " +
  'what you learned, keep chatting a little longer, or save the session and resume it later.';

/** Spec 1 §4: added once when the chat timer reaches zero; the page shows its three choices under it. */
export function timesUpMessage(): ChatMessage {
  return pageMessage(TIMES_UP_TEXT);
}

/** Whether the history already ends with Time's up (stored by the server): it is not said twice. */
export function endsWithTimesUp(messages: readonly ChatMessage[]): ChatMessage | null {
  const last = messages.at(-1);
  return last?.role === 'assistant' && last.content === TIMES_UP_TEXT ? last : null;
}
