import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../../test/fakes/s3-server.js';
import { fakeMp3, publishTestEpisode, type TestEpisode } from '../../../test/podcast-episodes.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const API = '/socratica/api/podcasts';
const SIZE = 50_000;

let s3: FakeS3;
let t: TestApp;
let episode: TestEpisode;

beforeAll(async () => {
  s3 = await startFakeS3();
  t = await createTestApp(s3.env);
  episode = await publishTestEpisode(t, { audio: fakeMp3(4242, SIZE) });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const request = (method: 'GET' | 'HEAD', key: string, headers: Record<string, string> = {}) =>
  t.inject({ method, url: `${API}/media/${key}`, headers });

describe('episode audio from object storage (D22)', () => {
  it('serves the whole MP3 through the app, cacheable for good, to anyone', async () => {
    const response = await request('GET', episode.audioKey);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'content-length': String(SIZE),
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'cross-origin',
      etag: `"${episode.audioKey.slice(0, 64)}"`,
    });
    expect(response.headers['last-modified']).toEqual(expect.any(String));
    expect(response.rawPayload.equals(Buffer.from(episode.audio))).toBe(true);
  });

  it('answers HEAD from the object’s metadata, with the length and no body', async () => {
    const response = await request('HEAD', episode.audioKey);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-length': String(SIZE),
      'accept-ranges': 'bytes',
      'content-type': 'audio/mpeg',
    });
    expect(response.rawPayload.length).toBe(0);
    const probe = await request('HEAD', episode.audioKey, { range: 'bytes=0-1' });
    expect(probe.statusCode).toBe(206);
    expect(probe.headers['content-range']).toBe(`bytes 0-1/${SIZE}`);
  });

  it('answers bytes=a-b, bytes=a- and the suffix bytes=-n with 206 and the right bytes', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-1', 0, 1],
      ['bytes=1000-1999', 1000, 1999],
      [`bytes=${SIZE - 10}-`, SIZE - 10, SIZE - 1],
      // s3rver gets suffixes wrong (it answers from the start): the app computes them from the size.
      ['bytes=-100', SIZE - 100, SIZE - 1],
      [`bytes=40000-${SIZE + 500}`, 40000, SIZE - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await request('GET', episode.audioKey, { range });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range'], range).toBe(`bytes ${start}-${end}/${SIZE}`);
      expect(response.headers['content-length'], range).toBe(String(end - start + 1));
      expect(response.rawPayload.equals(Buffer.from(episode.audio.subarray(start, end + 1))), range).toBe(
        true,
      );
    }
  });

  it('refuses a range past the end with 416 and the size', async () => {
    const beyond = await request('GET', episode.audioKey, { range: `bytes=${SIZE}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${SIZE}`);
    expect(beyond.json().detail).toBe('The requested byte range lies beyond the end of the file.');
  });

  it('answers 304 to If-None-Match with the ETag, and to If-Modified-Since', async () => {
    const first = await request('HEAD', episode.audioKey);
    const again = await request('GET', episode.audioKey, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const since = await request('GET', episode.audioKey, {
      'if-modified-since': first.headers['last-modified'] as string,
    });
    expect(since.statusCode).toBe(304);
    const changed = await request('GET', episode.audioKey, { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
  });

  it('serves the transcript as WebVTT text', async () => {
    const response = await request('GET', episode.transcriptKey);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(response.body).toMatch(/^WEBVTT/);
  });

  it('404s a key that is not stored', async () => {
    const response = await request('GET', `${'b'.repeat(64)}.mp3`);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('No podcast file is stored under that name.');
  });

  it('answers 503 with Retry-After while the storage is down, and plays again once it is back', async () => {
    const unopened = await publishTestEpisode(t, { audio: fakeMp3(4343, 1_000) });
    await s3.stop();
    try {
      const attempts = [
        ['GET', unopened.audioKey],
        ['HEAD', unopened.audioKey],
        // Its size and date are remembered from earlier plays, but its bytes are in the store.
        ['GET', episode.audioKey],
      ] as const;
      for (const [method, key] of attempts) {
        const response = await request(method, key, { range: 'bytes=0-1' });
        expect(response.statusCode, method).toBe(503);
        expect(response.headers['retry-after'], method).toBe('60');
        expect(response.headers['cache-control'] ?? '', method).not.toMatch(/immutable/);
      }
      const response = await request('GET', unopened.audioKey);
      expect(response.json()).toEqual({
        detail: 'The podcast storage is not answering; please try again in a minute.',
      });
    } finally {
      await s3.start();
    }
    const back = await request('GET', unopened.audioKey, { range: 'bytes=0-1' });
    expect(back.statusCode).toBe(206);
  });
});
