import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EducationalChannelsReply,
  ErrorBody,
  YoutubeConfig,
  YoutubeSearchQuery,
  YoutubeSearchReply,
  YoutubeStatus,
  YoutubeTestResult,
} from '@socratica/contracts';
import type { YoutubeMonitorService } from './youtube-monitor.service.js';

const adminOnly = { config: { access: 'admin' as const } };
const adminDoc = { tags: ['admin: video-search API'], security: [{ bearer: [] }] };
const refusals = { 401: ErrorBody, 403: ErrorBody };

export const youtubeMonitorRoutes: FastifyPluginAsyncZod<{ monitor: YoutubeMonitorService }> = async (
  app,
  { monitor },
) => {
  app.get(
    '/admin/youtube/status',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: "Today's quota use (reset at midnight Pacific) and whether YouTube is answering",
        response: { 200: YoutubeStatus, ...refusals },
      },
    },
    () => monitor.status(),
  );

  app.get(
    '/admin/youtube/config',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'The video-search settings (never the API key)',
        response: { 200: YoutubeConfig, ...refusals },
      },
    },
    () => monitor.config(),
  );

  app.post(
    '/admin/youtube/test',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary:
          'Make one real, cheap call to YouTube (1 quota unit) and say how it went; without a key, say that learners get the curated catalogue',
        response: { 200: YoutubeTestResult, ...refusals },
      },
    },
    () => monitor.test(),
  );

  app.get(
    '/admin/youtube/search',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary:
          "YouTube's results with their quality scores (a failure is reported, not replaced); without a key, the curated catalogue's, as learners get them",
        querystring: YoutubeSearchQuery,
        response: { 200: YoutubeSearchReply, ...refusals, 422: ErrorBody, 502: ErrorBody, 503: ErrorBody },
      },
    },
    (request) => monitor.search(request.query.query, request.query.max_results),
  );

  app.get(
    '/admin/youtube/educational-channels',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'The channels that rank higher, with their YouTube titles and audiences when a key is set',
        response: { 200: EducationalChannelsReply, ...refusals },
      },
    },
    async () => ({ channels: await monitor.educationalChannels() }),
  );
};
