import type { Video } from '@socratica/contracts';
import { ApiError, errorText } from '../../lib/api-error';
import { playableVideoId } from './video-links';

// Spec 1 §5 and §8, word for word where the spec gives the words.

const VIDEO_ID_MISSING = 'Error: Could not extract video ID from video data';
const VIDEO_URL_MISSING = 'Error: Video URL is missing';
export const REPORT_REASON_MISSING = 'Please say why you are reporting this video.';
export const SEARCH_QUERY_MISSING = 'Please type what you would like to watch.';
export const NO_VIDEOS_FOUND = 'No videos found. Try a different search term.';

/** Why feedback on this video cannot be sent, before asking the server; null when it can. */
export function videoFeedbackProblem(video: Pick<Video, 'video_id' | 'url'>): string | null {
  if (playableVideoId(video) === null) return VIDEO_ID_MISSING;
  if (video.url.trim() === '') return VIDEO_URL_MISSING;
  return null;
}

export function upvoteFailureText(error: unknown): string {
  if (!(error instanceof ApiError)) return `Failed to upvote video (${errorText(error)})`;
  switch (error.status) {
    case 401:
      return 'Authentication failed. Please log in again.';
    case 403:
      return 'Permission denied. Admin access may be required.';
    case 422:
      return 'Invalid video data. Please try with a different video.';
    default:
      return error.detail ?? `Failed to upvote video (${error.status})`;
  }
}

export function reportFailureText(error: unknown): string {
  const why =
    error instanceof ApiError
      ? [error.status, error.detail].filter((part) => part !== undefined).join(' ')
      : errorText(error);
  return `Failed to report video: ${withoutFinalStop(why)}. Please try again.`;
}

export function searchFailureText(error: unknown): string {
  const detail = error instanceof ApiError ? error.detail : errorText(error);
  return detail ? `Failed to search videos: ${detail}` : 'Failed to search videos';
}

// The server's details are sentences; the spec's template adds its own full stop after them.
function withoutFinalStop(text: string): string {
  return text.replace(/[.\s]+$/, '');
}
