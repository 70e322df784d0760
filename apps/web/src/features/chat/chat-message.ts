import type { ChatRequestMessage, StoredChatMessage, Video } from '@socratica/contracts';

/** Spec 1 §3 "Chat message" (role, content, videoEmbeds), with what the page needs to show it. */
export interface ChatMessage {
  /** React's key: the server's id for a stored message, a page-made one otherwise. */
  id: string;
  role: 'user' | 'assistant';
  content: string;
  videoEmbeds: Video[];
  /** A reply cut off part-way (Stop, a dropped connection, a provider failure); the part written is kept. */
  interrupted: boolean;
  /** The offline coach wrote this reply because the AI coach was unavailable for the turn. */
  answeredOffline?: boolean;
  /** Written by the page, not the tutor (the fallback welcome, Time's up): shown, never sent to the server. */
  localOnly: boolean;
}

// The server reads only the last message (decision 010); a short tail keeps the spec's body shape cheap.
const HISTORY_SENT = 20;

let pageMessageCount = 0;

function pageMessageId(): string {
  pageMessageCount += 1;
  return `page-${pageMessageCount}`;
}

export function fromStoredMessage(message: StoredChatMessage): ChatMessage {
  return {
    id: `server-${message.id}`,
    role: message.role,
    content: message.content,
    videoEmbeds: message.video_embeds,
    interrupted: message.interrupted,
    answeredOffline: message.answered_offline,
    localOnly: false,
  };
}

export function learnerMessage(content: string): ChatMessage {
  return {
    id: pageMessageId(),
    role: 'user',
    content,
    videoEmbeds: [],
    interrupted: false,
    localOnly: false,
  };
}

/** A reply the tutor had started when it was cut off, as far as the page received it. */
export function interruptedReply(content: string): ChatMessage {
  return {
    id: pageMessageId(),
    role: 'assistant',
    content,
    videoEmbeds: [],
    interrupted: true,
    localOnly: false,
  };
}

/** An assistant-side message the page writes itself. */
export function pageMessage(content: string): ChatMessage {
  return {
    id: pageMessageId(),
    role: 'assistant',
    content,
    videoEmbeds: [],
    interrupted: false,
    localOnly: true,
  };
}

/** The spec's `messages` body: the conversation's tail, without the page's own messages. */
export function toRequestMessages(messages: ChatMessage[]): ChatRequestMessage[] {
  return messages
    .filter((message) => !message.localOnly)
    .slice(-HISTORY_SENT)
    .map(({ role, content }) => ({ role, content }));
}
