import type { FastifyReply } from 'fastify';

export interface EventStream {
  send(event: string, data: unknown): void;
  end(): void;
}

/**
 * Takes the response over from Fastify and opens a Server-Sent Events stream on it: one JSON
 * document per `data:` line, named by `event:`. The headers Fastify's hooks had already set
 * (security headers, the request id) are kept.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  const alreadySet = Object.entries(reply.getHeaders()).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  );
  raw.writeHead(200, {
    ...Object.fromEntries(alreadySet),
    'content-type': 'text/event-stream; charset=utf-8',
    // A learner's conversation: like every API answer, no cache may keep it.
    'cache-control': 'no-store, no-transform',
    // Proxies such as nginx buffer responses unless told not to, which would hold back every piece.
    'x-accel-buffering': 'no',
    'x-request-id': reply.request.id,
  });
  raw.flushHeaders();
  return {
    send(event, data) {
      if (!raw.writableEnded && !raw.destroyed)
        raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
  };
}

/** An AbortSignal that fires when the client goes away before the response is finished. */
export function abortedWhenClientLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
