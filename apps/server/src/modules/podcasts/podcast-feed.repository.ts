import { qualified } from '../../db/qualified-column.js';
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  podcastEpisodes as e,
  podcastFeed,
  podcastFeedRetiredTokens,
  userFeeds,
  users,
} from '../../db/schema/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FeedSettings {
  token: string;
  listedInDirectories: boolean;
  rotatedAt: Date;
}

/** A new secret, with the hash its requests are matched by. */
export interface IssuedToken {
  token: string;
  hash: string;
}

/** Which episodes exist: their count and newest id. Episodes are never edited and ids only grow. */
export interface EpisodesFingerprint {
  count: number;
  newestId: number;
}

/** The user whose own address a request carries, and their own episodes' fingerprint. */
interface FeedReader {
  userId: number;
  active: boolean;
  token: string;
  ownEpisodes: EpisodesFingerprint;
}

/** What a feed read depends on: the settings, the shared episodes, and the reader the token names, if any. */
export interface FeedState extends FeedSettings {
  sharedEpisodes: EpisodesFingerprint;
  reader: FeedReader | undefined;
}

const FEED_ROW = 1;

const countOf = (where: SQL) => sql<number>`(select count(*) from ${e} where ${where})`.mapWith(Number);
const newestOf = (where: SQL) =>
  sql<number>`(select coalesce(max(${qualified(e.id)}), 0) from ${e} where ${where})`.mapWith(Number);

const EPISODE_FIELDS = {
  id: e.id,
  guid: e.guid,
  title: e.title,
  description: e.description,
  topic: e.topic,
  durationSeconds: e.durationSeconds,
  audioKey: e.audioKey,
  audioBytes: e.audioBytes,
  transcriptKey: e.transcriptKey,
  /** Whether it has chapters: the feed links to them only then; the chapters document reads them itself. */
  hasChapters: sql<boolean>`jsonb_array_length(${e.chapters}) > 0`,
  publishDate: e.publishDate,
};

export type FeedEpisodeRow = Awaited<ReturnType<PodcastFeedRepository['sharedEpisodes']>>[number];

export class PodcastFeedRepository {
  constructor(private readonly db: Database) {}

  /** The feed's settings; the row is made on first use, with the token `newToken` gives. */
  async settings(newToken: () => string): Promise<FeedSettings> {
    const current = await this.read();
    if (current) return current;
    await this.db.insert(podcastFeed).values({ id: FEED_ROW, token: newToken() }).onConflictDoNothing();
    const made = await this.read();
    if (!made) throw new Error('the podcast feed row was not created');
    return made;
  }

  /**
   * Everything a feed read depends on, in one round trip: the settings, the shared episodes'
   * fingerprint, and the user whose address has this token hash, with their own episodes' fingerprint.
   */
  async state(tokenHash: string): Promise<FeedState | undefined> {
    const [row] = await this.db
      .select({
        token: podcastFeed.token,
        listedInDirectories: podcastFeed.listedInDirectories,
        rotatedAt: podcastFeed.rotatedAt,
        sharedCount: countOf(sql`${qualified(e.ownerId)} is null`),
        sharedNewestId: newestOf(sql`${qualified(e.ownerId)} is null`),
        readerId: userFeeds.userId,
        readerToken: userFeeds.token,
        readerStatus: users.status,
        ownCount: countOf(sql`${qualified(e.ownerId)} = ${qualified(userFeeds.userId)}`),
        ownNewestId: newestOf(sql`${qualified(e.ownerId)} = ${qualified(userFeeds.userId)}`),
      })
      .from(podcastFeed)
      .leftJoin(userFeeds, eq(userFeeds.tokenHash, tokenHash))
      .leftJoin(users, eq(users.id, userFeeds.userId))
      .where(eq(podcastFeed.id, FEED_ROW));
    if (!row) return undefined;
    return {
      token: row.token,
      listedInDirectories: row.listedInDirectories,
      rotatedAt: row.rotatedAt,
      sharedEpisodes: { count: row.sharedCount, newestId: row.sharedNewestId },
      reader:
        row.readerId === null || row.readerToken === null
          ? undefined
          : {
              userId: row.readerId,
              active: row.readerStatus === 'active',
              token: row.readerToken,
              ownEpisodes: { count: row.ownCount, newestId: row.ownNewestId },
            },
    };
  }

  async isRetired(tokenHash: string): Promise<boolean> {
    const [row] = await this.db
      .select({ tokenHash: podcastFeedRetiredTokens.tokenHash })
      .from(podcastFeedRetiredTokens)
      .where(eq(podcastFeedRetiredTokens.tokenHash, tokenHash));
    return row !== undefined;
  }

