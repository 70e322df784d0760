import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChatSession,
  ErrorBody,
  IdParams,
  OkBody,
  OpenSessionReply,
  PausedSessionReply,
  PauseRequest,
  ResumeRequest,
  SaveNotesReply,
  SaveNotesRequest,
} from '@socratica/contracts';
import { requirePrincipal } from '../../plugins/access.js';
import { doc, learner, refusals } from './chat-route-options.js';
import type { ChatSessionService } from './chat-session.service.js';

export const chatSessionRoutes: FastifyPluginAsyncZod<{ sessions: ChatSessionService }> = async (
  app,
  { sessions },
) => {
  app.get(
    '/chat/paused',
    {
      ...learner,
      schema: {
        ...doc,
        summary: "The learner's most recently paused session, so Resume works from any browser",
        response: { 200: PausedSessionReply, 401: ErrorBody },
      },
    },
    (request) => sessions.latestPaused(requirePrincipal(request).id),
  );

  app.get(
    '/chat/open',
    {
      ...learner,
      schema: {
        ...doc,
        summary:
          "The learner's chat still open (not paused, no post-assessment yet), so it reopens in any browser",
        response: { 200: OpenSessionReply, 401: ErrorBody },
      },
    },
    (request) => sessions.latestOpen(requirePrincipal(request).id),
  );

  app.get(
    '/assessments/:id/chat',
    {
      ...learner,
      schema: {
        ...doc,
        summary: "A session's chat: history, notes, timer and pause state (the server's copy, D9)",
        params: IdParams,
        response: { 200: ChatSession, ...refusals },
      },
    },
    (request) => sessions.session(request.params.id, requirePrincipal(request).id),
  );

  app.put(
    '/assessments/:id/notes',
    {
      ...learner,
      schema: {
        ...doc,
        summary: "Save the notes side panel's text",
        params: IdParams,
        body: SaveNotesRequest,
        response: { 200: SaveNotesReply, ...refusals },
      },
    },
    (request) => sessions.saveNotes(request.params.id, requirePrincipal(request).id, request.body.notes),
  );

  app.post(
    '/assessments/:id/pause',
    {
      ...learner,
      schema: {
        ...doc,
        summary: 'Pause the session: the chat clock stops and the notes are kept',
        params: IdParams,
        body: PauseRequest.optional(),
        response: { 200: ChatSession, ...refusals },
      },
    },
    (request) => sessions.pause(request.params.id, requirePrincipal(request).id, request.body?.notes),
  );

  app.post(
    '/assessments/:id/resume',
    {
      ...learner,
      schema: {
        ...doc,
        summary: 'Resume with the minutes the learner has now (at least 5)',
        params: IdParams,
        body: ResumeRequest,
        response: { 200: ChatSession, ...refusals },
      },
    },
    (request) => sessions.resume(request.params.id, requirePrincipal(request).id, request.body),
  );

  app.delete(
    '/assessments/:id/pause',
    {
      ...learner,
      schema: {
        ...doc,
        summary: 'Dismiss a paused session: it is no longer offered for resuming',
        params: IdParams,
        response: { 200: OkBody, ...refusals },
      },
    },
    async (request) => {
      await sessions.dismissPause(request.params.id, requirePrincipal(request).id);
      return { success: true as const, message: 'The paused session was dismissed.' };
    },
  );
};
