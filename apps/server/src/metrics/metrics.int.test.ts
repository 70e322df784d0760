import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DashboardStats } from '@socratica/contracts';
import { sessionWithBaseline } from '../../test/assessment-journey.js';
import { sendChat } from '../../test/chat-journey.js';
import {
  fakeModelEnv,
  reply,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '../../test/fakes/openai-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Draining } from '../lib/draining.js';

const TOKEN = 'metrics-token-for-the-tests';
const SCRAPER = { authorization: `Bearer ${TOKEN}` };
const API = '/socratica/api';

let ai: FakeOpenAiServer;
let t: TestApp;
let learner: { headers: { authorization: string } };
let sessionId: number;

beforeAll(async () => {
  ai = await startFakeOpenAiServer();
  t = await createTestApp({ ...fakeModelEnv(ai), SOCRATICA_METRICS_TOKEN: TOKEN });
  learner = await t.createUser('metrics-learner');
  sessionId = await sessionWithBaseline(t, learner.headers, 'Multiplication');
});
beforeEach(() => ai.reset());
afterAll(async () => {
  await t.close();
  await ai.close();
});

async function scrape(): Promise<string> {
  const response = await t.inject({ method: 'GET', url: `${API}/metrics`, headers: SCRAPER });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** One sample's value, or undefined when the scrape has no such series; labels must match exactly. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = (match[2] ?? '')
      .split(/,(?=[a-zA-Z_][a-zA-Z0-9_]*=")/)
      .filter(Boolean)
      .sort()
      .join(',');
    if (found === wanted) return Number(match[3]);
  }
  return undefined;
}

const sampleNow = async (name: string, labels?: Record<string, string>) =>
  sample(await scrape(), name, labels);

describe('GET metrics', () => {
  it('answers the scraper holding the token in the Prometheus text format, and no one else', async () => {
    const right = await t.inject({ method: 'GET', url: `${API}/metrics`, headers: SCRAPER });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(right.body).toMatch(/^# HELP socratica_/m);

    const anonymous = await t.inject({ method: 'GET', url: `${API}/metrics` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toMatch(/metrics token/);
    const wrong = await t.inject({
      method: 'GET',
      url: `${API}/metrics`,
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    // A learner's sign-in token is no metrics token.
    const signedIn = await t.inject({ method: 'GET', url: `${API}/metrics`, headers: learner.headers });
    expect(signedIn.statusCode).toBe(401);
  });

  it('is still scraped while the server drains before a stop, when new work is refused', async () => {
    const draining = new Draining();
    const stopping = await createTestApp({ SOCRATICA_METRICS_TOKEN: TOKEN }, { draining });
    try {
      draining.begin();
      const refused = await stopping.inject({ method: 'GET', url: `${API}/me`, headers: SCRAPER });
      expect(refused.statusCode).toBe(503);
      const scraped = await stopping.inject({ method: 'GET', url: `${API}/metrics`, headers: SCRAPER });
      expect(scraped.statusCode).toBe(200);
      expect(sample(scraped.body, 'socratica_tutor_replies_in_progress')).toBe(0);
    } finally {
      await stopping.close();
    }
  });

  it('is off without SOCRATICA_METRICS_TOKEN: 404, saying so', async () => {
    const off = await createTestApp();
    try {
      const response = await off.inject({ method: 'GET', url: `${API}/metrics`, headers: SCRAPER });
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toMatch(/Metrics are off.*SOCRATICA_METRICS_TOKEN/);
    } finally {
      await off.close();
    }
  });
});

describe('the request histogram', () => {
  it('counts requests by route pattern, method and status; unknown paths as "unmatched"', async () => {
    const health = { route: `${API}/health`, method: 'GET', status: '200' };
    const unmatched = { route: 'unmatched', method: 'GET', status: '404' };
    const before = await scrape();
    for (let i = 0; i < 3; i++) await t.inject({ method: 'GET', url: `${API}/health` });
    await t.inject({ method: 'GET', url: `${API}/no-such-route/qz-unknown-path` });
    const after = await scrape();

    const count = 'socratica_http_request_duration_seconds_count';
    expect(sample(after, count, health)).toBe((sample(before, count, health) ?? 0) + 3);
    expect(sample(after, count, unmatched)).toBe((sample(before, count, unmatched) ?? 0) + 1);
    expect(sample(after, 'socratica_http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(
      sample(after, count, health),
    );
    // A path's own words never become a label (a number would also match some metric's value).
    expect(after).not.toContain('qz-unknown-path');
    // The scrape itself is left out.
    expect(after).not.toContain(`route="${API}/metrics"`);
  });

  it('never puts a feed address’s secret in a label', async () => {
    const secret = 'f'.repeat(40);
    const feed = await t.inject({ method: 'GET', url: `${API}/podcasts/rss/${secret}.xml` });
    expect(feed.statusCode).toBeGreaterThanOrEqual(400);
    const text = await scrape();
    expect(text).not.toContain(secret);
    expect(
      sample(text, 'socratica_http_request_duration_seconds_count', {
        route: `${API}/podcasts/rss/:token.xml`,
        method: 'GET',
        status: String(feed.statusCode),
      }),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('the tutor and the coach', () => {
  it('shows a tutor reply as live while it is written, and counts its pieces', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    ai.respondWith(async () => {
      await held;
      return reply.content('What do you get when you add seven eights together?', { chunkSize: 4 });
    });
    const piecesBefore = (await sampleNow('socratica_tutor_reply_pieces_total', { provider: 'openai' })) ?? 0;
    const streaming = sendChat(t, learner.headers, sessionId, 'How do I multiply 7 by 8?', { stream: true });
    await expect.poll(() => sampleNow('socratica_tutor_replies_in_progress')).toBe(1);
    release();
    expect((await streaming).statusCode).toBe(200);

    const text = await scrape();
    expect(sample(text, 'socratica_tutor_replies_in_progress')).toBe(0);
    expect(sample(text, 'socratica_tutor_reply_pieces_total', { provider: 'openai' })).toBeGreaterThan(
      piecesBefore,
    );
    expect(sample(text, 'socratica_tutor_reply_characters_total', { provider: 'openai' })).toBeGreaterThan(0);
    expect(sample(text, 'socratica_tutor_first_piece_seconds_count', { provider: 'openai' })).toBeGreaterThan(
      0,
    );
    expect(
      sample(text, 'socratica_coach_call_duration_seconds_count', {
        provider: 'openai',
        task: 'tutor_reply',
        outcome: 'ok',
      }),
    ).toBeGreaterThan(0);
    // The baseline questions came from the model too.
    expect(
      sample(text, 'socratica_coach_call_duration_seconds_count', {
        provider: 'openai',
        task: 'generate_baseline',
        outcome: 'ok',
      }),
    ).toBe(1);
  });

  it('counts D20 check outcomes as the dashboard does', async () => {
    const admin = await t.adminHeaders();
    const outcomes = ['checked', 'reasked', 'replaced', 'unanswered'] as const;
    const dashboard = async () =>
      (
        await t.inject({ method: 'GET', url: `${API}/admin/dashboard`, headers: admin })
      ).json<DashboardStats>().model_replies;
    const counted = async () => {
      const text = await scrape();
      return Object.fromEntries(
        outcomes.map((outcome) => [outcome, sample(text, 'socratica_coach_reply_checks_total', { outcome })]),
      );
    };
    const before = { dashboard: await dashboard(), metrics: await counted() };

    ai.respondWith(() => reply.content('Great job! 7 × 8 = 54 is right.'));
    expect((await sendChat(t, learner.headers, sessionId, 'I worked it out: 7 × 8 = 54')).statusCode).toBe(
      200,
    );

    const after = { dashboard: await dashboard(), metrics: await counted() };
    expect(after.dashboard.replaced).toBe(before.dashboard.replaced + 1);
    for (const outcome of outcomes) {
      expect(after.metrics[outcome]! - before.metrics[outcome]!, outcome).toBe(
        after.dashboard[outcome] - before.dashboard[outcome],
      );
    }
  });
});

describe('the infrastructure', () => {
  it('times the audio store by operation', async () => {
    const { key } = await t.services.audioStore.saveAudio(new Uint8Array([1, 2, 3]), 'mp3');
    expect(await t.services.audioStore.openAudio(key)).not.toBeNull();
    const text = await scrape();
    for (const operation of ['save', 'open'])
      expect(
        sample(text, 'socratica_audio_store_duration_seconds_count', { operation, outcome: 'ok' }),
        operation,
      ).toBeGreaterThanOrEqual(1);
  });

  it('reports the job queue, the event loop and, on PostgreSQL, the pool', async () => {
    const text = await scrape();
    for (const state of ['waiting', 'active'])
      expect(sample(text, 'socratica_job_queue_jobs', { queue: 'podcast-generation', state }), state).toBe(0);
    expect(sample(text, 'socratica_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'socratica_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'socratica_db_pool_waiting_queries')).toBeGreaterThanOrEqual(0);
    } else {
      // PGlite's one in-process connection is no pool: nothing is reported rather than a made-up figure.
      expect(text).not.toContain('socratica_db_pool');
    }
  });
});
