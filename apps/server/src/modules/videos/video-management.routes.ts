import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CuratedVideo,
  CuratedVideoInput,
  CuratedVideosReply,
  ErrorBody,
  IdParams,
  OkBody,
  TopicRule,
  TopicRuleInput,
  TopicRulesReply,
  VideoCategoriesReply,
  VideoCategory,
  VideoCategoryInput,
} from '@socratica/contracts';
import { requirePrincipal } from '../../plugins/access.js';
import type { VideoManagementService } from './video-management.service.js';

const adminOnly = { config: { access: 'admin' as const } };
const adminDoc = { tags: ['admin: video management'], security: [{ bearer: [] }] };
const refusals = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };

/** Video management (DESIGN D16): the add, edit and delete buttons of the admin page work. */
export const videoManagementRoutes: FastifyPluginAsyncZod<{ management: VideoManagementService }> = async (
  app,
  { management },
) => {
  const act = (request: Parameters<typeof requirePrincipal>[0]) => ({
    by: requirePrincipal(request),
    ip: request.ip,
  });

  // --- categories ------------------------------------------------------------------------------

  app.get(
    '/admin/video/categories',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Video categories, with how many videos and topic rules each has',
        response: { 200: VideoCategoriesReply, ...refusals },
      },
    },
    async () => ({ categories: await management.categories() }),
  );

  app.post(
    '/admin/video/categories',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Create a video category',
        body: VideoCategoryInput,
        response: { 201: VideoCategory, 409: ErrorBody, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await management.createCategory(request.body, act(request))),
  );

  app.put(
    '/admin/video/categories/:id',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Change a video category',
        params: IdParams,
        body: VideoCategoryInput,
        response: { 200: VideoCategory, 404: ErrorBody, 409: ErrorBody, ...refusals },
      },
    },
    (request) => management.updateCategory(request.params.id, request.body, act(request)),
  );

  app.delete(
    '/admin/video/categories/:id',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Delete a video category, with its topic rules and videos',
        params: IdParams,
        response: { 200: OkBody, 404: ErrorBody, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: await management.deleteCategory(request.params.id, act(request)),
    }),
  );

  // --- topic rules -----------------------------------------------------------------------------

  app.get(
    '/admin/video/rules',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Topic matching rules: which keywords lead to which category',
        response: { 200: TopicRulesReply, ...refusals },
      },
    },
    async () => ({ rules: await management.rules() }),
  );

  app.post(
    '/admin/video/rules',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Create a topic rule',
        body: TopicRuleInput,
        response: { 201: TopicRule, ...refusals },
      },
    },
    async (request, reply) => reply.code(201).send(await management.createRule(request.body, act(request))),
  );

  app.put(
    '/admin/video/rules/:id',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Change a topic rule',
        params: IdParams,
        body: TopicRuleInput,
        response: { 200: TopicRule, 404: ErrorBody, ...refusals },
      },
    },
    (request) => management.updateRule(request.params.id, request.body, act(request)),
  );

  app.delete(
    '/admin/video/rules/:id',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Delete a topic rule',
        params: IdParams,
        response: { 200: OkBody, 404: ErrorBody, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: await management.deleteRule(request.params.id, act(request)),
    }),
  );

  // --- curated videos --------------------------------------------------------------------------

  app.get(
    '/admin/video/videos',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'The curated video catalogue',
        response: { 200: CuratedVideosReply, ...refusals },
      },
    },
    async () => ({ videos: await management.videos() }),
  );

  app.post(
    '/admin/video/videos',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Add a video to the curated catalogue',
        body: CuratedVideoInput,
        response: { 201: CuratedVideo, 409: ErrorBody, ...refusals },
      },
    },
    async (request, reply) => reply.code(201).send(await management.createVideo(request.body, act(request))),
  );

  app.put(
    '/admin/video/videos/:id',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Change a curated video',
        params: IdParams,
        body: CuratedVideoInput,
        response: { 200: CuratedVideo, 404: ErrorBody, 409: ErrorBody, ...refusals },
      },
    },
    (request) => management.updateVideo(request.params.id, request.body, act(request)),
  );

  app.delete(
    '/admin/video/videos/:id',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Remove a video from the curated catalogue',
        params: IdParams,
        response: { 200: OkBody, 404: ErrorBody, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: await management.deleteVideo(request.params.id, act(request)),
    }),
  );
};
