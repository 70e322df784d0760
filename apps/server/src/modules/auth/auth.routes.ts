import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, LoginRequest, Me, OkBody, TokenResponse } from '@socratica/contracts';
import { cookieValues } from '../../lib/cookie-header.js';
import { requirePrincipal } from '../../plugins/access.js';
import type { AuthService } from './auth.service.js';
import { DEVICE_COOKIE_NAME, deviceCookieHeader } from './device-cookie.js';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a username and password (form-encoded or JSON)',
        description:
          'On success the answer also sets an HttpOnly device cookie for this path. It is a sign-in hint, not a ' +
          'credential: a browser that shows it is judged by its own failed attempts, so others guessing the ' +
          "account's password cannot lock it out. Every other call authenticates with the bearer token only.",
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: LoginRequest,
        response: { 200: TokenResponse, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { principal, deviceCookie } = await auth.login(request.body, {
        ip: request.ip,
        deviceCookies: cookieValues(request.headers.cookie, DEVICE_COOKIE_NAME),
      });
      // Scoped to this route: only sign-in requests need it, so no other request carries it.
      const cookiePath = `${app.prefix}/login`;
      reply.header('set-cookie', deviceCookieHeader(deviceCookie, cookiePath, request.protocol === 'https'));
      const { token, expiresIn } = app.issueToken(principal);
      return { access_token: token, token_type: 'bearer' as const, expires_in: expiresIn };
    },
  );

  app.get(
    '/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: Me, 401: ErrorBody },
      },
    },
    (request) => auth.me(requirePrincipal(request)),
  );

  app.post(
    '/logout',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: every token of this account stops working',
        security: [{ bearer: [] }],
        response: { 200: OkBody, 401: ErrorBody },
      },
    },
    async (request) => {
      await auth.logout(requirePrincipal(request), request.ip);
      return { success: true as const, message: 'You are signed out.' };
    },
  );
};
