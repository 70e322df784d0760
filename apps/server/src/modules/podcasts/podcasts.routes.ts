import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  FeatureEpisodeRequest,
  FeedListingRequest,
  IdParams,
  ListenRequest,
  ListenResponse,
  OkBody,
  PodcastCatalog,
  PodcastCatalogQuery,
  PodcastEpisode,
  PodcastFeed,
  PodcastStats,
  PublicPodcastInfo,
  RateRequest,
  RateResponse,
  RssInfo,
} from '@socratica/contracts';
import { requirePrincipal } from '../../plugins/access.js';
import type { PodcastFeedService } from './podcast-feed.service.js';
import type { PodcastListeningService } from './podcast-listening.service.js';
import type { PodcastsService } from './podcasts.service.js';
import { requestOrigin } from './request-origin.js';

const signedIn = { config: { access: 'user' as const } };
const adminOnly = { config: { access: 'admin' as const } };
const tags = ['podcasts'];
const bearer = { tags, security: [{ bearer: [] }] };
const refusals = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };

export interface PodcastsRouteOptions {
  podcasts: PodcastsService;
  listening: PodcastListeningService;
  feed: PodcastFeedService;
}

/** The podcast area's JSON API (spec 2 §7, issue 13). The RSS document and media are in podcast-media.routes.ts. */
export const podcastsRoutes: FastifyPluginAsyncZod<PodcastsRouteOptions> = async (
  app,
  { podcasts, listening, feed },
) => {
  const act = (request: FastifyRequest) => ({ by: requirePrincipal(request), ip: request.ip });

  app.get(
    '/podcasts/feed',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary: 'Latest Episodes: the featured shared episodes and your own, newest first',
        response: { 200: PodcastFeed, ...refusals },
      },
    },
    (request) => podcasts.latest(requirePrincipal(request)),
  );

  app.get(
    '/podcasts/catalog',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary: 'The archive: a page of the episodes you can hear, sorted, filtered by topic and searched',
        querystring: PodcastCatalogQuery,
        response: { 200: PodcastCatalog, ...refusals },
      },
    },
    (request) => podcasts.catalog(request.query, requirePrincipal(request)),
  );

  app.get(
    '/podcasts/stats',
    {
      ...adminOnly,
      schema: {
        ...bearer,
        summary: 'Episode, featured, rating and listen totals for the admin tab',
        response: { 200: PodcastStats, ...refusals },
      },
    },
    () => podcasts.stats(),
  );

  app.post(
    '/podcasts/listen',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary: 'Report listening: start, progress (every 5 s while playing) or complete',
        body: ListenRequest,
        response: { 200: ListenResponse, 404: ErrorBody, ...refusals },
      },
    },
    (request) => listening.listen(request.body, requirePrincipal(request)),
  );

  app.post(
    '/podcasts/rate',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary: 'Rate an episode from 1 to 5; rating again changes your rating',
        body: RateRequest,
        response: { 200: RateResponse, 404: ErrorBody, ...refusals },
      },
    },
    (request) => listening.rate(request.body, requirePrincipal(request)),
  );

  app.get(
    '/podcasts/rss/info',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary:
          'Your own RSS feed address (it carries a secret; made on first use) and the apps that can follow it',
        response: { 200: RssInfo, ...refusals },
      },
    },
    (request) => feed.rssInfo(requirePrincipal(request), requestOrigin(request)),
  );

  app.post(
    '/podcasts/rss/reset',
    {
      // Each reset keeps the old address's hash (it answers 410): a loop must not fill the table.
      config: { access: 'user', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        ...bearer,
        summary: 'Give your own RSS feed a new secret address; the old one answers 410 Gone',
        response: { 200: RssInfo, 429: ErrorBody, ...refusals },
      },
    },
    (request) => feed.resetOwn(requestOrigin(request), act(request)),
  );

  app.post(
    '/podcasts/admin/rotate-feed',
    {
      ...adminOnly,
      schema: {
        ...bearer,
        summary:
          'Retire every RSS feed address at once (every user’s and the shared one): each old one answers 410 Gone',
        response: { 200: RssInfo, ...refusals },
      },
    },
    (request) => feed.rotate(requestOrigin(request), act(request)),
  );

  app.put(
    '/podcasts/admin/feed-listing',
    {
      ...adminOnly,
      schema: {
        ...bearer,
        summary: 'Let podcast directories list the feed, or keep it unlisted (itunes:block)',
        body: FeedListingRequest,
        response: { 200: RssInfo, ...refusals },
      },
    },
    (request) => feed.setListing(request.body, requestOrigin(request), act(request)),
  );

  app.get(
    '/podcasts/public-info',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'What the public subscribe page shows; the feed address only once the feed is listed',
        response: { 200: PublicPodcastInfo },
      },
    },
    (request) => feed.publicInfo(requestOrigin(request)),
  );

  app.get(
    '/podcasts/:id',
    {
      ...signedIn,
      schema: {
        ...bearer,
        summary: 'One episode you can hear, with your rating and progress',
        params: IdParams,
        response: { 200: PodcastEpisode, 404: ErrorBody, ...refusals },
      },
    },
    (request) => podcasts.episode(request.params.id, requirePrincipal(request)),
  );

  app.patch(
    '/podcasts/:id/feature',
    {
      ...adminOnly,
      schema: {
        ...bearer,
        summary: 'Feature a shared episode in everyone’s Latest Episodes, or stop featuring it',
        params: IdParams,
        body: FeatureEpisodeRequest,
        response: { 200: PodcastEpisode, 404: ErrorBody, ...refusals },
      },
    },
    (request) => podcasts.setFeatured(request.params.id, request.body.is_featured, act(request)),
  );

  app.delete(
    '/podcasts/:id',
    {
      ...adminOnly,
      schema: {
        ...bearer,
        summary: 'Delete an episode with its audio, transcript, ratings and progress',
        params: IdParams,
        response: { 200: OkBody, 404: ErrorBody, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: await podcasts.delete(request.params.id, act(request)),
    }),
  );
};
