import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BlacklistReply,
  ErrorBody,
  IdParams,
  ReportVideoRequest,
  ReviewReportQuery,
  UpvotedVideosReply,
  UpvoteVideoRequest,
  VideoFeedbackReply,
  VideoIdParams,
  VideoReportsQuery,
  VideoReportsReply,
} from '@socratica/contracts';
import { requirePrincipal } from '../../plugins/access.js';
import type { VideoFeedbackService } from './video-feedback.service.js';

const learner = { config: { access: 'user' as const } };
const adminOnly = { config: { access: 'admin' as const } };
const learnerDoc = { tags: ['video feedback'], security: [{ bearer: [] }] };
const adminDoc = { tags: ['admin: video moderation'], security: [{ bearer: [] }] };
const refusals = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };

export const videoFeedbackRoutes: FastifyPluginAsyncZod<{ feedback: VideoFeedbackService }> = async (
  app,
  { feedback },
) => {
  app.post(
    '/video-feedback/upvote',
    {
      ...learner,
      schema: {
        ...learnerDoc,
        summary: 'Upvote a video; a learner counts once per video, so upvoting again changes nothing',
        body: UpvoteVideoRequest,
        response: { 200: VideoFeedbackReply, ...refusals },
      },
    },
    (request) => feedback.upvote(request.body, requirePrincipal(request).id),
  );

  app.post(
    '/video-feedback/report',
    {
      ...learner,
      schema: {
        ...learnerDoc,
        summary: 'Report a video to the administrators, with a reason',
        body: ReportVideoRequest,
        response: { 200: VideoFeedbackReply, ...refusals },
      },
    },
    (request) => feedback.report(request.body, requirePrincipal(request).id),
  );

  app.get(
    '/video-feedback/admin/reports',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Video reports in one state (pending unless `status` says otherwise), newest first',
        description: '`reason` and `comment` both hold the text the learner wrote when reporting.',
        querystring: VideoReportsQuery,
        response: { 200: VideoReportsReply, ...refusals },
      },
    },
    (request) => feedback.reports(request.query),
  );

  app.put(
    '/video-feedback/admin/reports/:id/review',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Review a pending report: dismiss it, or blacklist its video or its channel',
        description:
          'The other pending reports of the same video (for blacklist_channel: of the same channel) are ' +
          'settled the same way. Blacklisting what is already blacklisted keeps the existing entry.',
        params: IdParams,
        querystring: ReviewReportQuery,
        response: { 200: VideoFeedbackReply, 404: ErrorBody, 409: ErrorBody, ...refusals },
      },
    },
    (request) =>
      feedback.review(request.params.id, request.query.action, requirePrincipal(request), request.ip),
  );

  app.get(
    '/video-feedback/admin/blacklist',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'The blacklisted videos and channels, newest first',
        response: { 200: BlacklistReply, ...refusals },
      },
    },
    () => feedback.blacklist(),
  );

  app.delete(
    '/video-feedback/admin/blacklist/:id',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Take a video or channel off the blacklist',
        params: IdParams,
        response: { 200: VideoFeedbackReply, 404: ErrorBody, ...refusals },
      },
    },
    (request) => feedback.removeBlacklistEntry(request.params.id, requirePrincipal(request), request.ip),
  );

  app.get(
    '/video-feedback/admin/upvoted-videos',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Upvoted videos, one row a video, most upvoted first',
        response: { 200: UpvotedVideosReply, ...refusals },
      },
    },
    () => feedback.upvotedVideos(),
  );

  app.delete(
    '/video-feedback/admin/upvoted-videos/:video_id',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: "Remove every learner's upvote of a video",
        params: VideoIdParams,
        response: { 200: VideoFeedbackReply, 404: ErrorBody, ...refusals },
      },
    },
    (request) => feedback.deleteUpvotes(request.params.video_id, requirePrincipal(request), request.ip),
  );
};
