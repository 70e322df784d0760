import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PodcastEpisode, PodcastJob, PodcastSchedule } from '@socratica/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { measureLoudness } from '../../audio/loudness-meter.js';
import { decodeMp3 } from '../../../test/decode-mp3.js';
import { storeTopicArticle } from '../../../test/topic-sources.js';
import { settledJob, uploadRoutesDocument } from '../../../test/podcast-jobs.js';

/**
 * Generation through the real queue (pg-boss on the test database), the offline coach and espeak-ng:
 * an episode that a podcast app can play, and failures that leave nothing half-made.
 */
const API = '/socratica/api/podcasts';
/** A busy CI machine speaks and encodes slowly; the test waits on the job's stored state, not the clock. */
const JOB_TIMEOUT_MS = 240_000;

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'socratica-gen-'));
  t = await createTestApp({ SOCRATICA_DATA_DIR: dataDir }, { runJobs: true });
  // Issue 39: an episode is made from an article or a document, never from WordNet alone.
  await storeTopicArticle(t.database, 'Photosynthesis', [
    'Photosynthesis turns light energy into chemical energy stored in sugar.',
    'Chlorophyll in the chloroplasts absorbs mostly red and blue light.',
    'The light reactions split water and release oxygen.',
    'The Calvin cycle fixes carbon dioxide into sugar.',
  ]);
}, 60_000);
afterAll(() => t.close());

/** Each stage the job was seen in, with its words (numbers as N). */
const stagesInto = (seen: Set<string>) => (job: PodcastJob) =>
  seen.add(`${job.stage}:${job.stage_text.replace(/\d+/g, 'N')}`);

describe('an offline episode', () => {
  it(
    'goes through its stages to a playable MP3 of the asked length at −19 LUFS, with captions',
    async () => {
      const outline = [
        'Photosynthesis turns light energy into chemical energy stored in sugar.',
        'Chlorophyll in the chloroplasts absorbs mostly red and blue light.',
        'The light reactions split water and release oxygen.',
        'The Calvin cycle fixes carbon dioxide into sugar.',
      ].join('\n');
      const response = await t.inject({
        method: 'POST',
        url: `${API}/generate`,
        headers: await t.adminHeaders(),
        payload: {
          title: 'Leaves at work',
          topic: 'Photosynthesis',
          description: outline,
          duration_minutes: 5,
        },
      });
      expect(response.statusCode).toBe(202);
      const seen = new Set<string>();
      const job = await settledJob(t, response.json<{ job_id: string }>().job_id, stagesInto(seen));
      expect(job.error).toBeNull();
      expect(job).toMatchObject({ state: 'completed', stage: 'done', percent: 100, attempts: 1 });
      // The offline script is written in milliseconds; speaking and mixing last long enough to be seen.
      expect([...seen]).toEqual(
        expect.arrayContaining([
          'speaking:Speaking turn N of N',
          'mixing:Mixing, levelling to −N LUFS and encoding the MPN',
        ]),
      );

      const episode = (
        await t.inject({ method: 'GET', url: `${API}/${job.episode_id}`, headers: await t.adminHeaders() })
      ).json<PodcastEpisode>();
      const audioPath = new URL(episode.audio_url, 'http://x').pathname;
      const media = await t.inject({ method: 'GET', url: audioPath });
      expect(media.statusCode).toBe(200);
      // The file's own tag comes first (decision 034), and the stored size is the file's.
      expect(media.rawPayload.subarray(0, 3).toString('latin1')).toBe('ID3');
      const decoded = await decodeMp3(new Uint8Array(media.rawPayload));
      const decodedSeconds = decoded.samplesDecoded / decoded.sampleRate;
      expect(Math.abs(decodedSeconds - episode.duration_seconds)).toBeLessThan(0.1);
      // Shorter than asked (too little the offline coach can stand behind), the description says so first,
      // with the finished audio's own length.
      const seconds = Math.round(episode.duration_seconds);
      const length = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
      if (/shorter than/.test(episode.description)) {
        expect(episode.description).toMatch(
          new RegExp(`^This episode runs ${length}, shorter than the 5 minutes asked`),
        );
      } else {
        expect(Math.abs(episode.duration_seconds - 300)).toBeLessThanOrEqual(30);
      }
      const { integratedLufs, truePeakDbtp } = measureLoudness(decoded.channelData[0]!, decoded.sampleRate);
      expect(Math.abs(integratedLufs + 19)).toBeLessThanOrEqual(1);
      expect(truePeakDbtp).toBeLessThanOrEqual(-0.5);

      const captions = await t.inject({
        method: 'GET',
        url: new URL(episode.transcript_url, 'http://x').pathname,
      });
      // Half a second of lead-in before the first word (DESIGN §6).
      expect(captions.body).toMatch(/^WEBVTT\n\n1\n00:00:00\.500 --> 00:00:\d\d\.\d{3}\n<v Host>/);
      expect(captions.body).toContain('<v Co-host>');

      // The spoken clips kept for a retry are gone once the episode is published.
      expect(readdirSync(join(dataDir, 'podcast-clips'))).toEqual([]);
    },
    JOB_TIMEOUT_MS,
  );
});

