import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditLogsPage, AuditLogsQuery, ErrorBody } from '@socratica/contracts';
import type { AuditService } from './audit.service.js';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/admin/audit-logs',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin: audit'],
        summary: 'The audit trail, newest first, 100 a page',
        security: [{ bearer: [] }],
        querystring: AuditLogsQuery,
        response: { 200: AuditLogsPage, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody },
      },
    },
    (request) => audit.list(request.query),
  );
};
