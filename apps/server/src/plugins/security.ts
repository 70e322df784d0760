import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /** Requests per minute per client address; 0 turns the limit off (benchmarks). */
  rateLimitPerMinute: number;
  apiPrefix: string;
}

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes; no inline script is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https://i.ytimg.com'],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ['https://www.youtube-nocookie.com'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  // API answers are one person's (a token, their sessions, the admin's lists): no browser or proxy
  // may keep them. A route that can be cached (none yet) sets its own Cache-Control.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(options.apiPrefix) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
  if (options.rateLimitPerMinute > 0) {
    await app.register(fastifyRateLimit, { max: options.rateLimitPerMinute, timeWindow: '1 minute' });
  }
}
