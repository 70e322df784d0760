/**
 * Loudness and true peak of mono audio, as ITU-R BS.1770-4 defines them: K-weighting, 400 ms blocks every
 * 100 ms, an absolute gate at −70 LUFS and a relative gate 10 LU below the absolutely gated loudness; the
 * true peak from the signal oversampled four times.
 */
export interface Loudness {
  integratedLufs: number;
  truePeakDbtp: number;
}

const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = -10;
const BLOCK_SECONDS = 0.4;
const STEP_SECONDS = 0.1;

export function measureLoudness(samples: Float32Array, sampleRate: number): Loudness {
  return { integratedLufs: integratedLoudness(samples, sampleRate), truePeakDbtp: truePeakDbtp(samples) };
}

interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/**
 * The two K-weighting stages for any sample rate, derived from their analogue prototypes as libebur128
 * does: at 48 kHz they are the standard's table to the last printed digit.
 */
export function kWeighting(sampleRate: number): [Biquad, Biquad] {
  let f0 = 1681.974450955533;
  const gainDb = 3.999843853973347;
  let q = 0.7071752369554196;
  let k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf: Biquad = {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  };
  f0 = 38.13547087602444;
  q = 0.5003270373238773;
  k = Math.tan((Math.PI * f0) / sampleRate);
  a0 = 1 + k / q + k * k;
  const highPass: Biquad = { b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / q + k * k) / a0 };
  return [shelf, highPass];
}

/** Integrated loudness in LUFS; −Infinity for silence or for audio shorter than one block. */
export function integratedLoudness(samples: Float32Array, sampleRate: number): number {
  return gatedLoudness([blockPowers(samples, sampleRate)]);
}

/**
 * The mean square of the K-weighted signal in each 400 ms block, one every 100 ms; none for audio shorter
 * than a block. Kept apart from the gating so that blocks of several clips (one speaker's turns) can be
 * gated together without copying the clips into one buffer.
 */
export function blockPowers(samples: Float32Array, sampleRate: number): Float64Array {
  const step = Math.round(STEP_SECONDS * sampleRate);
  const stepsPerBlock = Math.round(BLOCK_SECONDS / STEP_SECONDS);
  const steps = Math.floor(samples.length / step);
  if (steps < stepsPerBlock) return new Float64Array(0);

  // The K-weighted signal's energy per 100 ms step; a block is four consecutive steps.
  const stepEnergy = new Float64Array(steps);
  const [s, h] = kWeighting(sampleRate);
  let s1 = 0;
  let s2 = 0;
  let h1 = 0;
  let h2 = 0;
  for (let n = 0; n < steps; n++) {
    let energy = 0;
    const end = (n + 1) * step;
    for (let i = n * step; i < end; i++) {
      // Transposed direct form II, both stages in turn.
      const x = samples[i]!;
      const y1 = s.b0 * x + s1;
      s1 = s.b1 * x - s.a1 * y1 + s2;
      s2 = s.b2 * x - s.a2 * y1;
      const y2 = h.b0 * y1 + h1;
      h1 = h.b1 * y1 - h.a1 * y2 + h2;
      h2 = h.b2 * y1 - h.a2 * y2;
      energy += y2 * y2;
    }
    stepEnergy[n] = energy;
  }

  const blocks = steps - stepsPerBlock + 1;
  const blockPower = new Float64Array(blocks);
  const blockLength = step * stepsPerBlock;
  for (let b = 0; b < blocks; b++) {
    let energy = 0;
    for (let j = 0; j < stepsPerBlock; j++) energy += stepEnergy[b + j]!;
    blockPower[b] = energy / blockLength;
  }
  return blockPower;
}

/** BS.1770's two gates over all the blocks given, as if they came from one recording; −Infinity when none pass. */
export function gatedLoudness(blocks: readonly Float64Array[]): number {
  const absoluteGate = powerOf(ABSOLUTE_GATE_LUFS);
  const gatedMean = (threshold: number) => {
    let sum = 0;
    let count = 0;
    for (const powers of blocks) {
      for (let b = 0; b < powers.length; b++) {
        if (powers[b]! > threshold) {
          sum += powers[b]!;
          count++;
        }
      }
    }
    return count === 0 ? 0 : sum / count;
  };
  const absolutelyGated = gatedMean(absoluteGate);
  if (absolutelyGated === 0) return -Infinity;
  const relativeGate = Math.max(absoluteGate, absolutelyGated * 10 ** (RELATIVE_GATE_LU / 10));
  return loudnessOf(gatedMean(relativeGate));
}

const loudnessOf = (power: number) => -0.691 + 10 * Math.log10(power);
const powerOf = (lufs: number) => 10 ** ((lufs + 0.691) / 10);

/**
 * The interpolation filter of the four-times oversampler: a Hann-windowed sinc, 16 taps per phase, each
 * phase normalised to unity gain at DC.
 */
const OVERSAMPLING = 4;
const TAPS_PER_PHASE = 16;
const PHASES: Float64Array[] = (() => {
  const length = OVERSAMPLING * TAPS_PER_PHASE;
  const centre = (length - 1) / 2;
  const phases: Float64Array[] = [];
  for (let p = 0; p < OVERSAMPLING; p++) {
    const taps = new Float64Array(TAPS_PER_PHASE);
    let sum = 0;
    for (let k = 0; k < TAPS_PER_PHASE; k++) {
      const n = k * OVERSAMPLING + p;
      const t = (n - centre) / OVERSAMPLING;
      const sinc = t === 0 ? 1 : Math.sin(Math.PI * t) / (Math.PI * t);
      const window = 0.5 - 0.5 * Math.cos((2 * Math.PI * (n + 0.5)) / length);
      taps[k] = sinc * window;
      sum += taps[k]!;
    }
    for (let k = 0; k < TAPS_PER_PHASE; k++) taps[k] = taps[k]! / sum;
    phases.push(taps);
  }
  return phases;
})();

