import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AiCheckResult, ErrorBody } from '@socratica/contracts';
import type { AiCheckService } from './ai-check.service.js';

const adminOnly = { config: { access: 'admin' as const } };
const adminDoc = { tags: ['admin'], security: [{ bearer: [] }] };
const refusals = { 401: ErrorBody, 403: ErrorBody };

export const aiCheckRoutes: FastifyPluginAsyncZod<{ aiCheck: AiCheckService }> = async (app, { aiCheck }) => {
  app.post(
    '/admin/ai/check',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary:
          "Check the AI connection: list the endpoint's models, then one short completion, one structured-output probe and one stream with the standard model",
        description:
          "Each check says whether it worked or the provider's own error, its latency and the tokens per second " +
          'the server reported; the probe says which output mode the coach now uses. A failing check is a 200 ' +
          'with `success: false`. For the offline coach nothing is called, and the answer says so.',
        response: { 200: AiCheckResult, ...refusals },
      },
    },
    () => aiCheck.check(),
  );
};
