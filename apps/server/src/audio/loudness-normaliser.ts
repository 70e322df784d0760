import { integratedLoudness, TruePeakEnvelope, truePeakDbtp } from './loudness-meter.js';

export interface LoudnessTarget {
  integratedLufs: number;
  truePeakDbtp: number;
}

/** DESIGN §6: spoken podcasts at −19 LUFS (mono), never above −1 dBTP. */
export const PODCAST_LOUDNESS: LoudnessTarget = { integratedLufs: -19, truePeakDbtp: -1 };

export interface NormalisedAudio {
  samples: Float32Array;
  integratedLufs: number;
  truePeakDbtp: number;
}

/** The limiter aims a little under the ceiling: the gain changes within the oversampler's reach. */
const LIMITER_MARGIN_DB = 0.3;
const LOOK_AHEAD_SECONDS = 0.005;
const RELEASE_SECONDS = 0.08;
/** Make-up rounds when limiting pulled the loudness under the target. */
const MAX_PASSES = 3;
const TOLERANCE_LU = 0.3;

/**
 * Brings the audio to the target loudness with one gain, then holds its true peak under the ceiling with a
 * look-ahead limiter (a gain that falls smoothly before each over and recovers after it). When the limiting
 * costs loudness, the gain is raised and the limiter run again. The result is measured, not assumed.
 */
export function normaliseLoudness(
  samples: Float32Array,
  sampleRate: number,
  target: LoudnessTarget = PODCAST_LOUDNESS,
): NormalisedAudio {
  const measured = integratedLoudness(samples, sampleRate);
  if (!Number.isFinite(measured)) {
    return { samples: samples.slice(), integratedLufs: measured, truePeakDbtp: truePeakDbtp(samples) };
  }
  const ceiling = 10 ** ((target.truePeakDbtp - LIMITER_MARGIN_DB) / 20);
  let gainDb = target.integratedLufs - measured;
  const envelope = new TruePeakEnvelope(samples);
  const limiter = new Limiter(samples.length, sampleRate);
  const output = new Float32Array(samples.length);
  let loudness = measured;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const gain = 10 ** (gainDb / 20);
    // Exact wherever this gain could take a point over the ceiling; a later, higher gain refines it further.
    limiter.apply(samples, envelope, gain, ceiling, output);
    loudness = integratedLoudness(output, sampleRate);
    const shortBy = target.integratedLufs - loudness;
    if (shortBy <= TOLERANCE_LU) break;
    gainDb += shortBy;
  }
  return { samples: output, integratedLufs: loudness, truePeakDbtp: truePeakDbtp(output) };
}

/**
 * output[i] = input[i] × gain × limiting[i], where limiting[i] ≤ ceiling / (gain × envelope[j]) for every j
 * within the look-ahead of i: the minimum of the required reductions over the window, averaged over the
 * window (so it ramps instead of stepping), then allowed to recover only at the release rate. Its buffers
 * serve every pass, so a make-up pass allocates nothing.
 */
class Limiter {
  private readonly window: number;
  private readonly recovery: number;
  private readonly required: Float32Array;
  private readonly ahead: Float32Array;
  private readonly queue: Int32Array;

  constructor(length: number, sampleRate: number) {
    this.window = Math.max(1, Math.round(LOOK_AHEAD_SECONDS * sampleRate));
    this.recovery = 1 - Math.exp(-1 / (RELEASE_SECONDS * sampleRate));
    this.required = new Float32Array(length);
    this.ahead = new Float32Array(length);
    this.queue = new Int32Array(length + this.window + 1);
  }

  apply(
    input: Float32Array,
    peaks: TruePeakEnvelope,
    gain: number,
    ceiling: number,
    output: Float32Array,
  ): void {
    peaks.exactWhereAbove(ceiling / gain);
    const envelope = peaks.values;
    const { window, recovery, required, ahead, queue } = this;
    const n = input.length;
    for (let i = 0; i < n; i++) {
      const peak = envelope[i]! * gain;
      required[i] = peak > ceiling ? ceiling / peak : 1;
    }
    // The minimum over [i, i + window], by a monotonic queue of indices.
    let head = 0;
    let tail = 0;
    for (let i = n - 1; i >= 0; i--) {
      while (tail > head && required[queue[tail - 1]!]! >= required[i]!) tail--;
      queue[tail++] = i;
      while (queue[head]! > i + window) head++;
      ahead[i] = required[queue[head]!]!;
    }
    let sum = 0;
    let limiting = 1;
    for (let i = 0; i < n; i++) {
      // The average of `ahead` over [i − window + 1, i]: at a peak it is made only of values at or under it.
      sum += ahead[i]!;
      if (i >= window) sum -= ahead[i - window]!;
      // Before the start, the window is padded with the first value, which is no more than any it covers.
      const smoothed = i >= window - 1 ? sum / window : (sum + (window - 1 - i) * ahead[0]!) / window;
      const recovered = limiting + (1 - limiting) * recovery;
      limiting = smoothed < recovered ? smoothed : recovered;
      output[i] = input[i]! * gain * limiting;
    }
  }
}
