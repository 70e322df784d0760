import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FeedListingRequest, PublicPodcastInfo, RssInfo } from '@socratica/contracts';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AdminAct } from './podcast-admin-act.js';
import type { FeedSettings, FeedState, PodcastFeedRepository } from './podcast-feed.repository.js';
import { podcastGuid } from './podcast-guid.js';
import type { PodcastUrls } from './podcast-urls.js';
import type { PodcastsRepository } from './podcasts.repository.js';
import { buildRssFeedXml } from './rss-feed-xml.js';

const compress = promisify(gzip);

export const PODCAST_TITLE = 'Socratica Educational Podcasts';
export const PODCAST_DESCRIPTION =
  'Short educational episodes from Socratica: a host who teaches a topic step by step, and a co-host ' +
  'who asks what a listener would ask. Each episode poses a few questions to pause and think about.';
const PODCAST_AUTHOR = 'Socratica';

/** Apps that can follow a podcast by its RSS address (Spotify cannot: it takes submitted shows only). */
export const COMPATIBLE_APPS = [
  'Apple Podcasts',
  'Pocket Casts',
  'Overcast',
  'AntennaPod',
  'Podcast Addict',
  'Podverse',
];

/** How many of the newest shared episodes the public subscribe page names. */
const PUBLIC_EPISODES = 5;

/** Distinct built feeds kept in memory: one per origin it is read on (usually one or two). */
const BUILT_FEEDS_KEPT = 4;

const UNKNOWN_FEED =
  'No podcast feed is at this address. Copy the feed address from the Subscribe tab of the podcast page.';
const RETIRED_FEED =
  'This feed address has been replaced by a new one. Copy the new address from the Subscribe tab of the podcast page.';

/** 32 random bytes, URL-safe: the feed's secret. */
const newToken = () => randomBytes(32).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest();
const hashOfToken = (token: string) => sha256(token).toString('hex');
/** Compared as hashes, so that the time taken says nothing about how much of the secret matched. */
const sameSecret = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b));

/** The feed document, ready to send as it is or gzipped. */
export interface BuiltFeed {
  xml: Buffer;
  gzipped: Buffer;
  etag: string;
}

export interface PodcastFeedDependencies {
  repository: PodcastFeedRepository;
  episodes: PodcastsRepository;
  audit: AuditService;
  urls: PodcastUrls;
  /** SOCRATICA_PODCAST_OWNER_EMAIL, for `itunes:owner`. */
  ownerEmail: string | undefined;
}

/**
 * The RSS feed (D15, DESIGN §6): its secret address, rotation (the old address answers 410), whether
 * directories may list it, and the document itself.
 *
 * The document is built once and kept in memory, keyed by what it depends on: the origin it is read
 * on, the feed's settings and a fingerprint of the shared episodes (their count and newest id, read
 * with the settings in one query). So publishing, deleting, rotating or listing on any server instance
 * changes the key and the next read rebuilds; between changes a read costs that one query.
 */
export class PodcastFeedService {
  private readonly built = new Map<string, Promise<BuiltFeed>>();

  constructor(private readonly deps: PodcastFeedDependencies) {}

  async rssInfo(origin: string): Promise<RssInfo> {
    return this.infoOf(await this.deps.repository.settings(newToken), origin);
  }

  async rotate(origin: string, { by, ip }: AdminAct): Promise<RssInfo> {
    const settings = await this.deps.repository.rotate(newToken(), hashOfToken);
    this.forgetBuiltFeeds();
    await this.deps.audit.record({
      actionType: 'podcast_feed_rotated',
      actor: by,
      ip,
      action: 'Rotated the podcast feed address; the old address now answers 410 Gone',
      details: { rotated_at: settings.rotatedAt.toISOString() },
    });
    return this.infoOf(settings, origin);
  }

  async setListing({ listed_in_directories }: FeedListingRequest, origin: string, act: AdminAct) {
    const before = await this.deps.repository.settings(newToken);
    await this.deps.repository.setListed(listed_in_directories);
    this.forgetBuiltFeeds();
    await this.deps.audit.record({
      actionType: 'podcast_feed_listing_changed',
      actor: act.by,
      ip: act.ip,
      action: listed_in_directories
        ? 'Listed the podcast feed in directories (itunes:block removed)'
        : 'Unlisted the podcast feed from directories (itunes:block yes)',
      details: { before: before.listedInDirectories, after: listed_in_directories },
    });
    return this.infoOf({ ...before, listedInDirectories: listed_in_directories }, origin);
  }

