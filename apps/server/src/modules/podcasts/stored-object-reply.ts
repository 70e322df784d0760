import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseByteRange } from '../../lib/byte-range.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { OpenedAudioObject } from './audio-store.js';

/** The answer when the object store cannot be reached: the listener's player may simply try again. */
export const STORAGE_OUTAGE = 'The podcast storage is not answering; please try again in a minute.';
export const STORAGE_RETRY_AFTER_SECONDS = 60;

const unquoted = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match (weak comparison, `*` too) first; If-Modified-Since only without it (RFC 9110 §13.2.2). */
function notModified(request: FastifyRequest, object: OpenedAudioObject): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch) {
    return noneMatch.trim() === '*' || noneMatch.split(',').some((tag) => unquoted(tag) === object.etag);
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(object.lastModified.getTime() / 1000) * 1000 <= since;
}

/** If-Range: a range applies only while the client's copy is still this object. */
function rangeStillApplies(request: FastifyRequest, object: OpenedAudioObject): boolean {
  const ifRange = request.headers['if-range']?.toString().trim();
  if (!ifRange) return true;
  if (ifRange.startsWith('"')) return ifRange === object.etag;
  if (ifRange.startsWith('W/')) return false; // a weak tag never validates a range
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Math.floor(object.lastModified.getTime() / 1000) * 1000 <= date;
}

/**
 * Serves an object from the bucket through this server, as @fastify/send serves a local file: HEAD from
 * the object's metadata alone, `Accept-Ranges`, 206 for one range (Apple's player probes with `bytes=0-1`),
 * 416 beyond the end, ETag and Last-Modified with conditional requests, and the caller's cache policy.
 * The body is streamed from the store; Fastify destroys it if the listener goes away.
 */
export async function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  object: OpenedAudioObject,
  cacheControl: string,
): Promise<FastifyReply> {
  const validators = {
    etag: object.etag,
    'last-modified': object.lastModified.toUTCString(),
    'cache-control': cacheControl,
  };
  if (notModified(request, object)) return reply.code(304).headers(validators).send();

  let range = parseByteRange(request.headers.range, object.bytes);
  if (range.kind !== 'whole' && !rangeStillApplies(request, object)) range = { kind: 'whole' };
  if (range.kind === 'unsatisfiable') {
    throw new HttpError(416, 'The requested byte range lies beyond the end of the file.', {
      'content-range': `bytes */${object.bytes}`,
    });
  }
  const { start, end } = range.kind === 'part' ? range : { start: 0, end: object.bytes - 1 };
  // Asked before any header is set, so that a failure answers with its own headers only.
  const body = request.method === 'HEAD' || object.bytes === 0 ? null : await object.read({ start, end });
  if (body === null && request.method !== 'HEAD' && object.bytes > 0) {
    throw notFound('No podcast file is stored under that name.');
  }
  reply
    .headers(validators)
    .header('accept-ranges', 'bytes')
    .header('content-type', object.contentType)
    .header('content-length', String(end - start + 1));
  if (range.kind === 'part') reply.code(206).header('content-range', `bytes ${start}-${end}/${object.bytes}`);
  // An empty stream, not an empty body: Fastify's HEAD handling would set Content-Length to 0 for the latter.
  return reply.send(body ?? Readable.from([]));
}
