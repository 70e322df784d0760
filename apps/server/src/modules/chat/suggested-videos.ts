import type { Video } from '@socratica/contracts';
import type { ChatMessageRow } from '../../db/schema/index.js';
import type { VideoSearchService } from '../videos/video-search.service.js';

/** A suggestion is a nudge, not a reading list. */
const SUGGESTED_VIDEOS = 2;
/** Spec 1 §7: the last 5 messages sharpen a video search. */
const CONTEXT_MESSAGES = 5;
/** The reply is written and waiting on this search; a slow search loses its videos, not the reply. */
const SEARCH_BUDGET_MS = 5_000;

/**
 * Videos for the query the tutor asked for, none that this chat has already shown. A failed or slow
 * search answers none: the tutor's reply matters more than its videos.
 */
export async function suggestedVideos(
  videos: VideoSearchService,
  query: string,
  messages: readonly ChatMessageRow[],
  signal: AbortSignal,
): Promise<Video[]> {
  try {
    return await videos.search(
      {
        query,
        context: messages
          .slice(-CONTEXT_MESSAGES)
          .map((m) => m.content)
          .join('\n'),
        maxResults: SUGGESTED_VIDEOS,
        excludeVideoIds: messages.flatMap((m) => m.videoEmbeds.map((video) => video.video_id)),
      },
      AbortSignal.any([signal, AbortSignal.timeout(SEARCH_BUDGET_MS)]),
    );
  } catch {
    return [];
  }
}
