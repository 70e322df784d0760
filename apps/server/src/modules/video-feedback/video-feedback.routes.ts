import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VideoFeedbackService } from './video-feedback.service.js';

export const videoFeedbackRoutes: FastifyPluginAsyncZod<{ feedback: VideoFeedbackService }> = async (
  app,
  { feedback },
) => {
  void app;
  void feedback;
};
