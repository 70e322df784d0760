import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '@socratica/contracts';
import { notFound, unauthorized } from '../lib/http-errors.js';
import type { Metrics } from './metrics.js';
import { carriesMetricsToken } from './metrics-token.js';

/** The route's pattern under the API prefix, which the request histogram leaves out. */
export const METRICS_PATH = '/metrics';

interface MetricsRouteOptions {
  /** Null when SOCRATICA_METRICS_TOKEN is not set: the route then answers 404, saying so. */
  metrics: Metrics | null;
  token: string | undefined;
}

/**
 * Prometheus's scrape. Public as far as sign-in goes (Prometheus has no user account), with its own bearer
 * token instead: metrics name routes and show the load, which is not for everyone to read.
 */
export const metricsRoutes: FastifyPluginAsyncZod<MetricsRouteOptions> = async (app, { metrics, token }) => {
  app.get(
    METRICS_PATH,
    {
      // A stopping instance is still scraped: the live streams running down to none are what its operator watches.
      config: { access: 'public', servedWhileDraining: true },
      schema: {
        tags: ['health'],
        summary: 'Prometheus metrics, for a scraper holding SOCRATICA_METRICS_TOKEN as its bearer token',
        security: [{ bearer: [] }],
        response: {
          200: z.string().describe('Prometheus text format 0.0.4'),
          401: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      if (!metrics || !token) {
        throw notFound('Metrics are off on this server: set SOCRATICA_METRICS_TOKEN to turn them on.');
      }
      if (!carriesMetricsToken(request.headers.authorization, token)) {
        throw unauthorized(
          'Metrics need the metrics token: send Authorization: Bearer <SOCRATICA_METRICS_TOKEN>.',
        );
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
};
