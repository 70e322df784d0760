import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  GeneratePodcastRequest,
  GeneratePodcastResponse,
  PodcastJob,
  PodcastJobList,
  PodcastJobParams,
  ReviewEpisodeRequest,
} from '@socratica/contracts';
import { requirePrincipal } from '../../plugins/access.js';
import type { PodcastJobsService } from './podcast-jobs.service.js';

const signedIn = { config: { access: 'user' as const } };
const bearer = { tags: ['podcasts'], security: [{ bearer: [] }] };
const refusals = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };

/** Podcast generation (issue 13): ask for an episode, then follow its job's stored stage. */
export const podcastJobsRoutes: FastifyPluginAsyncZod<{ jobs: PodcastJobsService }> = async (
  app,
  { jobs },
) => {
  app.post(
    '/podcasts/generate',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary:
          'Make an episode in the background: an admin’s is for everyone; a learner’s is for them alone, within the daily cap (D17)',
        body: GeneratePodcastRequest,
        response: { 202: GeneratePodcastResponse, 429: ErrorBody, ...refusals },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return jobs.request(request.body, requirePrincipal(request), request.ip);
    },
  );

  app.post(
    '/podcasts/review-episodes',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary:
          'Make a review episode of one of your finished sessions: its missed post-assessment questions with their answers and sources, for you alone (D17)',
        body: ReviewEpisodeRequest,
        response: {
          202: GeneratePodcastResponse,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return jobs.requestReview(request.body.session_id, requirePrincipal(request), request.ip);
    },
  );

  app.get(
    '/podcasts/jobs',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary: 'Active, waiting and failed generation jobs: everyone’s for an admin, your own otherwise',
        response: { 200: PodcastJobList, ...refusals },
      },
    },
    (request) => jobs.unfinished(requirePrincipal(request)),
  );

  app.get(
    '/podcasts/jobs/:id',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary: 'A generation job’s stage, percent, elapsed time and, on failure, the reason',
        params: PodcastJobParams,
        response: { 200: PodcastJob, 404: ErrorBody, ...refusals },
      },
    },
    (request) => jobs.job(request.params.id, requirePrincipal(request)),
  );

  app.post(
    '/podcasts/jobs/:id/retry',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary:
          'Queue a failed job again (an admin any, a learner their own); it resumes with the script and speech already made',
        params: PodcastJobParams,
        response: { 200: PodcastJob, 404: ErrorBody, 409: ErrorBody, ...refusals },
      },
    },
    (request) => jobs.retry(request.params.id, requirePrincipal(request), request.ip),
  );
};
