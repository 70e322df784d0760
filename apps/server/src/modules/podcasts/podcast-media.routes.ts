import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, JsonChaptersDocument } from '@socratica/contracts';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { AudioStoreUnavailableError, type AudioStore } from './audio-store.js';
import { AUDIO_KEY } from './audio-keys.js';
import { COVER_DIRECTORY, COVER_FILE_NAME } from './podcast-cover.js';
import type { PodcastFeedService } from './podcast-feed.service.js';
import { requestOrigin } from './request-origin.js';
import { STORAGE_OUTAGE, STORAGE_RETRY_AFTER_SECONDS, sendStoredObject } from './stored-object-reply.js';

const publicAccess = { config: { access: 'public' as const } };
const tags = ['podcasts: public files'];
const YEAR_MS = 365 * 24 * 3600_000;
const DAY_MS = 24 * 3600_000;

const MediaParams = z.object({
  key: z.string().regex(AUDIO_KEY, {
    error: 'The file name is 64 lower-case hexadecimal characters followed by .mp3 or .vtt.',
  }),
});
const FeedParams = z.object({ token: z.string() });
const ChaptersParams = z.object({ token: z.string(), guid: z.string() });

const NO_SUCH_FILE = 'No podcast file is stored under that name.';
/** What @fastify/send writes for `maxAge: YEAR_MS, immutable: true`, so both stores cache alike. */
const IMMUTABLE_FOR_A_YEAR = `public, max-age=${YEAR_MS / 1000}, immutable`;

/** An object store that does not answer is a passing outage for the listener: 503 with Retry-After. */
function outageAsUnavailable(error: unknown): never {
  if (error instanceof AudioStoreUnavailableError) {
    throw new HttpError(
      503,
      STORAGE_OUTAGE,
      { 'retry-after': String(STORAGE_RETRY_AFTER_SECONDS) },
      { cause: error },
    );
  }
  throw error;
}

/**
 * Podcast apps and other sites' players fetch these without a token (D15), so other origins may
 * embed them (helmet's default `same-origin` would stop a web player on another site).
 */
const shareable = (reply: FastifyReply) => reply.header('cross-origin-resource-policy', 'cross-origin');

/**
 * Serves one file through @fastify/send: HEAD, `Accept-Ranges`, 206 for a range (Apple's player probes
 * with `bytes=0-1`), ETag and Last-Modified with conditional requests. Never compressed: a range is of
 * the stored bytes.
 */
async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { root: string; path: string; contentType: string },
  caching: { maxAge: number; immutable: boolean },
) {
  const result = await send(request.raw, `/${file.path}`, {
    root: file.root,
    acceptRanges: true,
    contentType: false,
    dotfiles: 'deny',
    index: false,
    maxAge: caching.maxAge,
    immutable: caching.immutable,
  });
  if (result.type === 'error') {
    const status = result.statusCode;
    if (status === 416) {
      throw new HttpError(416, 'The requested byte range lies beyond the end of the file.', {
        'content-range': result.headers['Content-Range'] ?? '',
      });
    }
    if (status === 412) throw new HttpError(412, 'The file does not match the request’s preconditions.');
    if (status === 404) throw notFound(NO_SUCH_FILE);
    throw new HttpError(
      500,
      'The podcast file could not be read. Please try again.',
      {},
      {
        cause: result.metadata.error,
      },
    );
  }
  shareable(reply);
  if (result.statusCode !== 304) reply.header('content-type', file.contentType);
  return reply.code(result.statusCode).headers(result.headers).send(result.stream);
}

/** True when the client takes gzip (and has not refused it with q=0). */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** What podcast apps read without a token (D15): the RSS feed, episode audio and transcripts, the cover. */
export const podcastMediaRoutes: FastifyPluginAsyncZod<{
  audioStore: AudioStore;
  feed: PodcastFeedService;
}> = async (app, { audioStore, feed }) => {
  app.get(
    '/podcasts/media/:key',
    {
      ...publicAccess,
      schema: {
        tags,
        summary: 'Episode audio (MP3) or transcript (WebVTT), by content hash, with Range and HEAD',
        params: MediaParams,
        response: { 404: ErrorBody, 416: ErrorBody, 422: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const opened = await audioStore.openAudio(request.params.key).catch(outageAsUnavailable);
      if (!opened) throw notFound(NO_SUCH_FILE);
      // A name is a content hash, never rewritten: players may keep the file for good.
      if (opened.kind === 'file')
        return sendFile(request, reply, opened, { maxAge: YEAR_MS, immutable: true });
      shareable(reply);
      return sendStoredObject(request, reply, opened, IMMUTABLE_FOR_A_YEAR).catch(outageAsUnavailable);
    },
  );

  app.get(
    '/podcasts/cover.png',
    {
      ...publicAccess,
      schema: { tags, summary: 'The podcast’s cover art (PNG, square, 1400 to 3000 px)' },
    },
    (request, reply) =>
      sendFile(
        request,
        reply,
        { root: COVER_DIRECTORY, path: COVER_FILE_NAME, contentType: 'image/png' },
        { maxAge: DAY_MS, immutable: false },
      ),
  );

  app.get(
    '/podcasts/rss/:token.xml',
    {
      ...publicAccess,
      schema: {
        tags,
        summary: 'The RSS feed; its address carries a secret, and a rotated address answers 410',
        params: FeedParams,
      },
    },
    async (request, reply) => {
      const built = await feed.feedDocument(request.params.token, requestOrigin(request));
      shareable(reply)
        .header('content-type', 'application/rss+xml; charset=utf-8')
        .header('etag', built.etag)
        // Apps may keep it, but must ask whether it changed: a new episode should show up.
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === built.etag) return reply.code(304).send();
      if (acceptsGzip(request.headers['accept-encoding'])) {
        return reply.header('content-encoding', 'gzip').send(built.gzipped);
      }
      return reply.send(built.xml);
    },
  );

  app.get(
    '/podcasts/rss/:token/chapters/:guid.json',
    {
      ...publicAccess,
      schema: {
        tags,
        summary:
          'An episode’s JSON chapters (Podcasting 2.0, version 1.2), under the secret of a feed that lists it',
        params: ChaptersParams,
        response: { 200: JsonChaptersDocument, 404: ErrorBody, 410: ErrorBody },
      },
    },
    async (request, reply) => {
      const document = await feed.chaptersDocument(request.params.token, request.params.guid);
      // The type the spec asks for; chapters change only when the episode is re-published under a new guid.
      return shareable(reply)
        .header('content-type', 'application/json+chapters; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(document);
    },
  );
};
