import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { storeTopicArticle } from '../../../test/topic-sources.js';
import { podcastJobs } from '../../db/schema/index.js';

/**
 * Issue 39: no episode from WordNet alone (a dictionary entry read aloud), and nothing made never counts
 * toward a learner's daily limit. Without a queue: requests are stored and stay waiting.
 */
const API = '/socratica/api/podcasts';

let t: TestApp;
let learner: { id: number; headers: { authorization: string } };

const episode = (topic: string) => ({ title: `On ${topic}`, topic, duration_minutes: 5 });
const schedule = (topic: string) => ({
  title: `Daily ${topic}`,
  topic,
  frequency: 'daily',
  generation_time: '09:00',
});
const jobCount = async () => (await t.database.db.select({ n: count() }).from(podcastJobs))[0]!.n;

beforeAll(async () => {
  t = await createTestApp({ SOCRATICA_PODCAST_LEARNER_GENERATIONS_PER_DAY: '2' });
  learner = await t.createUser('thin-learner');
  for (const topic of ['Geomorphology', 'Tectonic plates', 'Photosynthesis']) {
    await storeTopicArticle(t.database, topic);
  }
});
afterAll(() => t.close());

describe('a topic only WordNet knows', () => {
  it('is refused for a learner with what is missing and the nearby topics that have sources, storing nothing', async () => {
    const before = await jobCount();
    const response = await t.inject({
      method: 'POST',
      url: `${API}/generate`,
      headers: learner.headers,
      payload: episode('Plate tectonics'),
    });
    expect(response.statusCode).toBe(422);
    const { detail } = response.json<{ detail: string }>();
    expect(detail).toMatch(
      /^There is nothing to make an episode on “Plate tectonics” from: no article or document covers it/,
    );
    expect(detail).toContain('Topics near it that have sources: “Tectonic plates”, “Geomorphology”.');
    expect(detail).not.toContain('Photosynthesis');
    // A learner has no Sources tab.
    expect(detail).not.toMatch(/Sources tab/);
    expect(await jobCount()).toBe(before);
  });

  it('tells an admin they may add a document in the Sources tab', async () => {
    const response = await t.inject({
      method: 'POST',
      url: `${API}/generate`,
      headers: await t.adminHeaders(),
      payload: episode('Plate tectonics'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(
      /Or add a document filed under “Plate tectonics” in the Sources tab\.$/,
    );
  });

  it('refuses a schedule on it, and a topic with no entry anywhere too, never with a 5xx', async () => {
    for (const topic of ['Plate tectonics', 'Qwzxv frobnication']) {
      const response = await t.inject({
        method: 'POST',
        url: `${API}/schedules`,
        headers: learner.headers,
        payload: schedule(topic),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toMatch(/nothing to make an episode on/);
    }
  });
});

describe('the daily limit (issue 39)', () => {
  it('counts only what made an episode or still may: skipped and failed jobs are free', async () => {
    // Two earlier attempts that made nothing today.
    for (const state of ['skipped', 'failed'] as const) {
      await t.database.db.insert(podcastJobs).values({
        id: randomUUID(),
        requestedBy: learner.id,
        requestedByName: 'thin-learner',
        personal: true,
        title: 'Nothing made',
        description: '',
        isFeatured: false,
        useO3Model: false,
        topic: 'Photosynthesis',
        durationMinutes: 5,
        voice: 'nova',
        state,
        scriptProvider: 'offline',
        speechProvider: 'offline',
      });
    }
    // Refusals store nothing, so they are free too.
    for (let i = 0; i < 3; i++) {
      const refused = await t.inject({
        method: 'POST',
        url: `${API}/generate`,
        headers: learner.headers,
        payload: episode('Plate tectonics'),
      });
      expect(refused.statusCode).toBe(422);
    }
    for (let i = 0; i < 2; i++) {
      const made = await t.inject({
        method: 'POST',
        url: `${API}/generate`,
        headers: learner.headers,
        payload: episode('Photosynthesis'),
      });
      expect(made.statusCode).toBe(202);
    }
    const third = await t.inject({
      method: 'POST',
      url: `${API}/generate`,
      headers: learner.headers,
      payload: episode('Photosynthesis'),
    });
    expect(third.statusCode).toBe(429);
    const mine = await t.database.db
      .select({ n: count() })
      .from(podcastJobs)
      .where(eq(podcastJobs.requestedBy, learner.id));
    expect(mine[0]!.n).toBe(4);
  });
});
