import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatOpenRequest,
  ChatReply,
  ChatRequest,
  ChatSession,
  ErrorBody,
  IdParams,
  OkBody,
  PausedSessionReply,
  PauseRequest,
  ResumeRequest,
  SaveNotesReply,
  SaveNotesRequest,
} from '@socratica/contracts';
import { HttpError } from '../../lib/http-errors.js';
import { abortedWhenClientLeaves, openEventStream, type EventStream } from '../../lib/server-sent-events.js';
import { requirePrincipal } from '../../plugins/access.js';
import { TutorReplyError, type ChatService } from './chat.service.js';

const learner = { config: { access: 'user' as const } };
const doc = { tags: ['chat'], security: [{ bearer: [] }] };
const refusals = { 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const tutorFailures = { 429: ErrorBody, 502: ErrorBody, 503: ErrorBody, 504: ErrorBody };

export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.post(
    '/chat/open',
    {
      ...learner,
      schema: {
        ...doc,
        summary: "The tutor's opening message; once written, opening again returns it",
        body: ChatOpenRequest,
        response: { 200: ChatReply, ...refusals, ...tutorFailures },
      },
    },
    (request, reply) => chat.open(request.body, requirePrincipal(request).id, abortedWhenClientLeaves(reply)),
  );

  app.post(
    '/chat',
    {
      ...learner,
      schema: {
        ...doc,
        summary: "Send the learner's message (the last of `messages`) and get the tutor's whole reply",
        body: ChatRequest,
        response: { 200: ChatReply, ...refusals, ...tutorFailures },
      },
    },
    (request, reply) =>
      chat.reply(
        request.body,
        { principal: requirePrincipal(request), ip: request.ip },
        abortedWhenClientLeaves(reply),
      ),
  );

  app.post(
    '/chat/stream',
    {
      ...learner,
      schema: {
        ...doc,
        summary: 'As POST chat, streamed as Server-Sent Events: start, delta…, then done or error',
        description:
          'Refusals before the reply starts (404, 409, 422, 429) are ordinary JSON answers. Afterwards the ' +
          'stream carries `event: start` {user_message_id, phase}, `event: delta` {text} pieces, then ' +
          '`event: done` with the POST chat reply, or `event: error` {detail, message} where message is ' +
          'the partial reply kept and marked interrupted.',
        body: ChatRequest,
        response: { 200: z.string().describe('text/event-stream'), ...refusals, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      let events: EventStream | undefined;
      try {
        const done = await chat.reply(
          request.body,
          { principal: requirePrincipal(request), ip: request.ip },
          abortedWhenClientLeaves(reply),
          {
            onStart(start) {
              events = openEventStream(reply);
              events.send('start', start);
            },
            onDelta: (text) => events?.send('delta', { text }),
          },
        );
        events?.send('done', done);
      } catch (error) {
        // Before the stream opened, a refusal is an ordinary JSON answer.
        if (!events) throw error;
        if (!(error instanceof HttpError)) request.log.error({ err: error }, 'the tutor reply failed');
        else if (error.statusCode >= 500) request.log.warn({ err: error.cause ?? error }, error.detail);
        events.send('error', {
          detail:
            error instanceof HttpError ? error.detail : 'Something went wrong on our side. Please try again.',
          message: error instanceof TutorReplyError ? error.kept : null,
        });
      } finally {
        events?.end();
      }
      return reply;
    },
  );

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
    (request) => chat.latestPaused(requirePrincipal(request).id),
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
    (request) => chat.session(request.params.id, requirePrincipal(request).id),
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
    (request) => chat.saveNotes(request.params.id, requirePrincipal(request).id, request.body.notes),
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
    (request) => chat.pause(request.params.id, requirePrincipal(request).id, request.body?.notes),
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
    (request) => chat.resume(request.params.id, requirePrincipal(request).id, request.body),
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
      await chat.dismissPause(request.params.id, requirePrincipal(request).id);
      return { success: true as const, message: 'The paused session was dismissed.' };
    },
  );
};
