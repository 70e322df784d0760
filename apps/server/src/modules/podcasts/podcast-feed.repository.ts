import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { podcastEpisodes as e, podcastFeed, podcastFeedRetiredTokens } from '../../db/schema/index.js';

export interface FeedSettings {
  token: string;
  listedInDirectories: boolean;
  rotatedAt: Date;
}

/** What the feed's XML depends on: its settings and which shared episodes exist. */
export interface FeedState extends FeedSettings {
  sharedEpisodes: number;
  newestEpisodeId: number;
}

const FEED_ROW = 1;

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
   * The settings and a fingerprint of the shared episodes in one round trip. Episodes are never edited
   * and ids only grow, so their count and newest id change whenever one is published or deleted.
   */
  async state(): Promise<FeedState | undefined> {
    const [row] = await this.db
      .select({
        token: podcastFeed.token,
        listedInDirectories: podcastFeed.listedInDirectories,
        rotatedAt: podcastFeed.rotatedAt,
        sharedEpisodes: sql<number>`(select count(*) from ${e} where ${e.ownerId} is null)`.mapWith(Number),
        newestEpisodeId:
          sql<number>`(select coalesce(max(${e.id}), 0) from ${e} where ${e.ownerId} is null)`.mapWith(
            Number,
          ),
      })
      .from(podcastFeed)
      .where(eq(podcastFeed.id, FEED_ROW));
    return row;
  }

  async isRetired(tokenHash: string): Promise<boolean> {
    const [row] = await this.db
      .select({ tokenHash: podcastFeedRetiredTokens.tokenHash })
      .from(podcastFeedRetiredTokens)
      .where(eq(podcastFeedRetiredTokens.tokenHash, tokenHash));
    return row !== undefined;
  }

  /** Replaces the token and keeps the old one's hash, so its URL answers 410. */
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

  /** Every shared episode, newest first: learners' own episodes never reach the RSS feed (D17). */
  async sharedEpisodes() {
    return this.db
      .select({
        guid: e.guid,
        title: e.title,
        description: e.description,
        topic: e.topic,
        durationSeconds: e.durationSeconds,
        audioKey: e.audioKey,
        audioBytes: e.audioBytes,
        transcriptKey: e.transcriptKey,
        publishDate: e.publishDate,
      })
      .from(e)
      .where(isNull(e.ownerId))
      .orderBy(desc(e.publishDate), desc(e.id));
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
