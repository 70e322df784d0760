import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BlockedCategoriesReply,
  BlockedCategory,
  BlockedCategoryInput,
  BlockedVideo,
  BlockedVideoInput,
  BlockedVideosReply,
  ContentFilter,
  ContentFilterInput,
  ContentFiltersReply,
  ErrorBody,
  IdParams,
  OkBody,
} from '@socratica/contracts';
import { requirePrincipal } from '../../plugins/access.js';
import type { ContentFilterService } from './content-filter.service.js';

const adminOnly = { config: { access: 'admin' as const } };
const adminDoc = { tags: ['admin: content filter'], security: [{ bearer: [] }] };
const refusals = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };
const refusalsById = { ...refusals, 404: ErrorBody };

export const contentFilterRoutes: FastifyPluginAsyncZod<{ contentFilter: ContentFilterService }> = async (
  app,
  { contentFilter },
) => {
  // Blocked categories

  app.get(
    '/categories',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'List the blocked categories, with how many filters each has',
        response: { 200: BlockedCategoriesReply, ...refusals },
      },
    },
    () => contentFilter.listCategories(),
  );

  app.post(
    '/categories',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Create a blocked category',
        body: BlockedCategoryInput,
        response: { 201: BlockedCategory, 409: ErrorBody, ...refusals },
      },
    },
    async (request, reply) => {
      const created = await contentFilter.createCategory(request.body, requirePrincipal(request), request.ip);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/categories/:id',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Replace a blocked category',
        params: IdParams,
        body: BlockedCategoryInput,
        response: { 200: BlockedCategory, 409: ErrorBody, ...refusalsById },
      },
    },
    (request) =>
      contentFilter.updateCategory(request.params.id, request.body, requirePrincipal(request), request.ip),
  );

  app.delete(
    '/categories/:id',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Delete a blocked category, with its content filters and blocked videos',
        params: IdParams,
        response: { 200: OkBody, ...refusalsById },
      },
    },
    (request) => contentFilter.deleteCategory(request.params.id, requirePrincipal(request), request.ip),
  );

  // Content filters

  app.get(
    '/filters',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'List the content filters, with their category names',
        response: { 200: ContentFiltersReply, ...refusals },
      },
    },
    () => contentFilter.listFilters(),
  );

  app.post(
    '/filters',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Create a content filter (it applies to the next message checked)',
        body: ContentFilterInput,
        response: { 201: ContentFilter, ...refusals },
      },
    },
    async (request, reply) => {
      const created = await contentFilter.createFilter(request.body, requirePrincipal(request), request.ip);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/filters/:id',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Replace a content filter',
        params: IdParams,
        body: ContentFilterInput,
        response: { 200: ContentFilter, ...refusalsById },
      },
    },
    (request) =>
      contentFilter.updateFilter(request.params.id, request.body, requirePrincipal(request), request.ip),
  );

  app.delete(
    '/filters/:id',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Delete a content filter',
        params: IdParams,
        response: { 200: OkBody, ...refusalsById },
      },
    },
    (request) => contentFilter.deleteFilter(request.params.id, requirePrincipal(request), request.ip),
  );

  // Blocked videos

  app.get(
    '/videos',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'List the blocked videos',
        response: { 200: BlockedVideosReply, ...refusals },
      },
    },
    () => contentFilter.listVideos(),
  );

  app.post(
    '/videos',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Block a video (video search leaves it out from then on)',
        body: BlockedVideoInput,
        response: { 201: BlockedVideo, ...refusals },
      },
    },
    async (request, reply) => {
      const created = await contentFilter.createVideo(request.body, requirePrincipal(request), request.ip);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/videos/:id',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Replace a blocked video',
        params: IdParams,
        body: BlockedVideoInput,
        response: { 200: BlockedVideo, ...refusalsById },
      },
    },
    (request) =>
      contentFilter.updateVideo(request.params.id, request.body, requirePrincipal(request), request.ip),
  );

  app.delete(
    '/videos/:id',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Unblock a video',
        params: IdParams,
        response: { 200: OkBody, ...refusalsById },
      },
    },
    (request) => contentFilter.deleteVideo(request.params.id, requirePrincipal(request), request.ip),
  );
};
