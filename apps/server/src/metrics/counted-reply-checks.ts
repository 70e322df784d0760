import type { ReplyCheckTally } from '../coach/checks/reply-check-tally.js';
import type { Metrics } from './metrics.js';

/**
 * The D20 tally, counted for Prometheus too. The dashboard's counts in the database are everyone's since
 * the start; these are this process's, which is what rate() over several instances needs.
 */
export function countedReplyChecks(tally: ReplyCheckTally, metrics: Metrics | null): ReplyCheckTally {
  if (!metrics) return tally;
  return {
    record(outcome) {
      metrics.replyChecks.inc({ outcome });
      return tally.record(outcome);
    },
  };
}