/** The most any phase can amplify: an interpolated point is at most this times the largest sample it draws on. */
const MAX_PHASE_GAIN = Math.max(...PHASES.map((taps) => taps.reduce((sum, tap) => sum + Math.abs(tap), 0)));
const SPAN_BLOCK = TAPS_PER_PHASE / 2;

/** The largest magnitude in each run of 8 samples: three runs cover the 16 samples one point draws on. */
function runMaxima(samples: Float32Array): Float32Array {
  const runMax = new Float32Array(Math.ceil(samples.length / SPAN_BLOCK));
  for (let run = 0, i = 0; run < runMax.length; run++) {
    const end = Math.min(samples.length, i + SPAN_BLOCK);
    let max = 0;
    for (; i < end; i++) {
      const magnitude = Math.abs(samples[i]!);
      if (magnitude > max) max = magnitude;
    }
    runMax[run] = max;
  }
  return runMax;
}

/** What no oversampled point near a run's samples can exceed: they draw on this run and its neighbours. */
function runBounds(runMax: Float32Array): Float32Array {
  const runs = runMax.length;
  const bounds = new Float32Array(runs);
  for (let run = 0; run < runs; run++) {
    const around = Math.max(
      runMax[run]!,
      run > 0 ? runMax[run - 1]! : 0,
      run + 1 < runs ? runMax[run + 1]! : 0,
    );
    bounds[run] = around * MAX_PHASE_GAIN;
  }
  return bounds;
}

/**
 * For each sample, at least the largest magnitude of the oversampled signal around it (the sample and the
 * points the four-times oversampler puts between it and the one before), made exact on demand wherever it
 * could exceed a level. Elsewhere an upper bound is enough and saves the filter: speech rarely comes near its
 * peak. The limiter asks for exactness at the level its gain needs, and again only if a later gain is higher,
 * so the filter runs where the gain really could take a point over the ceiling.
 */
export class TruePeakEnvelope {
  /** Per sample: the bound, or the exact value where it was made exact. */
  readonly values: Float32Array;
  private readonly bounds: Float32Array;
  /** Runs whose bound exceeds this are exact. */
  private exactAbove = Infinity;

  constructor(private readonly samples: Float32Array) {
    this.bounds = runBounds(runMaxima(samples));
    this.values = new Float32Array(samples.length);
    for (let run = 0, i = 0; run < this.bounds.length; run++) {
      const bound = this.bounds[run]!;
      const end = Math.min(samples.length, i + SPAN_BLOCK);
      for (; i < end; i++) this.values[i] = bound;
    }
  }

  /** Makes the values exact wherever their bound exceeds `floor`; returns whether any value changed. */
  exactWhereAbove(floor: number): boolean {
    if (floor >= this.exactAbove) return false;
    const { samples, values, bounds } = this;
    let changed = false;
    for (let run = 0; run < bounds.length; run++) {
      const bound = bounds[run]!;
      if (bound <= floor || bound > this.exactAbove) continue;
      changed = true;
      const end = Math.min(samples.length, (run + 1) * SPAN_BLOCK);
      for (let i = run * SPAN_BLOCK; i < end; i++) values[i] = pointsNear(samples, i);
    }
    this.exactAbove = floor;
    return changed;
  }
}

/** The largest magnitude of sample i and of the three oversampled points between it and sample i − 1. */
function pointsNear(samples: Float32Array, i: number): number {
  const n = samples.length;
  const half = TAPS_PER_PHASE / 2;
  const p0 = PHASES[0]!;
  const p1 = PHASES[1]!;
  const p2 = PHASES[2]!;
  const p3 = PHASES[3]!;
  const peak = Math.abs(samples[i]!);
  let y0 = 0;
  let y1 = 0;
  let y2 = 0;
  let y3 = 0;
  // The points between samples i−1 and i draw on the 16 samples from i−8 to i+7.
  const top = i + half - 1;
  if (top - (TAPS_PER_PHASE - 1) >= 0 && top < n) {
    for (let k = 0; k < TAPS_PER_PHASE; k++) {
      const x = samples[top - k]!;
      y0 += p0[k]! * x;
      y1 += p1[k]! * x;
      y2 += p2[k]! * x;
      y3 += p3[k]! * x;
    }
  } else {
    for (let k = 0; k < TAPS_PER_PHASE; k++) {
      const j = top - k;
      if (j < 0 || j >= n) continue;
      const x = samples[j]!;
      y0 += p0[k]! * x;
      y1 += p1[k]! * x;
      y2 += p2[k]! * x;
      y3 += p3[k]! * x;
    }
  }
  return Math.max(peak, Math.abs(y0), Math.abs(y1), Math.abs(y2), Math.abs(y3));
}

/**
 * The true peak: exact, since a run is filtered only when its bound beats the peak found so far, which is at
 * least the largest sample and at most the true peak.
 */
export function truePeakDbtp(samples: Float32Array): number {
  const runMax = runMaxima(samples);
  let peak = 0;
  for (let run = 0; run < runMax.length; run++) if (runMax[run]! > peak) peak = runMax[run]!;
  const bounds = runBounds(runMax);
  for (let run = 0; run < bounds.length; run++) {
    if (bounds[run]! <= peak) continue;
    const end = Math.min(samples.length, (run + 1) * SPAN_BLOCK);
    for (let i = run * SPAN_BLOCK; i < end; i++) {
      const point = pointsNear(samples, i);
      if (point > peak) peak = point;
    }
  }
  return peak === 0 ? -Infinity : 20 * Math.log10(peak);
}
