/** How far back the speed looks: long enough to smooth bursts, short enough to follow a slowing network. */
const WINDOW_MS = 5_000;

/** A download's speed, averaged over the last few seconds of samples, and the time left at that speed. */
export class TransferRate {
  private samples: { at: number; bytes: number }[] = [];

  constructor(private readonly windowMs = WINDOW_MS) {}

  /** Records that `bytes` (a running total) had arrived at time `at` (ms). */
  sample(at: number, bytes: number): void {
    this.samples.push({ at, bytes });
    // Keep one sample older than the window, so the window is always spanned when samples allow.
    while (this.samples.length > 2 && this.samples[1]!.at <= at - this.windowMs) this.samples.shift();
  }

  /**
   * Bytes per second over the window ending `now` (by default the last sample), so that a stalled transfer
   * slows to 0 instead of keeping the speed it last had; null until two moments lie apart.
   */
  bytesPerSecond(now?: number): number | null {
    const last = this.samples.at(-1);
    if (!last) return null;
    const until = Math.max(now ?? last.at, last.at);
    let first = this.samples[0]!;
    for (const sample of this.samples) if (sample.at <= until - this.windowMs) first = sample;
    if (until <= first.at) return null;
    return ((last.bytes - first.bytes) * 1000) / (until - first.at);
  }

  /** Whole seconds until `total`, at the current speed; null when the speed or the total is not known. */
  secondsLeft(bytes: number, total: number | null, now?: number): number | null {
    const speed = this.bytesPerSecond(now);
    if (total === null || speed === null || speed <= 0) return null;
    return Math.ceil(Math.max(0, total - bytes) / speed);
  }
}
