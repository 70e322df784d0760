import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { fakeMp3, publishTestEpisode, type TestEpisode } from '../../../test/podcast-episodes.js';
import { COVER_DIRECTORY, COVER_FILE_NAME } from './podcast-cover.js';

const API = '/socratica/api/podcasts';

let t: TestApp;
let episode: TestEpisode;

beforeAll(async () => {
  t = await createTestApp();
  episode = await publishTestEpisode(t, { audio: fakeMp3(42, 50_000) });
});
afterAll(() => t.close());

const request = (method: 'GET' | 'HEAD', url: string, headers: Record<string, string> = {}) =>
  t.inject({ method, url, headers });

describe('episode audio and transcripts', () => {
  it('serves the MP3 whole, cacheable for good, to anyone (podcast apps send no token)', async () => {
    const response = await request('GET', `${API}/media/${episode.audioKey}`, { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'content-length': '50000',
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(response.headers.etag).toEqual(expect.any(String));
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(Buffer.from(episode.audio))).toBe(true);
  });

  it('answers HEAD with the length and no body', async () => {
    const response = await request('HEAD', `${API}/media/${episode.audioKey}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('50000');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers Apple’s probe, bytes=0-1, with 206 and two bytes', async () => {
    const response = await request('GET', `${API}/media/${episode.audioKey}`, { range: 'bytes=0-1' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 0-1/50000');
    expect(response.headers['content-length']).toBe('2');
    expect([...response.rawPayload]).toEqual([0x49, 0x44]);
    const head = await request('HEAD', `${API}/media/${episode.audioKey}`, { range: 'bytes=0-1' });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe('bytes 0-1/50000');
  });

  it('seeks with bytes=N-, and refuses a range past the end with 416', async () => {
    const seek = await request('GET', `${API}/media/${episode.audioKey}`, { range: 'bytes=49990-' });
    expect(seek.statusCode).toBe(206);
    expect(seek.headers['content-range']).toBe('bytes 49990-49999/50000');
    expect(seek.rawPayload.equals(Buffer.from(episode.audio.subarray(49_990)))).toBe(true);
    const tail = await request('GET', `${API}/media/${episode.audioKey}`, { range: 'bytes=-100' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.length).toBe(100);
    const beyond = await request('GET', `${API}/media/${episode.audioKey}`, { range: 'bytes=60000-' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */50000');
    expect(beyond.json().detail).toBe('The requested byte range lies beyond the end of the file.');
  });

  it('answers 304 to a conditional request with the ETag', async () => {
    const first = await request('GET', `${API}/media/${episode.audioKey}`);
    const again = await request('GET', `${API}/media/${episode.audioKey}`, {
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves the transcript as WebVTT text', async () => {
    const response = await request('GET', `${API}/media/${episode.transcriptKey}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(response.body).toMatch(/^WEBVTT\n/);
  });

  it('refuses any name that is not a content hash with .mp3 or .vtt, and 404s a missing one', async () => {
    const hash = episode.audioKey.slice(0, 64);
    for (const key of [
      `${hash}.wav`,
      `${hash.toUpperCase()}.mp3`,
      `${hash.slice(1)}.mp3`,
      `..%2F..%2Fetc%2Fpasswd`,
      `${hash}.mp3%00`,
      '.tmp-abc',
      `${hash}`,
    ]) {
      const response = await request('GET', `${API}/media/${key}`);
      expect(response.statusCode, key).toBe(422);
      expect(response.json().detail, key).toMatch(/64 lower-case hexadecimal characters/);
    }
    const missing = await request('GET', `${API}/media/${'0'.repeat(64)}.mp3`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'No podcast file is stored under that name.' });
    expect((await request('HEAD', `${API}/media/${'0'.repeat(64)}.vtt`)).statusCode).toBe(404);
  });
});

describe('the cover', () => {
  it('is a square RGB PNG of 1400 to 3000 px, at most 512 KB, served with HEAD and Range', async () => {
    const file = join(COVER_DIRECTORY, COVER_FILE_NAME);
    const png = readFileSync(file);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(1400);
    expect(width).toBeLessThanOrEqual(3000);
    expect(png[24]).toBe(8); // bit depth
    expect(png[25]).toBe(2); // colour type 2: RGB, no alpha
    expect(png.length).toBeLessThanOrEqual(512 * 1024);

    const whole = await request('GET', `${API}/cover.png`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.headers['content-length']).toBe(String(statSync(file).size));
    expect(whole.rawPayload.equals(png)).toBe(true);
    const head = await request('HEAD', `${API}/cover.png`);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(png.length));
    const probe = await request('GET', `${API}/cover.png`, { range: 'bytes=0-1' });
    expect(probe.statusCode).toBe(206);
    expect(probe.headers['content-range']).toBe(`bytes 0-1/${png.length}`);
    const seek = await request('GET', `${API}/cover.png`, { range: `bytes=${png.length - 12}-` });
    expect(seek.statusCode).toBe(206);
    expect(seek.rawPayload.subarray(4, 8).toString('ascii')).toBe('IEND');
  });
});

describe('the web app’s player', () => {
  it('may play same-origin audio under the pages’ Content-Security-Policy', async () => {
    const page = await request('GET', '/socratica/');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toMatch(/media-src 'self' blob:/);
    // The media answers carry no policy of their own that would stop an <audio> element.
    const audio = await request('GET', `${API}/media/${episode.audioKey}`, { range: 'bytes=0-1' });
    expect(audio.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
