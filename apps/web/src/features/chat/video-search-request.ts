import type { VideoSearchRequest } from '@socratica/contracts';
import type { ChatMessage } from './chat-message';
import { VIDEO_SEARCH_MAX_RESULTS } from './video-limits';

/** Spec 1 §9: the last 5 messages sharpen the query. */
const CONTEXT_MESSAGES = 5;
// The contract's caps (VideoSearchRequest): a long tutor reply must not get the whole search refused.
const CONTEXT_MAX_LENGTH = 25_000;
const EXCLUDED_IDS_MAX = 200;

/**
 * Spec 1 §7 `POST youtube-search`: the query, the last 5 messages joined, the session, at most 5 results, and
 * the videos this chat has already shown, so that a search brings new ones. The page's own messages (the
 * fallback welcome, Time's up) are not part of the conversation and are left out.
 */
export function videoSearchRequest(
  query: string,
  messages: ChatMessage[],
  sessionId: number,
): VideoSearchRequest {
  const conversation = messages.filter((message) => !message.localOnly);
  const context = conversation
    .slice(-CONTEXT_MESSAGES)
    .map((message) => message.content)
    .join('\n');
  return {
    query: query.trim(),
    context: context.slice(-CONTEXT_MAX_LENGTH),
    session_id: sessionId,
    max_results: VIDEO_SEARCH_MAX_RESULTS,
    exclude_video_ids: shownVideoIds(conversation).slice(-EXCLUDED_IDS_MAX),
  };
}

function shownVideoIds(messages: ChatMessage[]): string[] {
  const ids = new Set<string>();
  for (const message of messages) for (const video of message.videoEmbeds) ids.add(video.video_id);
  return [...ids];
}
