import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  IdParams,
  MAX_DOCUMENT_BYTES,
  OkBody,
  SourceDocument,
  SourceDocumentsReply,
  SourcePassagesReply,
} from '@socratica/contracts';
import { requirePrincipal } from '../../plugins/access.js';
import { readUploadForm } from './upload-form.js';
import type { SourcesService } from './sources.service.js';

const adminOnly = { config: { access: 'admin' as const } };
const adminDoc = { tags: ['admin: sources'], security: [{ bearer: [] }] };
const refusals = { 401: ErrorBody, 403: ErrorBody };

export const sourcesRoutes: FastifyPluginAsyncZod<{ sources: SourcesService }> = async (app, { sources }) => {
  // Only this plugin reads multipart bodies: every other route still refuses them with a 415.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4, fieldSize: 10_000, parts: 5 },
  });

  app.get(
    '/admin/sources',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'The uploaded documents, newest first, and which sources are live',
        response: { 200: SourceDocumentsReply, ...refusals },
      },
    },
    () => sources.list(),
  );

  app.post(
    '/admin/sources',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Upload a document (Markdown, text or PDF with a text layer) to teach from',
        description:
          'multipart/form-data with the fields `title` and `topics` (comma-separated) before the file in `file`. ' +
          `At most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB. A refused file stores nothing.`,
        consumes: ['multipart/form-data'],
        response: {
          201: SourceDocument,
          409: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          422: ErrorBody,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(request);
      const created = await sources.add(form, requirePrincipal(request), request.ip);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/admin/sources/:id/passages',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'A document and its passages, in reading order',
        params: IdParams,
        response: { 200: SourcePassagesReply, 404: ErrorBody, 422: ErrorBody, ...refusals },
      },
    },
    (request) => sources.passages(request.params.id),
  );

  app.delete(
    '/admin/sources/:id',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Delete a document and its passages',
        params: IdParams,
        response: { 200: OkBody, 404: ErrorBody, 422: ErrorBody, ...refusals },
      },
    },
    (request) => sources.remove(request.params.id, requirePrincipal(request), request.ip),
  );
};