  /**
   * Replaces the shared feed's token and retires every user's address at once; every old hash is kept,
   * so each old URL answers 410. Users get a new address when they next ask.
   */
  async rotate(newToken: string, hashOf: (token: string) => string): Promise<FeedSettings> {
    return this.db.transaction(async (tx) => {
      const [old] = await tx
        .select({ token: podcastFeed.token })
        .from(podcastFeed)
        .where(eq(podcastFeed.id, FEED_ROW))
        .for('update');
      if (old) {
        await tx
          .insert(podcastFeedRetiredTokens)
          .values({ tokenHash: hashOf(old.token) })
          .onConflictDoNothing();
      }
      await tx.execute(sql`
        with gone as (delete from ${userFeeds} returning token_hash)
        insert into ${podcastFeedRetiredTokens} (token_hash) select token_hash from gone
        on conflict do nothing`);
      const [row] = await tx
        .insert(podcastFeed)
        .values({ id: FEED_ROW, token: newToken })
        .onConflictDoUpdate({ target: podcastFeed.id, set: { token: newToken, rotatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('the podcast feed row was not written');
      return row;
    });
  }

  async setListed(listedInDirectories: boolean): Promise<void> {
    await this.db.update(podcastFeed).set({ listedInDirectories }).where(eq(podcastFeed.id, FEED_ROW));
  }

  /** The user's own address, issuing `issued` when they have none; two first calls at once agree. */
  async userFeedToken(userId: number, issued: IssuedToken): Promise<string> {
    await this.db
      .insert(userFeeds)
      .values({ userId, token: issued.token, tokenHash: issued.hash })
      .onConflictDoNothing({ target: userFeeds.userId });
    const [row] = await this.db
      .select({ token: userFeeds.token })
      .from(userFeeds)
      .where(eq(userFeeds.userId, userId));
    if (!row) throw new Error(`the feed address of user ${userId} was not written`);
    return row.token;
  }

  /** Gives the user a new address and retires the old one (its URL answers 410). */
  async resetUserFeed(userId: number, issued: IssuedToken): Promise<string> {
    return this.db.transaction(async (tx) => {
      await this.retireIn(tx, userId);
      // Two resets at once: the second finds the first's new row and answers with it.
      await tx
        .insert(userFeeds)
        .values({ userId, token: issued.token, tokenHash: issued.hash })
        .onConflictDoNothing({ target: userFeeds.userId });
      const [row] = await tx
        .select({ token: userFeeds.token })
        .from(userFeeds)
        .where(eq(userFeeds.userId, userId));
      if (!row) throw new Error(`the feed address of user ${userId} was not written`);
      return row.token;
    });
  }

  /** Retires the user's address, if they have one; the next time they ask, they get a new one. */
  async retireUserFeed(userId: number): Promise<void> {
    await this.retireIn(this.db, userId);
  }

  /** Every shared episode, newest first. */
  async sharedEpisodes() {
    return this.db
      .select(EPISODE_FIELDS)
      .from(e)
      .where(isNull(e.ownerId))
      .orderBy(desc(e.publishDate), desc(e.id));
  }

  /** The user's own episodes (D17 amended: in their own feed, and nobody else's), newest first. */
  async ownEpisodes(userId: number): Promise<FeedEpisodeRow[]> {
    return this.db
      .select(EPISODE_FIELDS)
      .from(e)
      .where(eq(e.ownerId, userId))
      .orderBy(desc(e.publishDate), desc(e.id));
  }

  /**
   * One episode's title and chapters by its guid, when it is in the reader's feed: a shared episode, or
   * the reader's own. A guid that is not a UUID matches nothing rather than failing the cast.
   */
  async episodeChapters(guid: string, readerId: number | null) {
    if (!UUID.test(guid)) return undefined;
    const [row] = await this.db
      .select({ title: e.title, chapters: e.chapters })
      .from(e)
      .where(
        and(
          eq(e.guid, guid),
          readerId === null ? isNull(e.ownerId) : or(isNull(e.ownerId), eq(e.ownerId, readerId)),
        ),
      );
    return row;
  }

  /** One statement: the address is gone and its hash kept together, whoever else is retiring it. */
  private async retireIn(db: Pick<Database, 'execute'>, userId: number): Promise<void> {
    await db.execute(sql`
      with gone as (delete from ${userFeeds} where user_id = ${userId} returning token_hash)
      insert into ${podcastFeedRetiredTokens} (token_hash) select token_hash from gone
      on conflict do nothing`);
  }

  private async read(): Promise<FeedSettings | undefined> {
    const [row] = await this.db
      .select({
        token: podcastFeed.token,
        listedInDirectories: podcastFeed.listedInDirectories,
        rotatedAt: podcastFeed.rotatedAt,
      })
      .from(podcastFeed)
      .where(eq(podcastFeed.id, FEED_ROW));
    return row;
  }
}
