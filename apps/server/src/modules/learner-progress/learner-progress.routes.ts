import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, LearnerProgress } from '@socratica/contracts';
import { requirePrincipal } from '../../plugins/access.js';
import type { LearnerProgressService } from './learner-progress.service.js';

/** The learner's own progress page (issue 40 §5, decision 056): only the signed-in learner's data. */
export const learnerProgressRoutes: FastifyPluginAsyncZod<{ progress: LearnerProgressService }> = async (
  app,
  { progress },
) => {
  app.get(
    '/progress',
    {
      config: { access: 'user' },
      schema: {
        tags: ['progress'],
        security: [{ bearer: [] }],
        summary: 'Your tested gain per session on each topic, your reviews done and your cards due',
        response: { 200: LearnerProgress, 401: ErrorBody },
      },
    },
    (request) => progress.progress(requirePrincipal(request).id),
  );
};
