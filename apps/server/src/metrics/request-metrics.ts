import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.js';

interface RequestMetricsOptions {
  metrics: Metrics;
  /** Route patterns left out: the scrape itself, which Prometheus times on its side (`scrape_duration_seconds`). */
  excludedRoutes: readonly string[];
}

/**
 * One histogram observation per response, in our own `onResponse` hook: about 0.4 µs each, where
 * fastify-metrics cost a fifth of the throughput and needs Node 22 (docs/decisions/039). The route label is
 * the pattern (`/socratica/api/podcasts/rss/:file`), never the path, which may hold ids and feed secrets;
 * a path no route matched is "unmatched".
 */
async function requestMetrics(app: FastifyInstance, { metrics, excludedRoutes }: RequestMetricsOptions) {
  const excluded = new Set(excludedRoutes);
  const histogram = metrics.httpRequestDuration;
  // A callback hook, not an async one: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (!excluded.has(route)) {
      histogram.observe(
        { route, method: request.method, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    }
    done();
  });
}

export default fp(requestMetrics, { name: 'request-metrics' });
