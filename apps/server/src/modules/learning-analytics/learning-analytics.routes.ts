import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  LearningAnalytics,
  LearningAnalyticsQuery,
  RetiredItem,
  RetireItemRequest,
} from '@socratica/contracts';
import { requirePrincipal } from '../../plugins/access.js';
import { learningCsv, learningCsvFilename } from './learning-analytics-csv.js';
import type { LearningAnalyticsService } from './learning-analytics.service.js';

const learningDoc = { tags: ['admin: learning'], security: [{ bearer: [] }] };
const refusals = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };

export const learningAnalyticsRoutes: FastifyPluginAsyncZod<{ learning: LearningAnalyticsService }> = async (
  app,
  { learning },
) => {
  app.get(
    '/admin/learning',
    {
      config: { access: 'admin' },
      schema: {
        ...learningDoc,
        summary: 'Tested learning per topic and item statistics, with the flags (issue 40 §4)',
        querystring: LearningAnalyticsQuery,
        response: { 200: LearningAnalytics, ...refusals },
      },
    },
    (request) => learning.page(request.query),
  );

  app.get(
    '/admin/learning/export',
    {
      config: { access: 'admin' },
      schema: {
        ...learningDoc,
        summary: 'The filtered Learning tab as a CSV file: a row per topic, then a row per item',
        querystring: LearningAnalyticsQuery,
        response: {
          200: {
            description: 'CSV (RFC 4180, UTF-8 with a byte-order mark)',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const csv = learningCsv(await learning.analytics(request.query));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${learningCsvFilename(new Date())}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/admin/learning/retirements',
    {
      config: { access: 'admin' },
      schema: {
        ...learningDoc,
        summary:
          'Retires an item or a whole pattern of a topic: it is never served again (recorded in the audit log)',
        body: RetireItemRequest,
        response: { 200: RetiredItem, 404: ErrorBody, ...refusals },
      },
    },
    (request) => learning.retire(request.body, requirePrincipal(request), request.ip),
  );
};
