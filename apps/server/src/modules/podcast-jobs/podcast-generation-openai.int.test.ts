import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CoachEventsPage, PodcastEpisode } from '@socratica/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { settledJob } from '../../../test/podcast-jobs.js';
import { storeTopicArticle } from '../../../test/topic-sources.js';
import {
  speechReply,
  startFakeSpeechServer,
  type FakeSpeechServer,
} from '../../../test/fakes/speech-server.js';
import { reply, startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fakes/openai-server.js';

/**
 * Generation against an OpenAI-compatible speech server that misbehaves as real ones do: a 5xx, a hang and a
 * cut stream are tried once more and resume where they stopped; a 4xx fails at once with the provider's words,
 * leaves nothing behind, and an admin's retry finishes it without speaking a turn twice.
 */
const API = '/socratica/api/podcasts';
const JOB_TIMEOUT_MS = 240_000;

let t: TestApp;
let ai: FakeOpenAiServer;
let speech: FakeSpeechServer;
let dataDir: string;

beforeAll(async () => {
  speech = await startFakeSpeechServer();
  ai = await startFakeOpenAiServer();
  dataDir = mkdtempSync(join(tmpdir(), 'socratica-gen-openai-'));
  t = await createTestApp(
    {
      SOCRATICA_DATA_DIR: dataDir,
      SOCRATICA_TTS_PROVIDER: 'openai',
      SOCRATICA_TTS_BASE_URL: speech.url,
      SOCRATICA_TTS_API_KEY: 'sk-speech',
      SOCRATICA_TTS_TIMEOUT_SECONDS: '2',
      SOCRATICA_AI_PROVIDER: 'openai',
      SOCRATICA_AI_BASE_URL: ai.url,
      SOCRATICA_AI_API_KEY: 'sk-model',
      SOCRATICA_AI_MAX_RETRIES: '0',
      SOCRATICA_AI_TIMEOUT_SECONDS: '2',
    },
    { runJobs: true },
  );
  await storeTopicArticle(t.database, 'Ocean tides');
}, 60_000);
afterAll(async () => {
  await t.close();
  await speech.close();
  await ai.close();
});
beforeEach(() => {
  speech.reset();
  ai.reset();
});

const outline = [
  'Tides rise and fall about twice a day.',
  'The Moon’s gravity pulls the ocean into a bulge on the side facing it.',
  'A second bulge forms on the far side of the Earth.',
  'Spring tides come when the Sun and Moon line up.',
].join('\n');

async function generate(): Promise<string> {
  const response = await t.inject({
    method: 'POST',
    url: `${API}/generate`,
    headers: await t.adminHeaders(),
    payload: {
      title: 'Tides',
      topic: 'Ocean tides',
      description: outline,
      duration_minutes: 5,
      voice: 'alloy',
    },
  });
  expect(response.statusCode).toBe(202);
  return response.json<{ job_id: string }>().job_id;
}

/** Each distinct turn the server was asked to speak, with how many times. */
function spokenTurns(): Map<string, number> {
  const turns = new Map<string, number>();
  for (const request of speech.requests) {
    const key = `${request.body?.voice}:${request.body?.input}`;
    turns.set(key, (turns.get(key) ?? 0) + 1);
  }
  return turns;
}

const storedFiles = () =>
  existsSync(join(dataDir, 'podcasts')) ? readdirSync(join(dataDir, 'podcasts')).sort() : [];

describe('speech from an OpenAI-compatible server', () => {
  it(
    'speaks the host and co-host in contrasting voices and publishes, saying who spoke',
    async () => {
      const job = await settledJob(t, await generate());
      expect(job.error).toBeNull();
      expect(job).toMatchObject({ state: 'completed', attempts: 1, speech_provider: 'openai' });
      const voices = new Set(speech.requests.map((request) => request.body?.voice));
      expect(voices).toEqual(new Set(['alloy', 'fable']));
      expect(speech.requests[0]?.authorization).toBe('Bearer sk-speech');
      expect(Math.max(...spokenTurns().values())).toBe(1);
    },
    JOB_TIMEOUT_MS,
  );

  it.each([
    ['a 500', speechReply.error(500, 'The server had an error.')],
    ['a hang', speechReply.hang()],
    ['a cut stream', speechReply.cut()],
  ])(
    'tries once more after %s and resumes without speaking a finished turn again',
    async (_name, failure) => {
      // The third request fails: two turns are already kept.
      speech.script(speechReply.speech(), speechReply.speech(), failure);
      const job = await settledJob(t, await generate());
      expect(job.error).toBeNull();
      expect(job).toMatchObject({ state: 'completed', attempts: 2 });
      const counts = [...spokenTurns().values()];
      // Only the failed turn was asked for twice.
      expect(counts.filter((n) => n === 2)).toHaveLength(1);
      expect(counts.every((n) => n <= 2)).toBe(true);
    },
    JOB_TIMEOUT_MS,
  );

  it(
    'fails at once on a 4xx with the provider’s words, leaves no episode or file, and an admin’s retry finishes it',
    async () => {
      const filesBefore = storedFiles();
      speech.script(speechReply.speech(), speechReply.error(429, 'Rate limit reached for tts-1.'));
      const id = await generate();
      const failed = await settledJob(t, id);
      expect(failed).toMatchObject({
        state: 'failed',
        attempts: 1,
        episode_id: null,
        error: 'The speech provider answered 429: Rate limit reached for tts-1.',
      });
      expect(storedFiles()).toEqual(filesBefore);
      const list = (
        await t.inject({ method: 'GET', url: `${API}/jobs`, headers: await t.adminHeaders() })
      ).json<{
        counts: { failed: number };
      }>();
      expect(list.counts.failed).toBe(1);

      const firstTurn = speech.requests[0]!.body.input as string;
      const retry = await t.inject({
        method: 'POST',
        url: `${API}/jobs/${id}/retry`,
        headers: await t.adminHeaders(),
      });
      expect(retry.statusCode).toBe(200);
      const done = await settledJob(t, id);
      expect(done).toMatchObject({ state: 'completed', attempts: 2, error: null });
      expect(done.episode_id).toEqual(expect.any(Number));
      // The turn spoken before the failure came from the kept clips.
      expect(speech.requests.filter((request) => request.body.input === firstTurn)).toHaveLength(1);
      // Its files are stored (an earlier test's identical audio may already have been, under the same hash).
      const episode = (
        await t.inject({ method: 'GET', url: `${API}/${done.episode_id}`, headers: await t.adminHeaders() })
      ).json<PodcastEpisode>();
      const fileOf = (url: string) => new URL(url, 'http://x').pathname.split('/').at(-1);
      expect(storedFiles()).toEqual(
        expect.arrayContaining([fileOf(episode.audio_url), fileOf(episode.transcript_url)]),
      );
    },
    JOB_TIMEOUT_MS,
  );
});

// A hang and a 429 take the same path as a 500 (the coach's fallback sees one CoachError); the assessments'
// tests run every failure through every other task.
describe('a script from an OpenAI-compatible model that fails (issue 38)', () => {
  it.each([
    ['a 500', () => reply.serverError()],
    ['broken JSON', () => reply.content('{"turns": [1, 2,, }} not json')],
    [
      'one line over and over',
      () => reply.json({ turns: Array(5).fill({ speaker: 'host', text: 'Light energy' }) }),
    ],
  ])(
    'is written by the offline writer at once after %s: the episode is published and says so, and no parser text reaches anyone',
    async (_name, failure) => {
      ai.respondWith(() => failure());
      const job = await settledJob(t, await generate());
      expect(job.error).toBeNull();
      expect(job).toMatchObject({ state: 'completed', attempts: 1 });
      expect(speech.requests.length).toBeGreaterThan(0);
      const episode = (
        await t.inject({ method: 'GET', url: `${API}/${job.episode_id}`, headers: await t.adminHeaders() })
      ).json<PodcastEpisode>();
      expect(episode.description).toContain(
        'The AI model could not write a usable script for this episode, so the built-in offline writer wrote it from the sources.',
      );
      expect(JSON.stringify(job)).not.toMatch(/not JSON|Unexpected token|oops/);
      const rows = (
        await t.inject({
          method: 'GET',
          url: '/socratica/api/admin/coach-events?outcome=failed&limit=100',
          headers: await t.adminHeaders(),
        })
      ).json<CoachEventsPage>();
      // The first script and, when the audio missed its length, the re-plan: each failed task is a row.
      const tasks = rows.events.filter((row) => row.podcast_job_id === job.id).map((row) => row.task);
      expect(tasks.length).toBeGreaterThanOrEqual(1);
      expect(new Set(tasks)).toEqual(new Set(['podcast_script']));
    },
    JOB_TIMEOUT_MS,
  );
});
