import type { WikipediaError } from './wikipedia-error.js';

/** After a failure, Wikipedia is left alone this long; each further failure doubles it, up to the longest. */
const FIRST_PAUSE_MS = 60_000;
const LONGEST_PAUSE_MS = 15 * 60_000;

type WikipediaState = 'off' | 'not asked yet' | 'answering' | 'unreachable';

export interface WikipediaStatus {
  state: WikipediaState;
  /** Whether a chat may use Wikipedia now: on, and not resting after a failure. */
  live: boolean;
  detail: string;
}

/**
 * Whether Wikipedia answers, as this process last found it. After a failure it is not asked again for a
 * while, so that a machine without network, or a wiki in trouble, does not slow every chat message by a
 * timeout; the pause grows while failures go on, and ends at the first answer.
 */
export class Reachability {
  private pauseMs = FIRST_PAUSE_MS;
  private failure: { at: Date; until: Date; message: string } | null = null;
  private answeredAt: Date | null = null;

  constructor(private readonly enabled: boolean) {}

  /** Whether to ask Wikipedia now. */
  mayAsk(now: Date): boolean {
    return this.enabled && (this.failure === null || now >= this.failure.until);
  }

  answered(now: Date): void {
    this.answeredAt = now;
    this.failure = null;
    this.pauseMs = FIRST_PAUSE_MS;
  }

  failed(error: WikipediaError, now: Date): void {
    const pause = this.failure ? Math.min(this.pauseMs * 2, LONGEST_PAUSE_MS) : FIRST_PAUSE_MS;
    this.pauseMs = pause;
    this.failure = { at: now, until: new Date(now.getTime() + pause), message: error.message };
  }

  status(now: Date): WikipediaStatus {
    if (!this.enabled) {
      return { state: 'off', live: false, detail: 'Turned off (SOCRATICA_WIKIPEDIA=false).' };
    }
    if (this.failure) {
      return {
        state: 'unreachable',
        live: this.mayAsk(now),
        detail: `${this.failure.message} Failed ${howLongAgo(this.failure.at, now)}; asked again ${
          now >= this.failure.until ? 'at the next chat message' : howSoon(this.failure.until, now)
        }.`,
      };
    }
    if (this.answeredAt) {
      return { state: 'answering', live: true, detail: `Last answered ${howLongAgo(this.answeredAt, now)}.` };
    }
    return { state: 'not asked yet', live: true, detail: 'On; not asked since the server started.' };
  }
}

// The admin reads these in the settings (issue 38): in words and relative to now, so that no time zone is
// needed and no ISO timestamp is shown. The settings are fetched afresh, so "3 minutes ago" stays true.
function howLongAgo(then: Date, now: Date): string {
  const ago = span(now.getTime() - then.getTime());
  return ago === 'under a minute' ? 'less than a minute ago' : `${ago} ago`;
}

function howSoon(then: Date, now: Date): string {
  return `in ${span(then.getTime() - now.getTime())}`;
}

function span(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
