import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@socratica/contracts';
import { forbidden, unauthorized } from '../lib/http-errors.js';

export type AccessLevel = 'public' | 'user' | 'admin';

export interface Principal {
  id: number;
  username: string;
  email: string;
  role: Role;
  tokenVersion: number;
}

interface DeclaredRoute {
  method: string;
  url: string;
  access: AccessLevel | undefined;
}

interface TokenClaims {
  sub: string;
  ver: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every API route declares who may call it; the server refuses to start otherwise. */
    access?: AccessLevel;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    issueToken(principal: Principal): { token: string; expiresIn: number };
    /** Every route with the access level it declared, for the authorization-matrix test and audits of the API. */
    declaredRoutes: DeclaredRoute[];
  }
}

interface AccessOptions {
  jwtSecret: string;
  tokenTtlSeconds: number;
  apiPrefix: string;
  /** Public by nature (OpenAPI document and UI), registered by a plugin that cannot declare access. */
  publicPrefixes: string[];
  /** Reads the user behind a token; null when the user no longer exists. */
  loadPrincipal(userId: number): Promise<Principal | null>;
}

const SIGN_IN_AGAIN = 'Your session has ended. Please sign in again.';

async function accessPlugin(app: FastifyInstance, options: AccessOptions) {
  await app.register(fastifyJwt, {
    secret: options.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: options.tokenTtlSeconds },
    // A token without an expiry would be good for ever; ours always have one.
    verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'ver'] },
  });

  app.decorate('issueToken', (principal: Principal) => ({
    token: app.jwt.sign({ sub: String(principal.id), ver: principal.tokenVersion } satisfies TokenClaims),
    expiresIn: options.tokenTtlSeconds,
  }));
  app.decorateRequest('principal', null);
  const declaredRoutes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declaredRoutes);

  app.addHook('onRoute', (route) => {
    if (!route.config?.access && options.publicPrefixes.some((prefix) => route.url.startsWith(prefix))) {
      route.config = { ...route.config, access: 'public' };
    }
    if (!route.config?.access && route.url.startsWith(options.apiPrefix)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} does not declare its access level (config.access).`,
      );
    }
    for (const method of [route.method].flat()) {
      declaredRoutes.push({ method, url: route.url, access: route.config?.access });
    }
  });

  async function authenticate(request: FastifyRequest): Promise<Principal> {
    if (!request.headers.authorization)
      throw unauthorized('Sign in to continue: this request needs a bearer token.');
    let claims: TokenClaims;
    try {
      claims = await request.jwtVerify<TokenClaims>();
    } catch {
      throw unauthorized(SIGN_IN_AGAIN);
    }
    const userId = Number(claims.sub);
    const principal = Number.isSafeInteger(userId) ? await options.loadPrincipal(userId) : null;
    if (!principal || principal.tokenVersion !== claims.ver) throw unauthorized(SIGN_IN_AGAIN);
    return principal;
  }

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    request.principal = await authenticate(request);
    if (access === 'admin' && request.principal.role !== 'admin') {
      throw forbidden('This action needs an administrator account.');
    }
  });
}

export default fp(accessPlugin, { name: 'access' });

/** For handlers behind `user` or `admin` access, where the hook has already set the principal. */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized(SIGN_IN_AGAIN);
  return request.principal;
}
