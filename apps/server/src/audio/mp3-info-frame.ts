/**
 * The Xing/Info frame that players read an MP3's exact duration and seek table from (LAME's VbrTag.c
 * layout). The encoder writes none (wasm-media-encoders exposes no LAME tag), and without it players guess
 * the duration from the first frame's bitrate and the file size, ID3 tag and all.
 */

/** LAME's encoder delay: the first 576 decoded samples come before the audio (decoders add 529 of their own). */
export const ENCODER_DELAY = 576;

interface FrameHeader {
  /** The header's four bytes. */
  bytes: Uint8Array;
  mpeg1: boolean;
  mono: boolean;
  bitrateIndex: number;
  kbps: number;
  samplesPerFrame: number;
  /** Bytes, header included. */
  size: number;
}

const BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
/** By the version bits: 0 is MPEG-2.5, 2 MPEG-2, 3 MPEG-1. */
const SAMPLE_RATES: Record<number, readonly number[]> = {
  0: [11025, 12000, 8000],
  2: [22050, 24000, 16000],
  3: [44100, 48000, 32000],
};

/** An MPEG audio layer III frame header at `offset`, or undefined where there is none. */
function readHeader(bytes: Uint8Array, offset: number): FrameHeader | undefined {
  if (offset + 4 > bytes.length || bytes[offset] !== 0xff || (bytes[offset + 1]! & 0xe0) !== 0xe0) {
    return undefined;
  }
  const version = (bytes[offset + 1]! >> 3) & 3;
  const layer = (bytes[offset + 1]! >> 1) & 3;
  const bitrateIndex = bytes[offset + 2]! >> 4;
  const rateIndex = (bytes[offset + 2]! >> 2) & 3;
  const padding = (bytes[offset + 2]! >> 1) & 1;
  const rates = SAMPLE_RATES[version];
  if (!rates || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return undefined;
  const mpeg1 = version === 3;
  const kbps = (mpeg1 ? BITRATES_KBPS.mpeg1 : BITRATES_KBPS.mpeg2)[bitrateIndex]!;
  const samplesPerFrame = mpeg1 ? 1152 : 576;
  return {
    bytes: bytes.subarray(offset, offset + 4),
    mpeg1,
    mono: bytes[offset + 3]! >> 6 === 3,
    bitrateIndex,
    kbps,
    samplesPerFrame,
    size: Math.floor((samplesPerFrame / 8) * ((kbps * 1000) / rates[rateIndex]!)) + padding,
  };
}

/** The byte offset where the `count`-th frame of an MPEG audio stream ends: its first `count` frames. */
export function framesEnd(frames: Uint8Array, count: number): number {
  let offset = 0;
  for (let frame = 0; frame < count; frame++) {
    const header = readHeader(frames, offset);
    if (!header) throw new Error(`The encoder's output has no MP3 frame at byte ${offset}.`);
    offset += header.size;
  }
  return offset;
}

/**
 * Puts an Info frame in front of the encoder's frames: a silent frame of the same version, rate and bitrate
 * (so a decoder that does not know the tag plays 26–52 ms of silence, nothing worse), carrying the number of
 * audio frames, the stream's bytes (this frame included, as LAME counts them), a 100-point seek table and
 * LAME's extension with the encoder delay and padding, from which gapless decoders (mpg123, and ffmpeg as
 * in Chromium, measured) trim the output to exactly `sampleCount` samples. "Info", not "Xing": it is CBR.
 */
export function withInfoFrame(frames: Uint8Array, sampleCount: number): Uint8Array {
  const offsets: number[] = [];
  let first: FrameHeader | undefined;
  let constant = true;
  for (let offset = 0; offset < frames.length;) {
    const header = readHeader(frames, offset);
    if (!header) throw new Error(`The encoder's output has no MP3 frame at byte ${offset}.`);
    first ??= header;
    if (header.bitrateIndex !== first.bitrateIndex) constant = false;
    offsets.push(offset);
    offset += header.size;
  }
  if (!first) throw new Error('The encoder wrote no MP3 frames.');

  const padding = offsets.length * first.samplesPerFrame - ENCODER_DELAY - sampleCount;
  if (padding < 0 || padding > 0xfff) {
    throw new Error(
      `${offsets.length} MP3 frames cannot hold ${sampleCount} samples after the encoder delay.`,
    );
  }
  // The first frame's header without padding or CRC: side information of zeros decodes as silence.
  const header = Uint8Array.of(0xff, first.bytes[1]! | 0x01, first.bytes[2]! & ~0x02, first.bytes[3]!);
  const info = new Uint8Array(readHeader(header, 0)!.size);
  // After the header, side information of 17 or 32 bytes in MPEG-1 (mono, stereo), 9 or 17 in MPEG-2 and
  // 2.5; then the Xing fields (116 bytes) and LAME's extension (36), all in this one frame.
  const sideInfo = first.mpeg1 ? (first.mono ? 17 : 32) : first.mono ? 9 : 17;
  if (4 + sideInfo + 116 + 36 > info.length) throw new Error('The MP3 frames are too small for an Info tag.');
  const streamBytes = info.length + frames.length;
  info.set(header, 0);
  const view = new DataView(info.buffer);
  let at = 4 + sideInfo;
  info.set(ascii(constant ? 'Info' : 'Xing'), at);
  view.setUint32(at + 4, 0x1 | 0x2 | 0x4); // frames, bytes, seek table
  view.setUint32(at + 8, offsets.length);
  view.setUint32(at + 12, streamBytes);
  at += 16;
  // Entry i: where i % of the playing time starts, in 256ths of the stream; entry 0 is the stream's start.
  for (let i = 1; i < 100; i++) {
    const position = info.length + offsets[Math.floor((i * offsets.length) / 100)]!;
    info[at + i] = Math.min(255, Math.floor((256 * position) / streamBytes));
  }
  at += 100;

  // LAME's extension (mp3-tech.org's "LAME tag"): version, VBR method, …, delay and padding, lengths, CRCs.
  info.set(ascii('LAME3.100'), at);
  info[at + 9] = constant ? 0x01 : 0x00; // tag revision 0; method 1 is CBR, 0 unknown
  info[at + 20] = Math.min(255, first.kbps);
  info[at + 21] = ENCODER_DELAY >> 4;
  info[at + 22] = ((ENCODER_DELAY & 0xf) << 4) | (padding >> 8);
  info[at + 23] = padding & 0xff;
  view.setUint32(at + 28, streamBytes);
  view.setUint16(at + 32, crc16(frames, 0, frames.length));
  view.setUint16(at + 34, crc16(info, 0, at + 34));

  const mp3 = new Uint8Array(streamBytes);
  mp3.set(info, 0);
  mp3.set(frames, info.length);
  return mp3;
}

function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** CRC-16/ARC (polynomial 0x8005, reflected, starting at 0), the one LAME's tag uses. */
const CRC_TABLE = (() => {
  const table = new Uint16Array(256);
  for (let n = 0; n < 256; n++) {
    let crc = n;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
    table[n] = crc;
  }
  return table;
})();

function crc16(bytes: Uint8Array, start: number, end: number): number {
  let crc = 0;
  for (let i = start; i < end; i++) crc = (crc >>> 8) ^ CRC_TABLE[(crc ^ bytes[i]!) & 0xff]!;
  return crc;
}
