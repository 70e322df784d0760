import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditLogFilter, AuditLogsPage, AuditLogsQuery, ErrorBody } from '@socratica/contracts';
import { abortedWhenClientLeaves } from '../../lib/server-sent-events.js';
import { requirePrincipal } from '../../plugins/access.js';
import { auditLogCsvFilename } from './audit-log-csv.js';
import type { AuditService } from './audit.service.js';

const auditDoc = { tags: ['admin: audit'], security: [{ bearer: [] }] };
const refusals = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/admin/audit-logs',
    {
      config: { access: 'admin' },
      schema: {
        ...auditDoc,
        summary: 'The audit trail, newest first, 100 a page',
        querystring: AuditLogsQuery,
        response: { 200: AuditLogsPage, ...refusals },
      },
    },
    (request) => audit.list(request.query),
  );

  app.get(
    '/admin/audit-logs/export',
    {
      config: { access: 'admin' },
      // Each export is recorded: a HEAD request would record one that sent nothing.
      exposeHeadRoute: false,
      schema: {
        ...auditDoc,
        summary: 'The filtered audit trail as a CSV file, newest first (the export is itself recorded)',
        querystring: AuditLogFilter,
        response: {
          200: {
            description: 'CSV (RFC 4180, UTF-8 with a byte-order mark), streamed',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const chunks = await audit.exportCsv(
        request.query,
        requirePrincipal(request),
        request.ip,
        abortedWhenClientLeaves(reply),
      );
      // One batch ahead of the client at most: a slow download holds the reading back.
      const csv = Readable.from(chunks, { highWaterMark: 1 });
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${auditLogCsvFilename(new Date())}"`)
          .header('cache-control', 'no-store')
          // The schema types the body as the text the client receives; Fastify sends the stream as it is.
          .send(csv as unknown as string)
      );
    },
  );
};