  /** For the public subscribe page: the feed's address only once an admin has listed it. */
  async publicInfo(origin: string): Promise<PublicPodcastInfo> {
    const [settings, newest] = await Promise.all([
      this.deps.repository.settings(newToken),
      this.deps.episodes.newestShared(PUBLIC_EPISODES),
    ]);
    return {
      title: PODCAST_TITLE,
      description: PODCAST_DESCRIPTION,
      cover_url: `${origin}${this.deps.urls.cover()}`,
      listed_in_directories: settings.listedInDirectories,
      rss_feed_url: settings.listedInDirectories ? `${origin}${this.deps.urls.feed(settings.token)}` : null,
      compatible_apps: COMPATIBLE_APPS,
      latest_episodes: newest.map((episode) => ({
        title: episode.title,
        duration_seconds: episode.durationSeconds,
        publish_date: episode.publishDate.toISOString(),
      })),
    };
  }

  /** The feed at `<token>.xml`: 404 for an address that never was one, 410 for a rotated one. */
  async feedDocument(token: string, origin: string): Promise<BuiltFeed> {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(token)) throw notFound(UNKNOWN_FEED);
    const state = await this.deps.repository.state();
    if (!state || !sameSecret(token, state.token)) {
      if (await this.deps.repository.isRetired(hashOfToken(token))) throw new HttpError(410, RETIRED_FEED);
      throw notFound(UNKNOWN_FEED);
    }
    const key = [
      origin,
      state.token,
      state.listedInDirectories,
      state.rotatedAt.getTime(),
      state.sharedEpisodes,
      state.newestEpisodeId,
    ].join('|');
    let feed = this.built.get(key);
    if (!feed) {
      feed = this.build(state, origin);
      this.keep(key, feed);
    }
    return feed;
  }

  /** Drops every built feed; the next read rebuilds. Reads notice changes on their own (see above). */
  forgetBuiltFeeds(): void {
    this.built.clear();
  }

  private keep(key: string, feed: Promise<BuiltFeed>) {
    this.built.set(key, feed);
    feed.catch(() => this.built.delete(key));
    for (const oldest of this.built.keys()) {
      if (this.built.size <= BUILT_FEEDS_KEPT) break;
      this.built.delete(oldest);
    }
  }

  private async build(state: FeedState, origin: string): Promise<BuiltFeed> {
    const { urls } = this.deps;
    const episodes = await this.deps.repository.sharedEpisodes();
    const document = buildRssFeedXml(
      {
        title: PODCAST_TITLE,
        description: PODCAST_DESCRIPTION,
        author: PODCAST_AUTHOR,
        ownerEmail: this.deps.ownerEmail ?? '',
        feedUrl: `${origin}${urls.feed(state.token)}`,
        siteUrl: `${origin}${urls.podcastsPage()}`,
        coverUrl: `${origin}${urls.cover()}`,
        podcastGuid: podcastGuid(`${origin}${urls.feedIdentity()}`),
        listedInDirectories: state.listedInDirectories,
      },
      episodes.map((episode) => ({
        ...episode,
        audioUrl: `${origin}${urls.media(episode.audioKey)}`,
        transcriptUrl: `${origin}${urls.media(episode.transcriptKey)}`,
      })),
    );
    const xml = Buffer.from(document, 'utf8');
    return {
      xml,
      gzipped: await compress(xml),
      etag: `"${createHash('sha256').update(xml).digest('base64url').slice(0, 32)}"`,
    };
  }

  private infoOf(settings: FeedSettings, origin: string): RssInfo {
    return {
      rss_feed_url: `${origin}${this.deps.urls.feed(settings.token)}`,
      subscribe_page_url: `${origin}${this.deps.urls.subscribePage()}`,
      compatible_apps: COMPATIBLE_APPS,
      listed_in_directories: settings.listedInDirectories,
    };
  }
}
