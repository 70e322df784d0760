import { createMp3Encoder } from 'wasm-media-encoders';
import { concatBytes } from './concat-bytes.js';

/** Mono at 64 kbit/s is plenty for speech (issue 13), about 0.5 MB a minute. */
const BITRATE_KBPS = 64;
/** Samples handed to the encoder per call: a whole number of MP3 frames (1,152 samples each). */
const CHUNK_SAMPLES = 1152 * 64;

const MP3_SAMPLE_RATES = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000] as const;
type Mp3SampleRate = (typeof MP3_SAMPLE_RATES)[number];

function isMp3SampleRate(rate: number): rate is Mp3SampleRate {
  return (MP3_SAMPLE_RATES as readonly number[]).includes(rate);
}

/** Encodes mono samples in [-1, 1] as a constant-bitrate MP3, once (DESIGN §6). */
export async function encodeMp3(samples: Float32Array, sampleRate: number): Promise<Uint8Array> {
  if (!isMp3SampleRate(sampleRate)) throw new Error(`MP3 cannot carry a sample rate of ${sampleRate} Hz.`);
  const encoder = await createMp3Encoder();
  encoder.configure({ channels: 1, sampleRate, bitrate: BITRATE_KBPS, outputSampleRate: sampleRate });
  const parts: Uint8Array[] = [];
  // The encoder returns views into its own memory, which the next call overwrites: each is copied.
  for (let start = 0; start < samples.length; start += CHUNK_SAMPLES) {
    parts.push(
      encoder.encode([samples.subarray(start, Math.min(start + CHUNK_SAMPLES, samples.length))]).slice(),
    );
  }
  parts.push(encoder.finalize().slice());
  return concatBytes(parts);
}
