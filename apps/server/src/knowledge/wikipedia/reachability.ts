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
        detail: `${this.failure.message} Failed at ${this.failure.at.toISOString()}; asked again after ${this.failure.until.toISOString()}.`,
      };
    }
    if (this.answeredAt) {
      return { state: 'answering', live: true, detail: `Last answered at ${this.answeredAt.toISOString()}.` };
    }
    return { state: 'not asked yet', live: true, detail: 'On; not asked since the server started.' };
  }
}
