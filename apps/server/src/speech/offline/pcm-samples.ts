/** espeak's 16-bit PCM chunks as one clip of samples in [-1, 1]. */
export function int16ChunksToFloat32(chunks: readonly Int16Array[]): Float32Array {
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const samples = new Float32Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) samples[offset + i] = (chunk[i] ?? 0) / 32768;
    offset += chunk.length;
  }
  return samples;
}

/** Quieter than this (about -48 dBFS) counts as silence at a clip's edges. */
const SILENCE_LEVEL = 0.004;
/** What stays of the silence at each edge, so a word's soft onset or release is not clipped. */
const KEPT_EDGE_SECONDS = 0.05;

/**
 * Cuts a clip's leading and trailing silence down to 50 ms. espeak pads every utterance with its own pauses;
 * the podcast renderer places fixed gaps between turns, and those gaps should be the only ones heard.
 * A clip with no sound at all comes back empty.
 */
export function trimSilence(samples: Float32Array, sampleRate: number): Float32Array<ArrayBuffer> {
  let first = 0;
  while (first < samples.length && Math.abs(samples[first] ?? 0) <= SILENCE_LEVEL) first++;
  if (first === samples.length) return new Float32Array(0);
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last] ?? 0) <= SILENCE_LEVEL) last--;
  const edge = Math.round(KEPT_EDGE_SECONDS * sampleRate);
  return samples.slice(Math.max(0, first - edge), Math.min(samples.length, last + 1 + edge));
}
