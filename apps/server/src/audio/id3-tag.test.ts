import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { decodeId3Text, readId3v2 } from '../../test/mp3-bytes.js';
import { id3v2Tag } from './id3-tag.js';

const cover = readFileSync(fileURLToPath(new URL('../../assets/podcast-cover.png', import.meta.url)));

const tags = {
  title: 'Why the sky is “blue” — Rayleigh’s café 𝄞',
  artist: 'Socratica',
  album: 'Socratica podcasts',
  year: 2026,
  comment: 'An episode about light scattering, naïvely explained.',
  cover,
};

/** A text frame's body: its encoding byte, then the text. */
const text = (body: Uint8Array) => decodeId3Text(body[0]!, body.subarray(1));

describe('id3v2Tag', () => {
  const tag = readId3v2(id3v2Tag(tags));
  const frame = (id: string) => tag.frames.find((f) => f.id === id)!.body;

  it('writes an ID3v2.3 tag whose syncsafe size covers exactly its frames', () => {
    expect(tag.version).toBe(3);
    expect(tag.frames.map((f) => f.id)).toEqual(['TIT2', 'TPE1', 'TALB', 'TYER', 'COMM', 'APIC']);
    // The cover is over 127 KB: read as a plain integer instead of syncsafe, the size would end elsewhere.
    expect(tag.audioStart).toBeGreaterThan(cover.length);
  });

  it('keeps curly quotes, accents and astral characters in UTF-16 with a byte-order mark', () => {
    expect(frame('TIT2')[0]).toBe(1);
    expect(text(frame('TIT2'))).toBe(tags.title);
    expect(text(frame('TPE1'))).toBe('Socratica');
    expect(text(frame('TALB'))).toBe('Socratica podcasts');
    expect(text(frame('TYER'))).toBe('2026');
  });

  it('writes the comment in English with an empty description', () => {
    const body = frame('COMM');
    expect(body[0]).toBe(1);
    expect(String.fromCharCode(...body.subarray(1, 4))).toBe('eng');
    // An empty UTF-16 description: its byte-order mark and a two-byte terminator.
    expect([...body.subarray(4, 8)]).toEqual([0xff, 0xfe, 0, 0]);
    expect(decodeId3Text(1, body.subarray(8))).toBe(tags.comment);
  });

  it('carries the PNG cover as the front cover, byte for byte', () => {
    const body = frame('APIC');
    const mime = 'image/png';
    expect(body[0]).toBe(0);
    expect(String.fromCharCode(...body.subarray(1, 1 + mime.length))).toBe(mime);
    expect([...body.subarray(1 + mime.length, 4 + mime.length)]).toEqual([0, 3, 0]);
    expect(Buffer.from(body.subarray(4 + mime.length)).equals(cover)).toBe(true);
  });

  it('names a JPEG cover image/jpeg, as the shipped tag cover is', () => {
    const jpeg = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 1, 2, 3);
    const body = readId3v2(id3v2Tag({ ...tags, cover: jpeg })).frames.find((f) => f.id === 'APIC')!.body;
    const mime = 'image/jpeg';
    expect(String.fromCharCode(...body.subarray(1, 1 + mime.length))).toBe(mime);
    expect([...body.subarray(4 + mime.length)]).toEqual([...jpeg]);
  });

  it('leaves the cover out when there is none, and drops NUL characters that would end a text early', () => {
    const bare = readId3v2(id3v2Tag({ ...tags, title: 'a\0b', cover: undefined }));
    expect(bare.frames.map((f) => f.id)).not.toContain('APIC');
    expect(text(bare.frames[0]!.body)).toBe('ab');
  });
});
