import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PodcastEpisode, PodcastJob } from '@socratica/contracts';
import { startFakeS3, type FakeS3 } from '../../../test/fakes/s3-server.js';
import { startFakeSpeechServer, type FakeSpeechServer } from '../../../test/fakes/speech-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { settledJob } from '../../../test/podcast-jobs.js';
import { storeTopicArticle } from '../../../test/topic-sources.js';

/**
 * Publishing into a bucket that stops answering (D22): the job fails with the store's reason on its card,
 * and an admin's Retry publishes it once the bucket is back. Speech comes from a fake server, so the run is
 * about the storing, not the speaking.
 */
const API = '/socratica/api/podcasts';
const JOB_TIMEOUT_MS = 240_000;

let s3: FakeS3;
let speech: FakeSpeechServer;
let t: TestApp;

beforeAll(async () => {
  s3 = await startFakeS3();
  speech = await startFakeSpeechServer();
  t = await createTestApp(
    {
      ...s3.env,
      SOCRATICA_TTS_PROVIDER: 'openai',
      SOCRATICA_TTS_BASE_URL: speech.url,
      SOCRATICA_TTS_API_KEY: 'sk-speech',
    },
    { runJobs: true },
  );
  await storeTopicArticle(t.database, 'Ocean tides');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await speech?.close();
  await s3?.close();
});

describe('publishing while the bucket is down', () => {
  it(
    'fails the job with a readable reason, and Retry publishes it once the bucket is back',
    async () => {
      const headers = await t.adminHeaders();
      await s3.stop();
      let failed: PodcastJob;
      try {
        const response = await t.inject({
          method: 'POST',
          url: `${API}/generate`,
          headers,
          payload: {
            title: 'Tides',
            topic: 'Ocean tides',
            description: 'Tides rise and fall about twice a day.\nThe Moon’s gravity pulls the ocean.',
            duration_minutes: 5,
            voice: 'alloy',
          },
        });
        expect(response.statusCode).toBe(202);
        failed = await settledJob(t, response.json<{ job_id: string }>().job_id);
      } finally {
        await s3.start();
      }
      // An outage is worth one more try; both found the bucket down.
      expect(failed).toMatchObject({ state: 'failed', attempts: 2, episode_id: null });
      expect(failed.error).toBe(
        `Could not store the episode audio: the object store at ${s3.endpoint} did not answer (ECONNREFUSED).`,
      );

      const retried = await t.inject({ method: 'POST', url: `${API}/jobs/${failed.id}/retry`, headers });
      expect(retried.statusCode).toBe(200);
      const job = await settledJob(t, failed.id);
      expect(job.error).toBeNull();
      expect(job.state).toBe('completed');
      const episode = (
        await t.inject({ method: 'GET', url: `${API}/${job.episode_id}`, headers })
      ).json<PodcastEpisode>();
      const media = await t.inject({
        method: 'GET',
        url: new URL(episode.audio_url, 'http://x').pathname,
        headers: { range: 'bytes=0-1' },
      });
      expect(media.statusCode).toBe(206);
    },
    JOB_TIMEOUT_MS,
  );
});
