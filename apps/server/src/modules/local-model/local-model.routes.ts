import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, LocalModelStatus } from '@socratica/contracts';
import { requirePrincipal } from '../../plugins/access.js';
import type { LocalModelService } from './local-model.service.js';

const adminOnly = { config: { access: 'admin' as const } };
const adminDoc = { tags: ['admin: embedded model'], security: [{ bearer: [] }] };
const refusals = { 401: ErrorBody, 403: ErrorBody };

export const localModelRoutes: FastifyPluginAsyncZod<{ localModel: LocalModelService }> = async (
  app,
  { localModel },
) => {
  app.get(
    '/admin/ai/local-model',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary:
          'The embedded model (SOCRATICA_AI_PROVIDER=local): which, its size and licence, and its download',
        response: { 200: LocalModelStatus, ...refusals },
      },
    },
    () => localModel.status(),
  );

  app.post(
    '/admin/ai/local-model/download',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Start or resume the download of the embedded model into the data folder',
        description:
          'Answers at once with the state; the download goes on in the server. While one runs, or once the ' +
          'file is here, nothing changes. 409 when the provider is not local or the model is a file path.',
        response: { 202: LocalModelStatus, 409: ErrorBody, ...refusals },
      },
    },
    async (request, reply) => {
      const status = await localModel.startDownload(requirePrincipal(request), request.ip);
      return reply.code(202).send(status);
    },
  );

  app.delete(
    '/admin/ai/local-model/download',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Cancel the download; what arrived is kept, and the next start resumes from it',
        response: { 200: LocalModelStatus, 409: ErrorBody, ...refusals },
      },
    },
    (request) => localModel.cancelDownload(requirePrincipal(request), request.ip),
  );
};
