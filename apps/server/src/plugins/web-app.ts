import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const PAGE_BASE = '/socratica/';

/**
 * Serves the built single-page app under /socratica/: files as they are, and index.html for the
 * client's own routes. Returns what to answer for any page path no file matches.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const built = existsSync(join(distDir, 'index.html'));

  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    reply.redirect(PAGE_BASE),
  );

  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: PAGE_BASE,
      wildcard: true,
      index: ['index.html'],
      // Hashed asset names never change content; index.html must always be fresh.
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes(`${join(distDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  return function onPageNotFound(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith(PAGE_BASE)) return reply.redirect(PAGE_BASE);
    if (!built) {
      return reply.code(503).send({ detail: 'The web app has not been built yet: run `npm run build`.' });
    }
    if (path.startsWith(`${PAGE_BASE}assets/`) || request.method !== 'GET') {
      return reply.code(404).send({ detail: `Nothing is served at ${path}.` });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
}
