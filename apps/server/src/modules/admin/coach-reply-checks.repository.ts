import { CoachTask } from '@socratica/contracts';
import { sql } from 'drizzle-orm';
import type { ReplyCheckOutcome, ReplyCheckTally } from '../../coach/checks/reply-check-tally.js';
import type { Database } from '../../db/client.js';
import { coachReplyChecks } from '../../db/schema/index.js';

export type ReplyCheckCounts = Record<ReplyCheckOutcome, number>;

const OUTCOMES: readonly ReplyCheckOutcome[] = [
  'checked',
  'reasked',
  'replaced',
  'trimmed',
  'unanswered',
  ...CoachTask.options.map((task) => `failed:${task}` as const),
];

/** How long counts wait in memory before they are written together. */
const DEFAULT_FLUSH_AFTER_MS = 1000;

const noCounts = (): ReplyCheckCounts =>
  Object.fromEntries(OUTCOMES.map((outcome) => [outcome, 0])) as ReplyCheckCounts;

/**
 * The D20 counters: how many model replies were checked, asked again, replaced, trimmed and left unanswered,
 * and how many tasks outside the chat the model failed (issue 38).
 *
 * Every model reply is counted, and 50 replies at once would have been 50 writes on the way to 50
 * learners (with the embedded database, on the thread that streams their words). Counts are kept here
 * for up to a second and written in one statement; reading the counts, and closing, write them first. A process killed outright loses at most that second's
 * counts, never a learner's words (decision 040).
 */
export class CoachReplyChecksRepository implements ReplyCheckTally {
  private pending = noCounts();
  private flushTimer: NodeJS.Timeout | null = null;
  /** The write under way: writes go one at a time, so that a failed one can hand its counts back. */
  private writing: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly options: {
      flushAfterMs?: number;
      onWriteFailed?: (error: unknown) => void;
    } = {},
  ) {}

  record(outcome: ReplyCheckOutcome): Promise<void> {
    this.pending[outcome] += 1;
    // Closing writes what is held, so the timer need not keep the process alive.
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = null;
      void this.flush();
    }, this.options.flushAfterMs ?? DEFAULT_FLUSH_AFTER_MS).unref();
    return Promise.resolve();
  }

  /** Writes the counts held in memory, after any write already under way. */
  async flush(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    while (this.writing) await this.writing;
    const counts = this.pending;
    const rows = OUTCOMES.filter((outcome) => counts[outcome] > 0).map((outcome) => ({
      outcome,
      count: counts[outcome],
    }));
    if (rows.length === 0) return;
    this.pending = noCounts();
    const done = this.write(rows).catch((error: unknown) => {
      // Kept for the next write: a count is lost only with the process.
      for (const { outcome, count } of rows) this.pending[outcome] += count;
      this.options.onWriteFailed?.(error);
    });
    this.writing = done;
    try {
      await done;
    } finally {
      this.writing = null;
    }
  }

  /**
   * What has been counted: written first, so that the figures include every reply finished before the
   * call. Counts made while it reads are added only if still held here, so none is counted twice.
   */
  async counts(): Promise<ReplyCheckCounts> {
    await this.flush();
    const rows = await this.db.select().from(coachReplyChecks);
    const countOf = (outcome: ReplyCheckOutcome) =>
      (rows.find((row) => row.outcome === outcome)?.count ?? 0) + this.pending[outcome];
    return Object.fromEntries(OUTCOMES.map((outcome) => [outcome, countOf(outcome)])) as ReplyCheckCounts;
  }

  private async write(rows: { outcome: ReplyCheckOutcome; count: number }[]): Promise<void> {
    await this.db
      .insert(coachReplyChecks)
      .values(rows)
      .onConflictDoUpdate({
        target: coachReplyChecks.outcome,
        set: { count: sql`${coachReplyChecks.count} + excluded.count` },
      });
  }
}
