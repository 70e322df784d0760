import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type {
  FeedListingRequest,
  JsonChaptersDocument,
  PublicPodcastInfo,
  RssInfo,
} from '@socratica/contracts';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Principal } from '../../plugins/access.js';
import type { AdminAct } from './podcast-admin-act.js';
import { jsonChapters } from './episode-chapters.js';
import { BuiltFeedCache, type BuiltFeed } from './podcast-feed-cache.js';
import type {
  EpisodesFingerprint,
  FeedEpisodeRow,
  FeedSettings,
  FeedState,
  IssuedToken,
  PodcastFeedRepository,
} from './podcast-feed.repository.js';
import { podcastGuid } from './podcast-guid.js';
import type { PodcastUrls } from './podcast-urls.js';
import type { PodcastsRepository } from './podcasts.repository.js';
import { buildRssFeedXml } from './rss-feed-xml.js';

const compress = promisify(gzip);

const PODCAST_TITLE = 'Socratica Educational Podcasts';
const PODCAST_DESCRIPTION =
  'Short educational episodes from Socratica: a host who teaches a topic step by step, and a co-host ' +
  'who asks what a listener would ask. Each episode poses a few questions to pause and think about.';
const PODCAST_AUTHOR = 'Socratica';

/** Apps that can follow a podcast by its RSS address (Spotify cannot: it takes submitted shows only). */
const COMPATIBLE_APPS = [
  'Apple Podcasts',
  'Pocket Casts',
  'Overcast',
  'AntennaPod',
  'Podcast Addict',
  'Podverse',
];

/** How many of the newest shared episodes the public subscribe page names. */
const PUBLIC_EPISODES = 5;

/**
 * Built feeds kept in memory: one per reader (each user's own, and the shared one directories list) and
 * origin. A feed of 1,000 episodes is about 1.5 MB with its gzip, so the byte limit keeps the most
 * recently read few dozen; a reader beyond it costs one rebuild.
 */
const FEED_CACHE_LIMITS = { entries: 256, bytes: 64 * 1024 * 1024 };

const UNKNOWN_FEED =
  'No podcast feed is at this address. Copy the feed address from the Subscribe tab of the podcast page.';
const NO_CHAPTERS =
  'This feed has no episode with chapters at that address. Refresh the feed in your podcast app to get current links.';
const RETIRED_FEED =
  'This feed address has been replaced by a new one. Copy the new address from the Subscribe tab of the podcast page.';

/** 32 random bytes, URL-safe: a feed's secret. */
const newToken = () => randomBytes(32).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest();
const hashOfToken = (token: string) => sha256(token).toString('hex');
const issueToken = (): IssuedToken => {
  const token = newToken();
  return { token, hash: hashOfToken(token) };
};
/** Compared as hashes, so that the time taken says nothing about how much of the secret matched. */
const sameSecret = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b));
const fingerprint = ({ count, newestId }: EpisodesFingerprint) => `${count}:${newestId}`;

export interface PodcastFeedDependencies {
  repository: PodcastFeedRepository;
  episodes: PodcastsRepository;
  audit: AuditService;
  urls: PodcastUrls;
  /** SOCRATICA_PODCAST_OWNER_EMAIL, for `itunes:owner`. */
  ownerEmail: string | undefined;
}

/**
 * The RSS feeds (D15, D17 amended, DESIGN §6, decision 035). Each user has their own secret address,
 * carrying the shared episodes and their own; the shared feed has one more, which the public subscribe
 * page shows once an admin lists it in directories. A user may reset their address, an admin's rotation
 * retires every address at once, and deactivation retires the user's: an old address answers 410.
 *
 * A document is built once and kept in memory per reader, keyed by what it depends on: the origin, the
 * address, the settings and the fingerprints (count and newest id) of the shared episodes and of the
 * reader's own, all read in one query with the reader. So publishing, deleting, resetting, rotating or
 * listing on any server instance changes the key and the next read rebuilds; between changes a read
 * costs that one query.
 */
