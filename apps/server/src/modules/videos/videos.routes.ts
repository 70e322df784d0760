import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videoManagementRoutes } from './video-management.routes.js';
import type { VideoManagementService } from './video-management.service.js';
import { videoSearchRoutes } from './video-search.routes.js';
import type { VideoSearchService } from './video-search.service.js';
import { youtubeMonitorRoutes } from './youtube-monitor.routes.js';

/** Video search, the video-search API monitor and video management. */
export const videosRoutes: FastifyPluginAsyncZod<{
  videos: VideoSearchService;
  management: VideoManagementService;
}> = async (app, { videos, management }) => {
  await app.register(videoSearchRoutes, { videos });
  await app.register(youtubeMonitorRoutes, { monitor: videos.monitor });
  await app.register(videoManagementRoutes, { management });
};
