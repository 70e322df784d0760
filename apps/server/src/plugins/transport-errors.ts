import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Errors that happen before a request reaches a route, and so before the error handler: a header
 * block over Node's limit (an oversized token, say), a malformed request line, a URL that does not
 * decode. Fastify's defaults answer these with a body of their own; ours say `{detail}` like every
 * other error.
 */

function clientErrorAnswer(code: string | undefined): { status: number; detail: string } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      detail: 'The request headers are too large. If you pasted a token, sign in again to get a new one.',
    };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, detail: 'The request took too long to arrive. Please try again.' };
  return { status: 400, detail: 'The request is not valid HTTP.' };
}

export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = function (
  error: NodeJS.ErrnoException,
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail } = clientErrorAnswer(error.code);
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};

/** Fastify's router errors: a path that does not decode, or a path parameter over its length limit. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send({ detail: 'A part of the address is too long.' });
  } else if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send({ detail: 'The address has a malformed %-escape; check the link.' });
  } else {
    void reply.code(500).send({ detail: 'Something went wrong on our side. Please try again.' });
  }
}
