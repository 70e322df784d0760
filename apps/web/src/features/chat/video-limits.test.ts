import * as contracts from '@socratica/contracts';
import { describe, expect, it } from 'vitest';
import {
  VIDEO_QUERY_MAX_LENGTH,
  VIDEO_REPORT_COMMENT_MAX_LENGTH,
  VIDEO_SEARCH_MAX_RESULTS,
  YOUTUBE_VIDEO_ID,
} from './video-limits';

describe('video limits', () => {
  it('match the API contract', () => {
    expect(VIDEO_SEARCH_MAX_RESULTS).toBe(contracts.VIDEO_SEARCH_MAX_RESULTS);
    expect(VIDEO_QUERY_MAX_LENGTH).toBe(contracts.VIDEO_QUERY_MAX_LENGTH);
    expect(VIDEO_REPORT_COMMENT_MAX_LENGTH).toBe(contracts.VIDEO_REPORT_COMMENT_MAX_LENGTH);
    expect(YOUTUBE_VIDEO_ID.source).toBe(contracts.YOUTUBE_VIDEO_ID.source);
  });
});
