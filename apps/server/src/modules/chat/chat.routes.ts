import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChatOpenRequest, ChatReply, ChatRequest, ErrorBody } from '@socratica/contracts';
import { HttpError, refusalLogFields } from '../../lib/http-errors.js';
import { abortedWhenClientLeaves, openEventStream, type EventStream } from '../../lib/server-sent-events.js';
import { requirePrincipal } from '../../plugins/access.js';
import { DRAINING_RETRY_AFTER_SECONDS } from '../../plugins/draining.js';
import { doc, learner, refusals } from './chat-route-options.js';
import { TutorReplyError, type ChatService } from './chat.service.js';

const tutorFailures = { 429: ErrorBody, 502: ErrorBody, 503: ErrorBody, 504: ErrorBody };
const CUT_BY_RESTART =
  'The server restarted before the tutor finished; what it wrote is kept. Send your message again in a few seconds.';

export const chatRoutes: FastifyPluginAsyncZod<{
  chat: ChatService;
  /** Fires when a stopping server's grace period is over: a reply still being written stops and is kept. */
  serverStopping: AbortSignal;
}> = async (app, { chat, serverStopping }) => {
  // A reply stops as it does for the learner's Stop: when they leave, or when the server can wait no longer.
  const stopSignal = (reply: FastifyReply) =>
    AbortSignal.any([abortedWhenClientLeaves(reply), serverStopping]);
  // A whole reply cut by the stop is kept like a stopped one, but the learner is still there: tell them to retry.
  const retryAfterRestart = async <T>(answer: Promise<T>): Promise<T> => {
    try {
      return await answer;
    } catch (error) {
      if (!serverStopping.aborted || !(error instanceof TutorReplyError)) throw error;
      throw new HttpError(503, CUT_BY_RESTART, { 'retry-after': String(DRAINING_RETRY_AFTER_SECONDS) });
    }
  };

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
    (request, reply) =>
      retryAfterRestart(chat.open(request.body, requirePrincipal(request).id, stopSignal(reply))),
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
      retryAfterRestart(
        chat.reply(request.body, { principal: requirePrincipal(request), ip: request.ip }, stopSignal(reply)),
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
          'stream carries `event: start` {user_message_id, phase}, `event: queued` {position} while the embedded ' +
          'model serves other learners first, `event: delta` {text} pieces, then ' +
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
          stopSignal(reply),
          {
            onStart(start) {
              events = openEventStream(reply);
              events.send('start', start);
            },
            onDelta: (text) => events?.send('delta', { text }),
            onQueued: (position) => events?.send('queued', { position }),
          },
        );
        events?.send('done', done);
      } catch (error) {
        // Before the stream opened, a refusal is an ordinary JSON answer.
        if (!events) throw error;
        if (!(error instanceof HttpError)) request.log.error({ err: error }, 'the tutor reply failed');
        else request.log.warn(refusalLogFields(error), 'tutor reply refused');
        events.send('error', {
          detail: serverStopping.aborted
            ? CUT_BY_RESTART
            : error instanceof HttpError
              ? error.detail
              : 'Something went wrong on our side. Please try again.',
          message: error instanceof TutorReplyError ? error.kept : null,
        });
      } finally {
        events?.end();
      }
      return reply;
    },
  );
};
