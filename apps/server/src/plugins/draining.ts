import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Draining } from '../lib/draining.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered even while the server drains before a stop: the liveness and readiness probes. */
    servedWhileDraining?: boolean;
  }
}

/** Long enough for a restarted process or another instance to take over, short enough not to lose the learner. */
export const DRAINING_RETRY_AFTER_SECONDS = 5;
export const DRAINING_DETAIL = 'This server is restarting; please try again in a few seconds.';

/**
 * Once the process drains before a stop, every new request is refused with 503 and Retry-After, so that a
 * load balancer or the browser tries again (on another instance, or on this one restarted), while the
 * requests already under way finish. Those are counted, so the stop knows when they have.
 */
async function drainingPlugin(app: FastifyInstance, { draining }: { draining: Draining }) {
  app.addHook('onRequest', async (request, reply) => {
    if (draining.active && !request.routeOptions.config.servedWhileDraining) {
      return (
        reply
          .code(503)
          .header('retry-after', String(DRAINING_RETRY_AFTER_SECONDS))
          // The client should open its next connection elsewhere, or to this process once restarted.
          .header('connection', 'close')
          .send({ detail: DRAINING_DETAIL })
      );
    }
    // 'close' comes once the response is over, however it ended (finished, streamed, or the client left).
    // Sending a file adds several listeners of its own; this one is expected, not a leak, so make room for it.
    reply.raw.setMaxListeners(reply.raw.getMaxListeners() + 1);
    reply.raw.once('close', draining.track());
    return undefined;
  });
}

export default fp(drainingPlugin, { name: 'draining' });
