import { sql } from 'drizzle-orm';
import type { ReplyCheckOutcome } from '../../coach/checks/reply-check-tally.js';
import type { Database } from '../../db/client.js';
import { coachReplyChecks } from '../../db/schema/index.js';

export type ReplyCheckCounts = Record<ReplyCheckOutcome, number>;

/** The D20 counters: how many model replies were checked, asked again and replaced. */
export class CoachReplyChecksRepository {
  constructor(private readonly db: Database) {}

  async increment(outcome: ReplyCheckOutcome): Promise<void> {
    await this.db
      .insert(coachReplyChecks)
      .values({ outcome, count: 1 })
      .onConflictDoUpdate({
        target: coachReplyChecks.outcome,
        set: { count: sql`${coachReplyChecks.count} + 1` },
      });
  }

  async counts(): Promise<ReplyCheckCounts> {
    const rows = await this.db.select().from(coachReplyChecks);
    const countOf = (outcome: ReplyCheckOutcome) => rows.find((row) => row.outcome === outcome)?.count ?? 0;
    return {
      checked: countOf('checked'),
      reasked: countOf('reasked'),
      replaced: countOf('replaced'),
      unanswered: countOf('unanswered'),
    };
  }
}
