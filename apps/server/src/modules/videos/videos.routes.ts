import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VideoSearchService } from './video-search.service.js';

export const videosRoutes: FastifyPluginAsyncZod<{ videos: VideoSearchService }> = async (
  app,
  { videos },
) => {
  void app;
  void videos;
};
