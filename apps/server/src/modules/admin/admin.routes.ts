import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CoachEventsPage,
  CoachEventsQuery,
  DashboardStats,
  ErrorBody,
  SystemSettings,
} from '@socratica/contracts';
import type { AdminService } from './admin.service.js';

const adminDoc = { tags: ['admin'], security: [{ bearer: [] }] };
const refusals = { 401: ErrorBody, 403: ErrorBody };

export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  app.get(
    '/admin/dashboard',
    {
      config: { access: 'admin' },
      schema: {
        ...adminDoc,
        summary: 'The dashboard figures',
        response: { 200: DashboardStats, ...refusals },
      },
    },
    () => admin.dashboard(),
  );

  app.get(
    '/admin/system-settings',
    {
      config: { access: 'admin' },
      schema: {
        ...adminDoc,
        summary: 'The effective settings, without secrets',
        response: { 200: SystemSettings, ...refusals },
      },
    },
    () => admin.systemSettings(),
  );

  app.get(
    '/admin/coach-events',
    {
      config: { access: 'admin' },
      schema: {
        ...adminDoc,
        summary: 'The replies and tasks the checks changed (issue 38), newest first',
        querystring: CoachEventsQuery,
        response: { 200: CoachEventsPage, 400: ErrorBody, ...refusals },
      },
    },
    (request) => admin.coachEvents(request.query),
  );
};
