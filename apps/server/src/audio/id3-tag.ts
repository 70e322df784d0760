import { concatBytes } from './concat-bytes.js';
import type { EpisodeTags } from './episode-audio.js';

/**
 * An ID3v2.3 tag for the front of the MP3, written by hand (docs/decisions/034): v2.3 because it is what
 * every player reads (Apple's tools among them; v2.4's syncsafe frame sizes and TDRC are not universal).
 * The tag's size is syncsafe (7 bits a byte); a v2.3 frame's size is a plain big-endian integer. Text is
 * UTF-16 with a byte-order mark (encoding 1), so curly quotes and accents survive. No unsynchronisation
 * and no padding: the file is written once and never edited in place.
 */
export function id3v2Tag(tags: EpisodeTags): Uint8Array {
  const frames = [
    textFrame('TIT2', tags.title),
    textFrame('TPE1', tags.artist),
    textFrame('TALB', tags.album),
    textFrame('TYER', String(tags.year)),
    commentFrame(tags.comment),
    ...(tags.cover ? [coverFrame(tags.cover)] : []),
  ];
  const size = frames.reduce((sum, frame) => sum + frame.length, 0);
  if (size >= 2 ** 28) throw new Error('The ID3 tag is too large for its syncsafe size.');
  const tag = new Uint8Array(10 + size);
  tag.set([0x49, 0x44, 0x33, 3, 0, 0], 0); // "ID3", version 2.3.0, no flags
  tag.set([(size >>> 21) & 0x7f, (size >>> 14) & 0x7f, (size >>> 7) & 0x7f, size & 0x7f], 6);
  let offset = 10;
  for (const frame of frames) {
    tag.set(frame, offset);
    offset += frame.length;
  }
  return tag;
}

const UTF16 = 1;
const LATIN1 = 0;
const FRONT_COVER = 3;

/** A frame: its four-letter id, its size (big-endian, not syncsafe in v2.3), two flag bytes, the body. */
function frame(id: string, body: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(10 + body.length);
  bytes.set(latin1(id), 0);
  new DataView(bytes.buffer).setUint32(4, body.length);
  bytes.set(body, 10);
  return bytes;
}

function textFrame(id: string, text: string): Uint8Array {
  return frame(id, concatBytes([Uint8Array.of(UTF16), utf16(text)]));
}

/** COMM: encoding, language, an empty short description (terminated), then the text. */
function commentFrame(text: string): Uint8Array {
  return frame(
    'COMM',
    concatBytes([Uint8Array.of(UTF16), latin1('eng'), utf16(''), Uint8Array.of(0, 0), utf16(text)]),
  );
}

/** APIC: encoding, MIME type (terminated), picture type, an empty description (terminated), the image. */
function coverFrame(image: Uint8Array): Uint8Array {
  return frame(
    'APIC',
    concatBytes([Uint8Array.of(LATIN1), latin1(imageType(image)), Uint8Array.of(0, FRONT_COVER, 0), image]),
  );
}

/** The picture's MIME type from its first bytes: the tag carries a JPEG, and a PNG is named as one. */
function imageType(image: Uint8Array): string {
  return image[0] === 0xff && image[1] === 0xd8 && image[2] === 0xff ? 'image/jpeg' : 'image/png';
}

/**
 * UTF-16 little-endian after its byte-order mark (JavaScript strings are UTF-16 code units already), without
 * NUL characters, which would end the text early.
 */
function utf16(value: string): Uint8Array {
  const text = value.replace(/\0/g, '');
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes[0] = 0xff;
  bytes[1] = 0xfe;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    bytes[2 + 2 * i] = unit & 0xff;
    bytes[3 + 2 * i] = unit >>> 8;
  }
  return bytes;
}

/** Frame ids, the language code and the MIME type are ASCII. */
function latin1(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}
