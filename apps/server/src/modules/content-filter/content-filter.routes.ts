import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentFilterService } from './content-filter.service.js';

export const contentFilterRoutes: FastifyPluginAsyncZod<{ contentFilter: ContentFilterService }> = async (
  app,
  { contentFilter },
) => {
  void app;
  void contentFilter;
};
