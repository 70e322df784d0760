import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { storeTopicArticle } from '../../../test/topic-sources.js';
import { podcastJobs } from '../../db/schema/index.js';

/**
 * Asking for episodes (issue 13, D17), without a job queue: requests are stored and stay waiting. The
 * queue's own runs are in podcast-generation.int.test.ts.
 */
const API = '/socratica/api/podcasts';

let t: TestApp;
let learner: { id: number; headers: { authorization: string } };
let other: { id: number; headers: { authorization: string } };

const valid = {
  title: 'How leaves make sugar',
  topic: 'Photosynthesis',
  description: 'Light reactions, then the Calvin cycle.',
  duration_minutes: 10,
  voice: 'nova',
  is_featured: true,
  use_o3_model: false,
};

beforeAll(async () => {
  t = await createTestApp({ SOCRATICA_PODCAST_LEARNER_GENERATIONS_PER_DAY: '2' });
  await storeTopicArticle(t.database, 'Photosynthesis');
  learner = await t.createUser('jobs-learner');
  other = await t.createUser('jobs-other');
});
afterAll(() => t.close());

const generate = async (headers: { authorization: string }, payload: unknown) =>
  t.inject({ method: 'POST', url: `${API}/generate`, headers, payload: payload as object });
const jobCount = async () => (await t.database.db.select({ n: count() }).from(podcastJobs))[0]!.n;

describe('POST podcasts/generate', () => {
  it('answers at once with the job id; the job is stored with its stage and who asked', async () => {
    const response = await generate(await t.adminHeaders(), valid);
    expect(response.statusCode).toBe(202);
    const { job_id } = response.json<{ job_id: string }>();
    const job = await t.inject({
      method: 'GET',
      url: `${API}/jobs/${job_id}`,
      headers: await t.adminHeaders(),
    });
    expect(job.json()).toMatchObject({
      id: job_id,
      title: valid.title,
      state: 'waiting',
      stage: 'queued',
      percent: 0,
      stage_text: 'Waiting for a worker',
      error: null,
      attempts: 0,
      episode_id: null,
      script_provider: 'offline',
      speech_provider: 'offline',
      requested_by: 'admin',
    });
  });

  it.each([
    [{ ...valid, title: 'x'.repeat(201) }, /title/i],
    [{ ...valid, topic: 'x'.repeat(101) }, /topic/i],
    [{ ...valid, description: 'x'.repeat(2001) }, /2000 characters/],
    [
      { ...valid, voice: 'robot' },
      /^voice: Choose one of the voices nova, alloy, echo, fable, onyx or shimmer\.$/,
    ],
    // The field is named once, and the choices in words (issue 25).
    [
      { ...valid, duration_minutes: 7 },
      /^duration_minutes: Choose a length of 5, 10, 15, 20, 25 or 30 minutes\.$/,
    ],
    [{ ...valid, duration_minutes: 'ten' }, /^duration_minutes: Choose a length of /],
    [{ ...valid, title: '   ' }, /title/i],
  ])('refuses bad input with a detail and stores nothing (%#)', async (payload, detail) => {
    const before = await jobCount();
    const response = await generate(await t.adminHeaders(), payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(detail);
    expect(await jobCount()).toBe(before);
  });

  it('keeps the premium model for admins unless the server allows it (D17)', async () => {
    const before = await jobCount();
    const response = await generate(learner.headers, { ...valid, use_o3_model: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/premium model is for administrators/);
    expect(await jobCount()).toBe(before);
  });

  it('lets a learner make their own episodes up to the daily cap, then says when the next is possible', async () => {
    for (let i = 0; i < 2; i++) expect((await generate(learner.headers, valid)).statusCode).toBe(202);
    const refused = await generate(learner.headers, valid);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(
      /You can make 2 podcasts in 24 hours, and you have\. You can make the next one at .+ ET\./,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // Another learner has their own allowance.
    expect((await generate(other.headers, valid)).statusCode).toBe(202);
  });
});

describe('GET podcasts/jobs', () => {
  it('shows a learner only their own jobs, and an admin everyone’s with counts', async () => {
    const mine = await t.inject({ method: 'GET', url: `${API}/jobs`, headers: learner.headers });
    expect(mine.statusCode).toBe(200);
    const own = mine.json<{ jobs: { requested_by: string }[]; counts: { waiting: number } }>();
    expect(own.jobs.map((job) => job.requested_by)).toEqual(['jobs-learner', 'jobs-learner']);
    expect(own.counts).toEqual({ active: 0, waiting: 2, failed: 0 });

    const all = await t.inject({ method: 'GET', url: `${API}/jobs`, headers: await t.adminHeaders() });
    expect(all.json().counts.waiting).toBe(4);
  });

  it('hides a job from another learner, and tells the admin only failed jobs can be retried', async () => {
    const { jobs } = (await t.inject({ method: 'GET', url: `${API}/jobs`, headers: learner.headers })).json<{
      jobs: { id: string }[];
    }>();
    const id = jobs[0]!.id;
    const peek = await t.inject({ method: 'GET', url: `${API}/jobs/${id}`, headers: other.headers });
    expect(peek.statusCode).toBe(404);
    const retry = await t.inject({
      method: 'POST',
      url: `${API}/jobs/${id}/retry`,
      headers: await t.adminHeaders(),
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().detail).toBe('The job is waiting, not failed: only a failed job can be retried.');
  });
});
