import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, HealthResponse } from '@socratica/contracts';
import type { DatabaseHandle } from '../../db/client.js';
import { HttpError } from '../../lib/http-errors.js';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  /** Which coach answers now: the embedded model's is offline until its model is downloaded. */
  aiProvider: () => 'offline' | 'openai' | 'local';
}> = async (app, { database, aiProvider }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: { 200: HealthResponse, 503: ErrorBody },
      },
    },
    async (request) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'The database is not answering.');
      }
      return { status: 'ok' as const, database: database.kind, ai_provider: aiProvider() };
    },
  );
};