/** The spoken lines of an episode's captions. */
async function spokenLines(episode: PodcastEpisode): Promise<string[]> {
  const captions = await t.inject({
    method: 'GET',
    url: new URL(episode.transcript_url, 'http://x').pathname,
  });
  return [...captions.body.matchAll(/^<v [^>]+>(.*)$/gm)].map((match) => match[1]!);
}

describe('a schedule’s episodes (issue 24)', () => {
  it(
    'cover new sections each slot, never publish a repeat, and skip with the reason once the sources run out',
    async () => {
      const headers = await t.adminHeaders();
      // Material for three 5-minute episodes: an admin's document on the topic, in ten sections.
      await uploadRoutesDocument(t, 'Imaginary trade routes', 10);
      const created = await t.inject({
        method: 'POST',
        url: `${API}/schedules`,
        headers,
        payload: {
          title: 'Route notes',
          topic: 'Imaginary trade routes',
          description: '',
          frequency: 'daily',
          generation_time: '09:00',
          duration_minutes: 5,
        },
      });
      expect(created.statusCode).toBe(201);
      const scheduleId = created.json<{ schedule: { id: number } }>().schedule.id;
      const runSlot = async () => {
        const started = await t.inject({
          method: 'POST',
          url: `${API}/schedules/${scheduleId}/generate-now`,
          headers,
        });
        expect(started.statusCode).toBe(202);
        return settledJob(t, started.json<{ job_id: string }>().job_id);
      };

      const jobs: PodcastJob[] = [];
      for (let slot = 0; slot < 5; slot++) jobs.push(await runSlot());
      expect(jobs.map((job) => job.state)).toEqual([
        'completed',
        'completed',
        'completed',
        'skipped',
        'skipped',
      ]);

      const published: string[][] = [];
      for (const job of jobs.slice(0, 3)) {
        expect(job.error).toBeNull();
        const episode = await t.inject({ method: 'GET', url: `${API}/${job.episode_id}`, headers });
        const lines = await spokenLines(episode.json<PodcastEpisode>());
        for (const earlier of published) {
          const repeated = lines.filter((line) => earlier.includes(line)).length;
          expect(repeated * 2, `${repeated} of ${lines.length} lines repeat`).toBeLessThanOrEqual(
            lines.length,
          );
        }
        published.push(lines);
      }
      for (const job of jobs.slice(3)) {
        expect(job.episode_id).toBeNull();
        expect(job.error).toMatch(/^Skipped: this schedule’s earlier episodes already covered every section/);
      }
      // The card reads its last run: skipped, why, and what would help.
      const list = await t.inject({ method: 'GET', url: `${API}/schedules`, headers });
      const schedule = list
        .json<{ schedules: { id: number; last_run: { state: string; error: string | null } | null }[] }>()
        .schedules.find((s) => s.id === scheduleId)!;
      expect(schedule.last_run).toMatchObject({ state: 'skipped' });
      expect(schedule.last_run!.error).toMatch(
        /Add a document on it in the Sources tab, or give the schedule a new topic or outline\.$/,
      );

      // Issue 39: two empty slots leave it active; the third in a row pauses it, saying why.
      expect(
        list.json<{ schedules: PodcastSchedule[] }>().schedules.find((s) => s.id === scheduleId),
      ).toMatchObject({
        is_active: true,
        paused_reason: null,
      });
      expect((await runSlot()).state).toBe('skipped');
      const paused = (await t.inject({ method: 'GET', url: `${API}/schedules`, headers }))
        .json<{ schedules: PodcastSchedule[] }>()
        .schedules.find((s) => s.id === scheduleId)!;
      expect(paused.is_active).toBe(false);
      expect(paused.paused_reason).toMatch(
        /^Paused by the server: the last 3 episodes made nothing\. The last one said: this schedule’s earlier episodes already covered every section .+ Edit the schedule, then Resume it\.$/,
      );
      // Resuming is the person's choice again: the reason goes.
      const resumed = await t.inject({
        method: 'POST',
        url: `${API}/schedules/${scheduleId}/toggle`,
        headers,
      });
      expect(resumed.json<{ schedule: PodcastSchedule }>().schedule).toMatchObject({
        is_active: true,
        paused_reason: null,
      });
    },
    4 * JOB_TIMEOUT_MS,
  );
});
