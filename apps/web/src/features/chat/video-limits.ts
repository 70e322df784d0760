// Re-declared from @socratica/contracts (VIDEO_SEARCH_MAX_RESULTS, VIDEO_QUERY_MAX_LENGTH,
// VIDEO_REPORT_COMMENT_MAX_LENGTH, YOUTUBE_VIDEO_ID): importing the contracts' values would pull zod into the
// page. video-limits.test.ts checks that both agree.

/** Spec 1 §9: a video search returns at most 5 videos. */
export const VIDEO_SEARCH_MAX_RESULTS = 5;

export const VIDEO_QUERY_MAX_LENGTH = 200;

export const VIDEO_REPORT_COMMENT_MAX_LENGTH = 1_000;

/** A YouTube video id: 11 characters of letters, digits, `-` and `_`. Anything else is never put into a URL. */
export const YOUTUBE_VIDEO_ID = /^[\w-]{11}$/;
