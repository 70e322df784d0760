import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssessmentList,
  CompleteAssessmentResponse,
  EnhancedResults,
  ErrorBody,
  IdParams,
  OkBody,
  PostAssessmentReply,
  PostAssessmentResult,
  PostAssessmentSubmission,
  PreCheck,
  PreCheckSubmission,
  SaveResponseReply,
  SaveResponseRequest,
  StartAssessmentQuery,
  StartAssessmentResponse,
} from '@socratica/contracts';
import { requirePrincipal } from '../../plugins/access.js';
import type { AssessmentsService } from './assessments.service.js';

const learner = { config: { access: 'user' as const } };
const doc = { tags: ['assessments'], security: [{ bearer: [] }] };
const refusals = { 401: ErrorBody, 404: ErrorBody, 422: ErrorBody };

export const assessmentsRoutes: FastifyPluginAsyncZod<{ assessments: AssessmentsService }> = async (
  app,
  { assessments },
) => {
  app.post(
    '/assessments/start',
    {
      ...learner,
      schema: {
        ...doc,
        summary: 'Start a session: allocate the time and generate the five baseline questions',
        querystring: StartAssessmentQuery,
        response: { 200: StartAssessmentResponse, 502: ErrorBody, ...refusals },
      },
    },
    (request) => assessments.start(requirePrincipal(request).id, request.query),
  );

  app.post(
    '/assessments/:id/responses',
    {
      ...learner,
      schema: {
        ...doc,
        summary: 'Save one baseline answer (several choices are joined by ", ")',
        params: IdParams,
        body: SaveResponseRequest,
        response: { 200: SaveResponseReply, 409: ErrorBody, ...refusals },
      },
    },
    (request) => assessments.saveResponse(request.params.id, requirePrincipal(request).id, request.body),
  );

  app.post(
    '/assessments/:id/complete',
    {
      ...learner,
      schema: {
        ...doc,
        summary: 'Score the baseline (D6)',
        params: IdParams,
        response: { 200: CompleteAssessmentResponse, 409: ErrorBody, 502: ErrorBody, ...refusals },
      },
    },
    (request) => assessments.complete(request.params.id, requirePrincipal(request).id),
  );

  app.post(
    '/assessments/:id/pre-check',
    {
      ...learner,
      schema: {
        ...doc,
        summary:
          'The knowledge pre-check after the baseline (issue 40): up to three scored items from the sources, made once; never with answer keys',
        params: IdParams,
        response: { 200: PreCheck, 409: ErrorBody, ...refusals },
      },
    },
    (request) => assessments.preCheck.offer(request.params.id, requirePrincipal(request).id),
  );

  app.post(
    '/assessments/:id/pre-check/responses',
    {
      ...learner,
      schema: {
        ...doc,
        summary: 'Grade the pre-check on the server, once, before the chat starts',
        params: IdParams,
        body: PreCheckSubmission,
        response: { 200: PreCheck, 409: ErrorBody, ...refusals },
      },
    },
    (request) => assessments.preCheck.submit(request.params.id, requirePrincipal(request).id, request.body),
  );

  app.post(
    '/assessments/:id/pre-check/skip',
    {
      ...learner,
      schema: {
        ...doc,
        summary: 'Skip the pre-check: the report then says the gain is not measured',
        params: IdParams,
        response: { 200: PreCheck, 409: ErrorBody, ...refusals },
      },
    },
    (request) => assessments.preCheck.skip(request.params.id, requirePrincipal(request).id),
  );

  app.get(
    '/assessments',
    {
      ...learner,
      schema: {
        ...doc,
        summary: "The learner's own sessions, newest first",
        response: { 200: AssessmentList, 401: ErrorBody },
      },
    },
    (request) => assessments.list(requirePrincipal(request).id),
  );

  app.delete(
    '/assessments/:id',
    {
      ...learner,
      schema: {
        ...doc,
        summary: 'Delete a session and everything in it',
        params: IdParams,
        response: { 200: OkBody, ...refusals },
      },
    },
    async (request) => {
      await assessments.delete(request.params.id, requirePrincipal(request).id);
      return { success: true as const, message: 'The report was deleted.' };
    },
  );

  app.post(
    '/assessments/:id/post-assessment',
    {
      ...learner,
      schema: {
        ...doc,
        summary: 'The post-assessment questions, generated once (D7); never with answer keys',
        params: IdParams,
        response: { 200: PostAssessmentReply, 409: ErrorBody, 502: ErrorBody, ...refusals },
      },
    },
    (request) => assessments.postAssessment(request.params.id, requirePrincipal(request).id),
  );

  app.post(
    '/assessments/:id/post-assessment/responses',
    {
      ...learner,
      schema: {
        ...doc,
        summary: 'Grade the post-assessment on the server; a repeat returns the first result',
        params: IdParams,
        body: PostAssessmentSubmission,
        response: { 200: PostAssessmentResult, 409: ErrorBody, 502: ErrorBody, ...refusals },
      },
    },
    (request) =>
      assessments.submitPostAssessment(request.params.id, requirePrincipal(request).id, request.body),
  );

  app.get(
    '/assessments/:id/enhanced-results',
    {
      ...learner,
      schema: {
        ...doc,
        summary: 'The learning report with its analytics (D8)',
        params: IdParams,
        response: { 200: EnhancedResults, 409: ErrorBody, 502: ErrorBody, ...refusals },
      },
    },
    (request) => assessments.enhancedResults(request.params.id, requirePrincipal(request).id),
  );
};
