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

  /** Bytes per second over the window; null until two samples lie apart in time. */
  bytesPerSecond(): number | null {
    const first = this.samples[0];
    const last = this.samples.at(-1);
    if (!first || !last || last.at <= first.at) return null;
    return ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
  }

  /** Whole seconds until `total`, at the current speed; null when the speed or the total is not known. */
  secondsLeft(bytes: number, total: number | null): number | null {
    const speed = this.bytesPerSecond();
    if (total === null || speed === null || speed <= 0) return null;
    return Math.ceil(Math.max(0, total - bytes) / speed);
  }
}
