import { createHash } from 'node:crypto';
import type { AudioExtension } from './audio-store.js';

/** `<sha256 in lower-case hex>.mp3` or `.vtt`: the only names a store writes, serves or deletes. */
export const AUDIO_KEY = /^[0-9a-f]{64}\.(mp3|vtt)$/;

const CONTENT_TYPES: Record<AudioExtension, string> = {
  mp3: 'audio/mpeg',
  vtt: 'text/vtt; charset=utf-8',
};

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The key the bytes are stored under: their content hash, so the same bytes always land in the same place. */
export const audioKeyOf = (bytes: Uint8Array, extension: AudioExtension) =>
  `${sha256Hex(bytes)}.${extension}`;

/** The Content-Type a key is served with (the key must match AUDIO_KEY). */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1) as AudioExtension];