export class PodcastFeedService {
  private readonly built = new BuiltFeedCache(FEED_CACHE_LIMITS);
  /** The shared episodes' rows, for the fingerprint they were read at: every reader's feed has them. */
  private shared: { fingerprint: string; rows: Promise<FeedEpisodeRow[]> } | undefined;

  constructor(private readonly deps: PodcastFeedDependencies) {}

  /** The caller's own feed address, issued on first use. */
  async rssInfo(user: Pick<Principal, 'id'>, origin: string): Promise<RssInfo> {
    const settings = await this.deps.repository.settings(newToken);
    const token = await this.deps.repository.userFeedToken(user.id, issueToken());
    return this.infoOf(token, settings, origin);
  }

  /** A new address for the caller; the old one answers 410 from now on. Audited, like a rotation. */
  async resetOwn(origin: string, { by, ip }: AdminAct): Promise<RssInfo> {
    const settings = await this.deps.repository.settings(newToken);
    const token = await this.deps.repository.resetUserFeed(by.id, issueToken());
    await this.deps.audit.record({
      actionType: 'podcast_feed_reset',
      actor: by,
      ip,
      action: 'Reset their own podcast feed address; the old address now answers 410 Gone',
      details: { target_user_id: by.id },
    });
    return this.infoOf(token, settings, origin);
  }

  /** Retires every address at once: the shared feed's and every user's. Answers the admin's new one. */
  async rotate(origin: string, { by, ip }: AdminAct): Promise<RssInfo> {
    const settings = await this.deps.repository.rotate(newToken(), hashOfToken);
    this.forgetBuiltFeeds();
    await this.deps.audit.record({
      actionType: 'podcast_feed_rotated',
      actor: by,
      ip,
      action: 'Rotated every podcast feed address; the old addresses now answer 410 Gone',
      details: { rotated_at: settings.rotatedAt.toISOString() },
    });
    return this.rssInfo(by, origin);
  }

  /** A deactivated user's address stops at once (feed reads check the status too); a reactivated one gets a new one. */
  retireUserFeed(userId: number): Promise<void> {
    return this.deps.repository.retireUserFeed(userId);
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
    const token = await this.deps.repository.userFeedToken(act.by.id, issueToken());
    return this.infoOf(token, { ...before, listedInDirectories: listed_in_directories }, origin);
  }

  /** For the public subscribe page: the shared feed's address (no one's own episodes) once an admin has listed it. */
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

  /**
   * The feed at `<token>.xml`: a user's own (shared episodes and theirs), or the shared one. 404 for an
   * address that never was one; 410 for one that was reset, rotated or whose user is deactivated.
   */
  async feedDocument(token: string, origin: string): Promise<BuiltFeed> {
    const state = await this.stateOf(token);
    const { reader } = state;
    const slot = `${origin}|${reader ? `user ${reader.userId}` : 'shared'}`;
    const version = [
      reader?.token ?? state.token,
      state.listedInDirectories,
      state.rotatedAt.getTime(),
      fingerprint(state.sharedEpisodes),
      reader ? fingerprint(reader.ownEpisodes) : '',
    ].join('|');
    return this.built.get(slot, version, () => this.build(state, origin));
  }

  /**
   * An episode's JSON chapters (issue 39), at an address under the feed's own secret: whoever can read the
   * feed can read them, with the same 404 and 410. An episode that is not in that feed, or has no chapters,
   * is not found.
   */
  async chaptersDocument(token: string, guid: string): Promise<JsonChaptersDocument> {
    const { reader } = await this.stateOf(token);
    const episode = await this.deps.repository.episodeChapters(guid, reader?.userId ?? null);
    if (!episode || episode.chapters.length === 0) throw notFound(NO_CHAPTERS);
    return jsonChapters(episode, PODCAST_TITLE);
  }

