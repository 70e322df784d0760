/** What the admin screen and the benchmark read about the embedded model. */
export interface LocalModelStats {
  state: 'loading' | 'ready' | 'failed' | 'unloading' | 'unloaded';
  /** Why loading failed; null otherwise. */
  error: string | null;
  loadMs: number | null;
  parallel: number;
  busySequences: number;
  /** Calls waiting for a sequence. */
  queueLength: number;
  /** Generations finished, cancelled ones included. */
  generations: number;
  tokensGenerated: number;
  last: LastGeneration | null;
}

export interface LastGeneration {
  outputTokens: number;
  /** Writing speed after the first token; null with fewer than two tokens. */
  tokensPerSecond: number | null;
  /** From getting a sequence to the first token: reading the prompt. Null when no token came. */
  timeToFirstTokenMs: number | null;
  /** Time spent waiting in the queue for a sequence. */
  waitedMs: number;
}

export interface GenerationTimes {
  outputTokens: number;
  startedAt: number;
  firstTokenAt: number | undefined;
  endedAt: number;
  waitedMs: number;
}

export class GenerationStats {
  #state: LocalModelStats['state'] = 'loading';
  #error: string | null = null;
  #loadMs: number | null = null;
  #generations = 0;
  #tokensGenerated = 0;
  #last: LastGeneration | null = null;

  loaded(loadMs: number): void {
    this.#state = 'ready';
    this.#loadMs = loadMs;
  }

  failed(message: string): void {
    this.#state = 'failed';
    this.#error = message;
  }

  unloading(): void {
    if (this.#state !== 'failed') this.#state = 'unloading';
  }

  unloaded(): void {
    if (this.#state !== 'failed') this.#state = 'unloaded';
  }

  generated({ outputTokens, startedAt, firstTokenAt, endedAt, waitedMs }: GenerationTimes): void {
    this.#generations++;
    this.#tokensGenerated += outputTokens;
    const writingSeconds = firstTokenAt === undefined ? 0 : (endedAt - firstTokenAt) / 1000;
    this.#last = {
      outputTokens,
      tokensPerSecond: outputTokens > 1 && writingSeconds > 0 ? (outputTokens - 1) / writingSeconds : null,
      timeToFirstTokenMs: firstTokenAt === undefined ? null : firstTokenAt - startedAt,
      waitedMs,
    };
  }

  snapshot(live: Pick<LocalModelStats, 'parallel' | 'busySequences' | 'queueLength'>): LocalModelStats {
    return {
      state: this.#state,
      error: this.#error,
      loadMs: this.#loadMs,
      ...live,
      generations: this.#generations,
      tokensGenerated: this.#tokensGenerated,
      last: this.#last,
    };
  }
}
