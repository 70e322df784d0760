import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateScheduleRequest,
  ErrorBody,
  GenerateNowResponse,
  IdParams,
  PodcastModelLabels,
  PodcastScheduleList,
  PodcastScheduleResponse,
  ScheduleDeleteResponse,
  UpdateScheduleRequest,
} from '@socratica/contracts';
import { requirePrincipal } from '../../plugins/access.js';
import type { PodcastSchedulesService } from './podcast-schedules.service.js';

const signedIn = { config: { access: 'user' as const } };
const bearer = { tags: ['podcasts'], security: [{ bearer: [] }] };
const refusals = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };
const ownRefusals = { 404: ErrorBody, ...refusals };

/** Podcast schedules (issue 14): a learner's own, or every one for an admin (D17). */
export const podcastSchedulesRoutes: FastifyPluginAsyncZod<{ schedules: PodcastSchedulesService }> = async (
  app,
  { schedules },
) => {
  app.get(
    '/podcasts/schedules',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary: 'Your podcast schedules, or every one with its owner for an admin',
        response: { 200: PodcastScheduleList, ...refusals },
      },
    },
    async (request, reply) => {
      const json = await schedules.listJson(requirePrincipal(request));
      // The schema types the body as the list the client receives; Fastify sends the Buffer as it is. The
      // service checked it against PodcastScheduleList when it wrote it, once per change (decision 029).
      return reply.type('application/json; charset=utf-8').send(json as unknown as PodcastScheduleList);
    },
  );

  app.get(
    '/podcasts/model-labels',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary: 'The models a podcast script is written with: standard, and premium when ticked',
        response: { 200: PodcastModelLabels, ...refusals },
      },
    },
    () => ({ success: true as const, model_labels: schedules.modelLabels }),
  );

  app.post(
    '/podcasts/schedules',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary: 'Create a schedule; its first episode comes at the next generation time (Eastern)',
        body: CreateScheduleRequest,
        response: { 201: PodcastScheduleResponse, 400: ErrorBody, ...refusals },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return schedules.create(request.body, requirePrincipal(request), request.ip);
    },
  );

  app.put(
    '/podcasts/schedules/:id',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary:
          'Edit a schedule; next_generation_date moves its next run. Pause and Resume change its status',
        params: IdParams,
        body: UpdateScheduleRequest,
        response: { 200: PodcastScheduleResponse, 400: ErrorBody, ...ownRefusals },
      },
    },
    (request) => schedules.update(request.params.id, request.body, requirePrincipal(request), request.ip),
  );

  app.post(
    '/podcasts/schedules/:id/toggle',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary: 'Pause or resume a schedule',
        params: IdParams,
        response: { 200: PodcastScheduleResponse, ...ownRefusals },
      },
    },
    (request) => schedules.toggle(request.params.id, requirePrincipal(request), request.ip),
  );

  app.delete(
    '/podcasts/schedules/:id',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary: 'Delete a schedule; the episodes it made stay',
        params: IdParams,
        response: { 200: ScheduleDeleteResponse, ...ownRefusals },
      },
    },
    (request) => schedules.delete(request.params.id, requirePrincipal(request), request.ip),
  );

  app.post(
    '/podcasts/schedules/:id/generate-now',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary: 'Make an episode now and move the next generation time; 409 while one is being made',
        params: IdParams,
        response: { 202: GenerateNowResponse, 409: ErrorBody, 429: ErrorBody, ...ownRefusals },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return schedules.generateNow(request.params.id, requirePrincipal(request), request.ip);
    },
  );
};
