/**
 * Reads an MP3 file's bytes the way a player does, independently of the code that wrote them, so that the
 * tests check the format and not our own reading of it: the ID3v2 tag, the MPEG frames and the Xing/Info tag.
 */
export interface Id3Frame {
  id: string;
  body: Uint8Array;
}

/** The ID3v2 tag at the start: its version, its frames, and where the audio starts (10 + syncsafe size). */
export function readId3v2(file: Uint8Array): { version: number; frames: Id3Frame[]; audioStart: number } {
  if (String.fromCharCode(file[0]!, file[1]!, file[2]!) !== 'ID3') throw new Error('no ID3v2 tag');
  for (const byte of file.subarray(6, 10)) if (byte & 0x80) throw new Error('size not syncsafe');
  const size = (file[6]! << 21) | (file[7]! << 14) | (file[8]! << 7) | file[9]!;
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const frames: Id3Frame[] = [];
  let at = 10;
  while (at + 10 <= 10 + size && file[at] !== 0) {
    const id = String.fromCharCode(...file.subarray(at, at + 4));
    const length = view.getUint32(at + 4); // v2.3: plain big-endian
    frames.push({ id, body: file.subarray(at + 10, at + 10 + length) });
    at += 10 + length;
  }
  if (at !== 10 + size) throw new Error(`frames end at ${at}, the tag at ${10 + size}`);
  return { version: file[3]!, frames, audioStart: 10 + size };
}

/** An encoded ID3 string: 0 is Latin-1, 1 UTF-16 with its byte-order mark. */
export function decodeId3Text(encoding: number, bytes: Uint8Array): string {
  if (encoding === 0) return String.fromCharCode(...bytes);
  if (encoding !== 1) throw new Error(`encoding ${encoding}`);
  const littleEndian = bytes[0] === 0xff && bytes[1] === 0xfe;
  if (!littleEndian && !(bytes[0] === 0xfe && bytes[1] === 0xff)) throw new Error('no byte-order mark');
  return new TextDecoder(littleEndian ? 'utf-16le' : 'utf-16be').decode(bytes.subarray(2));
}

export interface MpegFrame {
  offset: number;
  size: number;
  mpeg1: boolean;
  mono: boolean;
  kbps: number;
  sampleRate: number;
  samplesPerFrame: number;
  crcProtected: boolean;
}

const KBPS_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const KBPS_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** Every layer III frame from `start` to the end, which must be back to back. */
export function readMpegFrames(file: Uint8Array, start: number): MpegFrame[] {
  const frames: MpegFrame[] = [];
  for (let at = start; at < file.length;) {
    const [b0, b1, b2, b3] = [file[at]!, file[at + 1]!, file[at + 2]!, file[at + 3]!];
    if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0 || ((b1 >> 1) & 3) !== 1) throw new Error(`no frame at ${at}`);
    const version = (b1 >> 3) & 3;
    const mpeg1 = version === 3;
    const kbps = (mpeg1 ? KBPS_V1 : KBPS_V2)[b2 >> 4]!;
    const sampleRate = RATES[version]![(b2 >> 2) & 3]!;
    const samplesPerFrame = mpeg1 ? 1152 : 576;
    const size = Math.floor(((samplesPerFrame / 8) * kbps * 1000) / sampleRate) + ((b2 >> 1) & 1);
    frames.push({
      offset: at,
      size,
      mpeg1,
      mono: b3 >> 6 === 3,
      kbps,
      sampleRate,
      samplesPerFrame,
      crcProtected: (b1 & 1) === 0,
    });
    at += size;
  }
  return frames;
}

export interface XingTag {
  kind: string;
  flags: number;
  frames: number;
  bytes: number;
  toc: number[];
  /** From LAME's extension, when there is one. */
  encoder?: string;
  delay?: number;
  padding?: number;
}

/** The Xing/Info tag in a frame, after its side information, or undefined. */
export function readXingTag(file: Uint8Array, frame: MpegFrame): XingTag | undefined {
  const at = frame.offset + 4 + (frame.mpeg1 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17);
  const kind = String.fromCharCode(...file.subarray(at, at + 4));
  if (kind !== 'Info' && kind !== 'Xing') return undefined;
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const flags = view.getUint32(at + 4);
  let p = at + 8;
  const frames = flags & 1 ? view.getUint32(p) : NaN;
  if (flags & 1) p += 4;
  const bytes = flags & 2 ? view.getUint32(p) : NaN;
  if (flags & 2) p += 4;
  const toc = flags & 4 ? [...file.subarray(p, p + 100)] : [];
  if (flags & 4) p += 100;
  if (flags & 8) p += 4;
  const encoder = String.fromCharCode(...file.subarray(p, p + 9));
  if (!encoder.startsWith('LAME')) return { kind, flags, frames, bytes, toc };
  const delayPadding = (file[p + 21]! << 16) | (file[p + 22]! << 8) | file[p + 23]!;
  return {
    kind,
    flags,
    frames,
    bytes,
    toc,
    encoder,
    delay: delayPadding >> 12,
    padding: delayPadding & 0xfff,
  };
}
