import type { Video } from '@socratica/contracts';
import type { Env } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import type { ContentFilterService } from '../content-filter/content-filter.service.js';
import type { VideoFeedbackService } from '../video-feedback/video-feedback.service.js';

export interface VideoSearchDependencies {
  db: Database;
  env: Env;
  contentFilter: ContentFilterService;
  feedback: VideoFeedbackService;
}

export interface VideoQuery {
  query: string;
  /** Recent chat text that sharpens the query. */
  context?: string;
  maxResults?: number;
  excludeVideoIds?: string[];
}

export class VideoSearchService {
  constructor(private readonly deps: VideoSearchDependencies) {}

  /** Videos for a query, after the blacklist, the blocked videos and the content filters. */
  async search(query: VideoQuery, signal?: AbortSignal): Promise<Video[]> {
    void query;
    void signal;
    return []; // FILLED IN BY THE VIDEO-SEARCH WORK
  }
}
