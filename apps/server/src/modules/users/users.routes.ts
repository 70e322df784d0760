import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminUser,
  ChangePasswordRequest,
  CreateUserRequest,
  ErrorBody,
  IdParams,
  UpdateUserStatusRequest,
  UsersPage,
  UsersQuery,
} from '@socratica/contracts';
import { requirePrincipal } from '../../plugins/access.js';
import type { UsersService } from './users.service.js';

const adminOnly = { config: { access: 'admin' as const } };
const adminDoc = { tags: ['admin: users'], security: [{ bearer: [] }] };
const refusals = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/admin/users',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'List users, 50 a page',
        querystring: UsersQuery,
        response: { 200: UsersPage, ...refusals },
      },
    },
    (request) => users.list(request.query),
  );

  app.post(
    '/admin/users',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Create a user',
        body: CreateUserRequest,
        response: { 201: AdminUser, 409: ErrorBody, ...refusals },
      },
    },
    async (request, reply) => {
      const created = await users.create(request.body, requirePrincipal(request), request.ip);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/admin/users/:id/status',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Activate or deactivate a user (deactivation signs them out everywhere)',
        params: IdParams,
        body: UpdateUserStatusRequest,
        response: { 200: AdminUser, 404: ErrorBody, 409: ErrorBody, ...refusals },
      },
    },
    (request) =>
      users.setStatus(request.params.id, request.body.status, requirePrincipal(request), request.ip),
  );

  app.put(
    '/admin/users/:id/password',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: "Set a user's password (signs them out everywhere)",
        params: IdParams,
        body: ChangePasswordRequest,
        response: { 200: AdminUser, 404: ErrorBody, ...refusals },
      },
    },
    (request) =>
      users.changePassword(
        request.params.id,
        request.body.new_password,
        requirePrincipal(request),
        request.ip,
      ),
  );
};
