import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, HealthResponse, NotReadyResponse, ReadyResponse } from '@socratica/contracts';
import type { DatabaseHandle } from '../../db/client.js';
import type { Draining } from '../../lib/draining.js';
import { HttpError } from '../../lib/http-errors.js';
import { DRAINING_RETRY_AFTER_SECONDS } from '../../plugins/draining.js';
import { describeFailures, runReadinessChecks, type ReadinessCheck } from './readiness-checks.js';

/** A probe answers well within a load balancer's usual timeout (5 s), even when a dependency hangs. */
const CHECK_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  /** Which coach answers now: the embedded model's is offline until its model is downloaded. */
  aiProvider: () => 'offline' | 'openai' | 'local';
  /** What must work before this instance takes traffic, by name (database, migrations, storage). */
  readiness: Readonly<Record<string, ReadinessCheck>>;
  draining: Draining;
}> = async (app, { database, aiProvider, readiness, draining }) => {
  app.get(
    '/health',
    {
      // Liveness: the process lives while it drains, so a supervisor must not kill it for answering 503.
      config: { access: 'public', servedWhileDraining: true },
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

  app.get(
    '/ready',
    {
      config: { access: 'public', servedWhileDraining: true },
      schema: {
        tags: ['health'],
        summary:
          'Whether this instance takes new work: its database, migrations and storage, and not stopping',
        description:
          'For load balancers and orchestrators. 503 while any check fails (each bounded to 2 seconds) and ' +
          'from the moment the server is told to stop, while GET health stays 200 as long as the process lives.',
        response: { 200: ReadyResponse, 503: NotReadyResponse },
      },
    },
    async (request, reply) => {
      if (draining.active) {
        return reply
          .code(503)
          .header('retry-after', String(DRAINING_RETRY_AFTER_SECONDS))
          .send({ detail: 'This server is shutting down and takes no new work.', checks: {} });
      }
      const { results, failures } = await runReadinessChecks(readiness, CHECK_TIMEOUT_MS);
      if (failures.length === 0) {
        return { status: 'ready' as const, checks: results as Record<string, 'ok'> };
      }
      for (const { name, result, error } of failures) {
        request.log.warn({ check: name, result, err: error }, 'readiness check failed');
      }
      return reply
        .code(503)
        .send({ detail: `This server is not ready: ${describeFailures(failures)}.`, checks: results });
    },
  );
};
