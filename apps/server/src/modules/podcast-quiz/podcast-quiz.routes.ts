import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  IdParams,
  PodcastQuiz,
  PodcastQuizAnswers,
  PodcastQuizResult,
  PodcastQuizScores,
} from '@socratica/contracts';
import { requirePrincipal } from '../../plugins/access.js';
import type { PodcastQuizService } from './podcast-quiz.service.js';

/** Learners (and admins, who can see every episode): the quiz is on what they listened to. */
const signedIn = { config: { access: 'user' as const } };
const tags = ['podcasts'];
const bearer = { tags, security: [{ bearer: [] }] };
const refusals = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

export interface PodcastQuizRouteOptions {
  quizzes: PodcastQuizService;
}

/** The quiz after an episode (issue 39, decision 051). */
export const podcastQuizRoutes: FastifyPluginAsyncZod<PodcastQuizRouteOptions> = async (app, { quizzes }) => {
  app.get(
    '/podcasts/quiz-scores',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary: 'Your score on each episode whose quiz you took, for the episode cards',
        response: { 200: PodcastQuizScores, 401: ErrorBody, 403: ErrorBody },
      },
    },
    (request) => quizzes.scores(requirePrincipal(request)),
  );

  app.get(
    '/podcasts/:id/quiz',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary:
          'The quiz on an episode you can hear: its items (never their keys), and your result once taken',
        params: IdParams,
        response: { 200: PodcastQuiz, ...refusals },
      },
    },
    (request) => quizzes.quiz(request.params.id, requirePrincipal(request)),
  );

  app.post(
    '/podcasts/:id/quiz/answers',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary: 'Answers the episode’s quiz, once: each item graded, with the episode line it came from',
        params: IdParams,
        body: PodcastQuizAnswers,
        response: { 201: PodcastQuizResult, 400: ErrorBody, 409: ErrorBody, ...refusals },
      },
    },
    async (request, reply) => {
      const result = await quizzes.answer(request.params.id, request.body, requirePrincipal(request));
      reply.code(201);
      return result;
    },
  );
};
