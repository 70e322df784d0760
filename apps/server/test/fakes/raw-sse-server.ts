import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A bare HTTP server on 127.0.0.1 for what the fake OpenAI server does not script: a stream's exact
 * bytes and how they are cut, errors sent inside a stream, odd statuses. Each request is recorded with
 * its body, and `closed` is set when the client goes away before the answer was finished.
 */
export interface RawRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  closed: boolean;
}

export interface RawServer {
  url: string;
  requests: RawRequest[];
  /** TCP connections accepted so far. */
  connections: () => number;
  close(): Promise<void>;
}

export async function startRawServer(
  answer: (request: RawRequest, res: ServerResponse) => void | Promise<void>,
): Promise<RawServer> {
  const requests: RawRequest[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: RawRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        closed: false,
      };
      requests.push(request);
      res.on('close', () => {
        if (!res.writableFinished) request.closed = true;
      });
      void Promise.resolve(answer(request, res)).catch(() => res.destroy());
    });
  });
  server.on('connection', (socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** One Server-Sent Event carrying `chunk` as JSON. */
export const sseEvent = (chunk: unknown): string => `data: ${JSON.stringify(chunk)}\n\n`;

/** A chat-completion chunk with a piece of content, and the finish reason when it is the last. */
export const contentEvent = (content: string, finishReason: string | null = null): string =>
  sseEvent({ choices: [{ index: 0, delta: { content }, finish_reason: finishReason }] });

/** Starts an event stream. */
export function streamHeaders(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
}
