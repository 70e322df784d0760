import type { StoredChatMessage } from '@socratica/contracts';
import type { ChatMessageRow } from '../../db/schema/index.js';

/** A chat message as the API gives it. */
export function toStored(message: ChatMessageRow): StoredChatMessage {
  return {
    id: message.id,
    role: message.role,
    content: message.content,
    video_embeds: message.videoEmbeds,
    interrupted: message.interrupted,
    answered_offline: message.answeredOffline,
    created_at: message.createdAt.toISOString(),
  };
}
