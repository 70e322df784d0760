import type { SpeechClip } from '../speech.js';

/**
 * Reads a WAV file as a speech server sends it: 16-bit or 32-bit float PCM, mono or not (mixed down).
 * A streamed WAV may give its data length as 0xFFFFFFFF; the bytes actually received are what counts.
 */
export function readWav(bytes: Uint8Array): SpeechClip {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') {
    throw new Error('the answer is not a WAV file');
  }
  let format: { code: number; channels: number; sampleRate: number; bits: number } | null = null;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      format = {
        code: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('the WAV file has its data before its format');
      const end = Math.min(bytes.length, body + size);
      return { sampleRate: format.sampleRate, samples: decodePcm(view, body, end, format) };
    }
    at = body + size + (size % 2);
  }
  throw new Error('the WAV file holds no audio data');
}

function decodePcm(
  view: DataView,
  start: number,
  end: number,
  { code, channels, bits }: { code: number; channels: number; bits: number },
): Float32Array {
  const isFloat = code === 3 && bits === 32;
  const isInt16 = code === 1 && bits === 16;
  if (!isFloat && !isInt16) throw new Error(`WAV format ${code} with ${bits}-bit samples is not supported`);
  const frameBytes = (bits / 8) * channels;
  const frames = Math.floor((end - start) / frameBytes);
  const samples = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel++) {
      const at = start + frame * frameBytes + (channel * bits) / 8;
      sum += isFloat ? view.getFloat32(at, true) : view.getInt16(at, true) / 32768;
    }
    samples[frame] = sum / channels;
  }
  return samples;
}

/** Writes mono 16-bit PCM WAV (for test servers and listening checks). */
export function writeWav({ sampleRate, samples }: SpeechClip): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const put = (at: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  put(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  put(8, 'WAVE');
  put(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  put(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    view.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767), true);
  }
  return bytes;
}
