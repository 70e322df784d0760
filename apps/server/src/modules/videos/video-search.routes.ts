import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, VideoSearchReply, VideoSearchRequest } from '@socratica/contracts';
import { abortedWhenClientLeaves } from '../../lib/server-sent-events.js';
import { requirePrincipal } from '../../plugins/access.js';
import type { VideoSearchService } from './video-search.service.js';

export const videoSearchRoutes: FastifyPluginAsyncZod<{ videos: VideoSearchService }> = async (
  app,
  { videos },
) => {
  app.post(
    '/youtube-search',
    {
      config: { access: 'user' },
      schema: {
        tags: ['videos'],
        summary:
          'Videos for a query: from YouTube when configured, else the curated catalogue; always moderated',
        security: [{ bearer: [] }],
        body: VideoSearchRequest,
        response: { 200: VideoSearchReply, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { query, context, max_results, exclude_video_ids } = request.body;
      return videos.searchFor(
        requirePrincipal(request).id,
        { query, context, maxResults: max_results, excludeVideoIds: exclude_video_ids },
        abortedWhenClientLeaves(reply),
      );
    },
  );
};
