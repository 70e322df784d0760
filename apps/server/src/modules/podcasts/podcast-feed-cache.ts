/** The feed document, ready to send as it is or gzipped. */
export interface BuiltFeed {
  xml: Buffer;
  gzipped: Buffer;
  etag: string;
}

interface Kept {
  version: string;
  feed: Promise<BuiltFeed>;
  bytes: number;
}

export interface FeedCacheLimits {
  /** How many feeds at most: one per reader and origin. */
  entries: number;
  /** How many bytes of XML and gzip at most, so that many readers of a long feed cannot fill the memory. */
  bytes: number;
}

/**
 * Built feeds kept in memory, one per slot (a reader on an origin), each with the version it was built
 * for: a read with another version rebuilds. The least recently read slot goes first when a limit is
 * passed. A slot names its reader, so one user's feed is never answered to another.
 */
export class BuiltFeedCache {
  private readonly kept = new Map<string, Kept>();
  private bytes = 0;

  constructor(private readonly limits: FeedCacheLimits) {}

  get(slot: string, version: string, build: () => Promise<BuiltFeed>): Promise<BuiltFeed> {
    const current = this.kept.get(slot);
    if (current?.version === version) {
      // Read again: now the most recent (a Map iterates in insertion order).
      this.kept.delete(slot);
      this.kept.set(slot, current);
      return current.feed;
    }
    if (current) this.drop(slot, current);
    const entry: Kept = { version, feed: build(), bytes: 0 };
    this.kept.set(slot, entry);
    entry.feed.then(
      (feed) => {
        if (this.kept.get(slot) !== entry) return;
        entry.bytes = feed.xml.length + feed.gzipped.length;
        this.bytes += entry.bytes;
        this.trim();
      },
      () => {
        if (this.kept.get(slot) === entry) this.drop(slot, entry);
      },
    );
    this.trim();
    return entry.feed;
  }

  clear(): void {
    this.kept.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.kept.size;
  }

  private drop(slot: string, entry: Kept) {
    this.kept.delete(slot);
    this.bytes -= entry.bytes;
  }

  private trim() {
    for (const [slot, entry] of this.kept) {
      if (this.kept.size <= this.limits.entries && this.bytes <= this.limits.bytes) break;
      // The newest stays even when it alone passes the byte limit: it is about to be sent.
      if (this.kept.size === 1) break;
      this.drop(slot, entry);
    }
  }
}
