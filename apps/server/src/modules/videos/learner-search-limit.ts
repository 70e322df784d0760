import { tooManyRequests } from '../../lib/http-errors.js';

const WINDOW_MS = 60_000;
/** Past this many learners, those who have not searched within the window are forgotten. */
const PRUNE_FROM = 10_000;

/**
 * How many video searches each learner may make in a sliding minute, so that one learner cannot spend
 * the day's YouTube quota alone. Counted per server instance: it guards the quota, it is not a bill.
 * The tutor's own suggestions are not counted; the chat's rate limit bounds them.
 */
export class LearnerSearchLimit {
  private readonly recent = new Map<number, number[]>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one search by the learner, or refuses it with how long to wait. */
  take(learnerId: number): void {
    const now = this.now();
    const times = (this.recent.get(learnerId) ?? []).filter((at) => at > now - WINDOW_MS);
    if (times.length >= this.perMinute) {
      const wait = Math.max(1, Math.ceil((times[0]! + WINDOW_MS - now) / 1000));
      throw tooManyRequests(
        `You can search for videos ${this.perMinute} times a minute. Please wait ${wait} seconds, then search again.`,
        wait,
      );
    }
    times.push(now);
    this.recent.set(learnerId, times);
    if (this.recent.size > PRUNE_FROM) this.forgetIdle(now);
  }

  private forgetIdle(now: number): void {
    for (const [learner, times] of this.recent) {
      if ((times.at(-1) ?? 0) <= now - WINDOW_MS) this.recent.delete(learner);
    }
  }
}