  /** The feed behind a secret: 404 for an address that never was one, 410 for a retired one. */
  private async stateOf(token: string): Promise<FeedState> {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(token)) throw notFound(UNKNOWN_FEED);
    const hash = hashOfToken(token);
    const state = await this.deps.repository.state(hash);
    if (!state) throw notFound(UNKNOWN_FEED);
    const { reader } = state;
    if (reader && !reader.active) {
      // Deactivation retires the address; this catches one that outlived it (an instance stopped in between).
      await this.deps.repository.retireUserFeed(reader.userId);
      throw new HttpError(410, RETIRED_FEED);
    }
    if (!reader && !sameSecret(token, state.token)) {
      if (await this.deps.repository.isRetired(hash)) throw new HttpError(410, RETIRED_FEED);
      throw notFound(UNKNOWN_FEED);
    }
    return state;
  }

  /** Drops every built feed; the next read rebuilds. Reads notice changes on their own (see above). */
  forgetBuiltFeeds(): void {
    this.built.clear();
    this.shared = undefined;
  }

  private sharedRows(state: FeedState): Promise<FeedEpisodeRow[]> {
    const current = fingerprint(state.sharedEpisodes);
    if (this.shared?.fingerprint !== current) {
      const rows = this.deps.repository.sharedEpisodes();
      const kept = { fingerprint: current, rows };
      this.shared = kept;
      rows.catch(() => {
        if (this.shared === kept) this.shared = undefined;
      });
    }
    return this.shared.rows;
  }

  private async build(state: FeedState, origin: string): Promise<BuiltFeed> {
    const { urls } = this.deps;
    const { reader } = state;
    const [shared, own] = await Promise.all([
      this.sharedRows(state),
      reader ? this.deps.repository.ownEpisodes(reader.userId) : [],
    ]);
    const document = buildRssFeedXml(
      {
        title: PODCAST_TITLE,
        description: PODCAST_DESCRIPTION,
        author: PODCAST_AUTHOR,
        ownerEmail: this.deps.ownerEmail,
        feedUrl: `${origin}${urls.feed(reader?.token ?? state.token)}`,
        siteUrl: `${origin}${urls.podcastsPage()}`,
        coverUrl: `${origin}${urls.cover()}`,
        podcastGuid: podcastGuid(`${origin}${urls.feedIdentity()}`),
        listedInDirectories: state.listedInDirectories,
      },
      newestFirst(shared, own).map((episode) => ({
        ...episode,
        audioUrl: `${origin}${urls.media(episode.audioKey)}`,
        transcriptUrl: `${origin}${urls.media(episode.transcriptKey)}`,
        pageUrl: `${origin}${urls.episodePage(episode.id)}`,
        chaptersUrl: episode.hasChapters
          ? `${origin}${urls.chapters(reader?.token ?? state.token, episode.guid)}`
          : null,
      })),
    );
    const xml = Buffer.from(document, 'utf8');
    return {
      xml,
      gzipped: await compress(xml),
      etag: `"${createHash('sha256').update(xml).digest('base64url').slice(0, 32)}"`,
    };
  }

  private infoOf(token: string, settings: FeedSettings, origin: string): RssInfo {
    return {
      rss_feed_url: `${origin}${this.deps.urls.feed(token)}`,
      subscribe_page_url: `${origin}${this.deps.urls.subscribePage()}`,
      compatible_apps: COMPATIBLE_APPS,
      listed_in_directories: settings.listedInDirectories,
    };
  }
}

/** Merges two lists that are each newest first (by publish date, then id) into one. */
function newestFirst(a: readonly FeedEpisodeRow[], b: readonly FeedEpisodeRow[]): FeedEpisodeRow[] {
  if (b.length === 0) return [...a];
  const newer = (x: FeedEpisodeRow, y: FeedEpisodeRow) =>
    x.publishDate.getTime() - y.publishDate.getTime() || x.id - y.id;
  const merged: FeedEpisodeRow[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) merged.push(newer(a[i]!, b[j]!) >= 0 ? a[i++]! : b[j++]!);
  return merged.concat(a.slice(i), b.slice(j));
}
