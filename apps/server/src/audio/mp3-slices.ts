import { availableParallelism } from 'node:os';
import { startWorkerThread } from '../lib/worker-thread.js';
import { concatBytes } from './concat-bytes.js';
import { encodeMp3 } from './mp3-encoding.js';
import { ENCODER_DELAY, framesEnd } from './mp3-info-frame.js';

/** mpg123's and ffmpeg's own delay on top of LAME's: decoded sample d plays input sample d − 1,105. */
const DECODER_DELAY = 529;
/**
 * Slices of the mix encoded side by side, one per core on the 2-core target (issue 39's generation budget:
 * encoding was half of the mix's time). More would only queue on the same cores.
 */
const SLICES = Math.max(1, Math.min(2, availableParallelism()));
/** Below this a slice is not worth a worker's start (about 0.1 s) and the WebAssembly encoder's. */
const MIN_SLICE_SECONDS = 20;

/**
 * Encodes like `encodeMp3`, in slices side by side: the first in this thread, the others each in a worker.
 * MP3 frames depend on the ones before only through the bit reservoir (a frame's data may start in an
 * earlier frame, never in a later one) and the transform's overlap with the previous frame. So the mix is
 * cut only inside a pause, where every sample within two frames and the codec delay of the cut is exactly
 * zero, at a frame boundary. The slice before the cut keeps exactly the frames that end at the cut (its
 * flushed tail is dropped), and the slice after starts with an empty reservoir. The glued stream has as many
 * frames as one encoder's, each sample at the same place, and silence around the cut decodes as silence.
 * Where no such pause is found, one encoder does it all.
 */
export async function encodeMp3InSlices(
  samples: Float32Array,
  sampleRate: number,
  slices = SLICES,
): Promise<Uint8Array> {
  const cuts = silentCuts(samples, sampleRate, slices);
  if (cuts.length === 0) return encodeMp3(samples, sampleRate);
  const bounds = [0, ...cuts, samples.length];
  const encoded = await Promise.all(
    bounds.slice(0, -1).map((start, i) => {
      const slice = samples.subarray(start, bounds[i + 1]);
      return i === 0 ? encodeMp3(slice, sampleRate) : encodeInWorker(slice, sampleRate);
    }),
  );
  const frameSamples = samplesPerFrame(sampleRate);
  const kept = encoded.map((frames, i) =>
    i === encoded.length - 1
      ? frames
      : frames.subarray(0, framesEnd(frames, (bounds[i + 1]! - bounds[i]!) / frameSamples)),
  );
  return concatBytes(kept);
}

/** MPEG-1 (32 kHz and up) has 1,152 samples a frame; MPEG-2 and 2.5 have 576. */
function samplesPerFrame(sampleRate: number): number {
  return sampleRate >= 32000 ? 1152 : 576;
}

/**
 * Up to `slices − 1` cuts, each at a multiple of the frame length with zeros from 2 frames and the codec
 * delay before it to 2 frames after it, the first found from each slice's even share on; none when the audio
 * is too short to be worth slicing.
 */
export function silentCuts(samples: Float32Array, sampleRate: number, slices: number): number[] {
  const frame = samplesPerFrame(sampleRate);
  const before = ENCODER_DELAY + DECODER_DELAY + 2 * frame;
  const after = 2 * frame;
  const share = samples.length / slices;
  if (slices < 2 || share < MIN_SLICE_SECONDS * sampleRate) return [];
  const cuts: number[] = [];
  for (let s = 1; s < slices; s++) {
    const from = Math.max(Math.round(s * share), (cuts.at(-1) ?? 0) + before);
    for (let start = from; start < samples.length; start++) {
      if (samples[start] !== 0) continue;
      let end = start;
      while (end < samples.length && samples[end] === 0) end++;
      const cut = Math.ceil((start + before) / frame) * frame;
      if (cut + after <= end && cut < samples.length) {
        cuts.push(cut);
        break;
      }
      start = end;
    }
  }
  return cuts;
}

function encodeInWorker(samples: Float32Array, sampleRate: number): Promise<Uint8Array> {
  const worker = startWorkerThread(new URL('./mp3-slice.worker.js', import.meta.url));
  return new Promise<Uint8Array>((resolve, reject) => {
    worker.once('message', (reply: { frames: Uint8Array } | { error: string }) => {
      if ('error' in reply) reject(new Error(`Encoding a slice of the MP3 failed: ${reply.error}`));
      else resolve(reply.frames);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The MP3 slice worker stopped (exit code ${code}).`)));
    // A copy: the slice is a view into the mix, which this thread still encodes from.
    worker.postMessage({ samples: samples.slice(), sampleRate });
  }).finally(() => void worker.terminate());
}
