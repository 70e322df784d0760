import { nextQuotaReset, quotaDay } from './quota-day.js';
import type { YoutubeRepository } from './youtube.repository.js';

/** What each YouTube Data API call costs, in quota units. */
export const QUOTA_COST = { search: 100, videos: 1, channels: 1 } as const;

export interface QuotaToday {
  day: string;
  unitsUsed: number;
  calls: number;
  limit: number;
  resetsAt: Date;
}

/** The daily quota, counted in the database so that every instance shares one count. */
export class YoutubeQuota {
  constructor(
    private readonly repository: YoutubeRepository,
    readonly limit: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Takes `units` from today's quota; false, with nothing taken, when they would pass the limit. */
  async spend(units: number): Promise<boolean> {
    if (units > this.limit) return false;
    return this.repository.spendQuota(quotaDay(this.now()), units, this.limit);
  }

  /** YouTube said the quota is gone: no more calls until it resets. */
  async exhaust(): Promise<void> {
    await this.repository.exhaustQuota(quotaDay(this.now()), this.limit);
  }

  async today(): Promise<QuotaToday> {
    const now = this.now();
    const day = quotaDay(now);
    const { unitsUsed, calls } = await this.repository.quotaOn(day);
    return { day, unitsUsed, calls, limit: this.limit, resetsAt: nextQuotaReset(now) };
  }

  nextReset(): Date {
    return nextQuotaReset(this.now());
  }
}
