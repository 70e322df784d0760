import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PodcastCatalog, PodcastEpisode, PodcastJob } from '@socratica/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { settledJob, uploadRoutesDocument } from '../../../test/podcast-jobs.js';

/**
 * Issue 39: an episode described by what is inside (its sections with their start times, its chapters and
 * its transcript in the archive's search), scheduled titles that name what a slot covers, and a schedule that
 * does not repeat a shared episode on its topic. Through the real queue, the offline coach and espeak-ng.
 */
const API = '/socratica/api/podcasts';
const JOB_TIMEOUT_MS = 240_000;

let t: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  t = await createTestApp(
    { SOCRATICA_DATA_DIR: mkdtempSync(join(tmpdir(), 'socratica-described-')) },
    { runJobs: true },
  );
  headers = await t.adminHeaders();
}, 60_000);
afterAll(() => t.close());

async function episodeOf(job: PodcastJob): Promise<PodcastEpisode> {
  expect(job.error).toBeNull();
  return (await t.inject({ method: 'GET', url: `${API}/${job.episode_id}`, headers })).json<PodcastEpisode>();
}

async function createSchedule(title: string, topic: string): Promise<number> {
  const created = await t.inject({
    method: 'POST',
    url: `${API}/schedules`,
    headers,
    payload: {
      title,
      topic,
      description: '',
      frequency: 'daily',
      generation_time: '09:00',
      duration_minutes: 5,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ schedule: { id: number } }>().schedule.id;
}

async function generateNow(scheduleId: number): Promise<PodcastJob> {
  const started = await t.inject({
    method: 'POST',
    url: `${API}/schedules/${scheduleId}/generate-now`,
    headers,
  });
  expect(started.statusCode, started.body).toBe(202);
  return settledJob(t, started.json<{ job_id: string }>().job_id);
}

/** Each caption cue's start, in seconds. */
async function cueStarts(episode: PodcastEpisode): Promise<number[]> {
  const captions = await t.inject({
    method: 'GET',
    url: new URL(episode.transcript_url, 'http://x').pathname,
  });
  return [...captions.body.matchAll(/^(\d\d):(\d\d):(\d\d\.\d{3}) -->/gm)].map(
    ([, h, m, s]) => Number(h) * 3600 + Number(m) * 60 + Number(s),
  );
}

const clock = (seconds: number) => {
  const total = Math.round(seconds);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

describe('an episode described by what is inside (issue 39)', () => {
  let single: PodcastEpisode;

  it(
    'lists its sections with their start times and its length, and has chapters where its turns start',
    async () => {
      await uploadRoutesDocument(t, 'Imaginary trade routes', 6);
      const response = await t.inject({
        method: 'POST',
        url: `${API}/generate`,
        headers,
        payload: {
          title: 'Trade roads',
          topic: 'Imaginary trade routes',
          description: '',
          duration_minutes: 5,
        },
      });
      expect(response.statusCode, response.body).toBe(202);
      single = await episodeOf(await settledJob(t, response.json<{ job_id: string }>().job_id));

      expect(single.chapters.length).toBeGreaterThanOrEqual(2);
      expect(single.chapters[0]!.start_seconds).toBe(0);
      // Each later chapter starts where a caption cue starts: the mix's own times, not an estimate.
      const cues = await cueStarts(single);
      for (const chapter of single.chapters.slice(1)) {
        expect(
          cues.some((cue) => Math.abs(cue - chapter.start_seconds) < 0.01),
          String(chapter.start_seconds),
        ).toBe(true);
      }
      const starts = single.chapters.map((chapter) => chapter.start_seconds);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));

      expect(single.description).not.toMatch(/^A two-host conversation about Imaginary trade routes\.$/m);
      expect(single.description).toContain(`In this episode (${clock(single.duration_seconds)}):`);
      for (const chapter of single.chapters) {
        expect(single.description).toContain(`${clock(chapter.start_seconds)} ${chapter.title}`);
      }
      expect(single.description).toMatch(/Sources: /);
    },
    JOB_TIMEOUT_MS,
  );

  it('is found in the archive by a word only its transcript has', async () => {
    const search = async (q: string) => {
      const found = await t.inject({
        method: 'GET',
        url: `${API}/catalog?q=${encodeURIComponent(q)}`,
        headers,
      });
      expect(found.statusCode, found.body).toBe(200);
      return found.json<PodcastCatalog>().episodes.map((episode) => episode.id);
    };
    // "gathering place" is in the article's lead, which the hosts read; neither title nor description has it.
    expect(single.description).not.toMatch(/gathering/i);
    expect(await search('gathering')).toEqual([single.id]);
    expect(await search('gather')).toEqual([single.id]);
  });

  it(
    'is not repeated by a schedule on its topic, and a schedule’s slots are titled by what they cover',
    async () => {
      // The learner's own episode covered some of the routes: the schedule's slot teaches the others, and once
      // none is left it is skipped with that reason rather than written again (it once repeated 34 of 35 lines).
      const routes = (episode: PodcastEpisode) =>
        episode.chapters.map((chapter) => chapter.title).filter((title) => /^Route \d/.test(title));
      expect(routes(single).length).toBeGreaterThan(0);
      const scheduleId = await createSchedule('Route notes', 'Imaginary trade routes');
      const next = await episodeOf(await generateNow(scheduleId));
      expect(routes(next).length).toBeGreaterThan(0);
      expect(routes(next).filter((title) => routes(single).includes(title))).toEqual([]);
      const nothingLeft = await generateNow(scheduleId);
      expect(nothingLeft.state).toBe('skipped');
      expect(nothingLeft.episode_id).toBeNull();

      await uploadRoutesDocument(t, 'Imaginary canal routes', 6);
      const canals = await createSchedule('Canal notes', 'Imaginary canal routes');
      const first = await episodeOf(await generateNow(canals));
      const second = await episodeOf(await generateNow(canals));
      expect(first.title).toMatch(/^Imaginary canal routes: Route \d/);
      expect(second.title).toMatch(/^Imaginary canal routes: Route \d/);
      expect(second.title).not.toBe(first.title);
      expect(second.description).not.toBe(first.description);
    },
    4 * JOB_TIMEOUT_MS,
  );
});
