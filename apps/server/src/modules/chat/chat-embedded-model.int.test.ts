import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReply, DashboardStats, HealthResponse, LocalModelStatus } from '@socratica/contracts';
import { sessionWithBaseline } from '../../../test/assessment-journey.js';
import { sendChat } from '../../../test/chat-journey.js';
import { startFakeHuggingFace, type FakeHuggingFace } from '../../../test/fakes/hugging-face-server.js';
import { JSON_CLOSING_PREFERENCE, writeTinyGguf } from '../../../test/fakes/tiny-gguf.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// D21 end to end: with SOCRATICA_AI_PROVIDER=local the offline coach answers until an admin downloads the
// model; then the embedded model does, and the health answer and the settings say which serves.
let hub: FakeHuggingFace;
let t: TestApp;
let admin: { authorization: string };
let learner: { headers: { authorization: string } };
let sessionId: number;

beforeAll(async () => {
  const folder = mkdtempSync(join(tmpdir(), 'socratica-tiny-'));
  // Sampled at 0.7, a model that may end its turn at once sometimes writes nothing, and the offline coach then
  // rightly answers instead (it failed CI once): this one prefers JSON's closing marks but never the end.
  const model = await writeTinyGguf(join(folder, 'tiny.gguf'), {
    preferredTokens: JSON_CLOSING_PREFERENCE.filter((token) => token !== '<|im_end|>'),
  });
  hub = await startFakeHuggingFace([
    { owner: 'acme', repo: 'tiny-GGUF', path: 'tiny.gguf', bytes: readFileSync(model.path), license: 'mit' },
  ]);
  t = await createTestApp({
    SOCRATICA_AI_PROVIDER: 'local',
    SOCRATICA_LOCAL_MODEL: 'hf:acme/tiny-GGUF/tiny.gguf',
    SOCRATICA_HF_ENDPOINT: hub.url,
    SOCRATICA_LOCAL_PARALLEL: '1',
    SOCRATICA_LOCAL_CONTEXT_TOKENS: '4096',
    SOCRATICA_LOCAL_THREADS: '1',
    SOCRATICA_AI_MAX_OUTPUT_TOKENS: '60',
  });
  admin = await t.adminHeaders();
  learner = await t.createUser('ada');
  sessionId = await sessionWithBaseline(t, learner.headers, 'Tides');
}, 60_000);
afterAll(async () => {
  await t.close();
  await hub.close();
});

const health = async () =>
  (await t.inject({ method: 'GET', url: '/socratica/api/health' })).json<HealthResponse>();
const modelStatus = async () =>
  (
    await t.inject({ method: 'GET', url: '/socratica/api/admin/ai/local-model', headers: admin })
  ).json<LocalModelStatus>();
const modelLabels = async () =>
  (await t.inject({ method: 'GET', url: '/socratica/api/podcasts/model-labels', headers: admin })).json<{
    model_labels: { standard: string; premium: string };
  }>().model_labels;
const modelReplies = async () =>
  (
    await t.inject({ method: 'GET', url: '/socratica/api/admin/dashboard', headers: admin })
  ).json<DashboardStats>().model_replies;
const chatReply = async (content: string) => {
  const response = await sendChat(t, learner.headers, sessionId, content);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatReply>();
};

describe('the embedded model', () => {
  it('leaves the offline coach answering until it is downloaded, then asks the model, whose junk the checks turn away', async () => {
    expect((await health()).ai_provider).toBe('offline');
    expect(await modelStatus()).toMatchObject({ state: 'missing', serving: 'offline' });
    expect((await modelLabels()).standard).toBe('Offline script writer (no AI model)');
    const before = await chatReply('Why are there two tides a day?');
    expect(before.content).toMatch(/tide/i);
    expect(before.message.answered_offline).toBe(false);

    const started = await t.inject({
      method: 'POST',
      url: '/socratica/api/admin/ai/local-model/download',
      headers: admin,
    });
    expect(started.statusCode, started.body).toBe(202);
    await expect.poll(async () => (await modelStatus()).state, { timeout: 20_000 }).toBe('ready');
    expect((await modelStatus()).serving).toBe('embedded');
    expect((await health()).ai_provider).toBe('local');
    expect(await modelLabels()).toEqual({
      standard: 'tiny (embedded, on this server)',
      premium: 'tiny (embedded, on this server)',
    });

    // The tiny model writes JSON's closing marks, no English: the checks now turn that away as junk (issue 38),
    // so the offline coach answers the turn, marked so, and the dashboard counts the model's unanswered turn,
    // which only a model's reply can be.
    const unansweredBefore = (await modelReplies()).unanswered;
    const after = await chatReply('And why does the Moon matter for tides?');
    expect(after.message.answered_offline).toBe(true);
    expect(after.content).not.toMatch(/["\]}]{3}/);
    expect((await modelReplies()).unanswered).toBe(unansweredBefore + 1);
  }, 60_000);
});
