import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DueReviewCards,
  ErrorBody,
  GeneratePodcastResponse,
  IdParams,
  ReviewAnswer,
  ReviewAnswerResult,
  ReviewDueCount,
} from '@socratica/contracts';
import { requirePrincipal } from '../../plugins/access.js';
import type { PodcastJobsService } from '../podcast-jobs/podcast-jobs.service.js';
import type { ReviewCardsService } from './review-cards.service.js';

const learner = { config: { access: 'user' as const } };
const doc = { tags: ['review'], security: [{ bearer: [] }] };

/** Spaced review of what was missed (issue 40, decision 054): each learner's own cards only. */
export const reviewCardsRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewCardsService;
  episodes: Pick<PodcastJobsService, 'requestCardReview'>;
}> = async (app, { reviews, episodes }) => {
  app.get(
    '/review/due-count',
    {
      ...learner,
      schema: {
        ...doc,
        summary: 'How many of your review cards are due now, for Home',
        response: { 200: ReviewDueCount, 401: ErrorBody },
      },
    },
    (request) => reviews.dueCount(requirePrincipal(request).id),
  );

  app.get(
    '/review/cards',
    {
      ...learner,
      schema: {
        ...doc,
        summary: 'Your due review cards, the longest due first, as a short quiz (never their keys)',
        response: { 200: DueReviewCards, 401: ErrorBody },
      },
    },
    (request) => reviews.dueCards(requirePrincipal(request).id),
  );

  app.post(
    '/review/cards/:id/answer',
    {
      ...learner,
      schema: {
        ...doc,
        summary: 'Answer a due card: marked by meaning, shown with its source, and scheduled again',
        params: IdParams,
        body: ReviewAnswer,
        response: {
          200: ReviewAnswerResult,
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    (request) => reviews.answer(request.params.id, requirePrincipal(request).id, request.body),
  );

  app.post(
    '/review/episode',
    {
      ...learner,
      schema: {
        ...doc,
        summary:
          'Make a review episode from your due cards: the ones the review shows now, each with its answer and source, for you alone',
        response: {
          202: GeneratePodcastResponse,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const cards = await reviews.episodeCards(principal.id);
      reply.code(202);
      return episodes.requestCardReview(cards, principal, request.ip);
    },
  );
};
