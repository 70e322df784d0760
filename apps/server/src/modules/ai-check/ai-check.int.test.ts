import { AiCheckResult, type AiConnectionCheck } from '@socratica/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../test/assessment-journey.js';
import {
  fakeFlavourEnv,
  fakeModelEnv,
  reply,
  startFakeOpenAiServer,
  wellBehaved,
  type FakeOpenAiServer,
  type Responder,
} from '../../../test/fakes/openai-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const URL_PATH = '/socratica/api/admin/ai/check';
const KEY = 'sk-test-0123456789abcdef';

/** The well-behaved fake, answering the structured probe's own question too (by default it answers `{}`). */
const answersTheProbe: Responder = (request) =>
  request.task === 'connection_check' ? reply.json({ colour: 'blue' }) : wellBehaved(request);

async function check(t: TestApp): Promise<AiCheckResult> {
  const response = await t.inject({ method: 'POST', url: URL_PATH, headers: await t.adminHeaders() });
  expect(response.statusCode).toBe(200);
  expect(response.body).not.toContain(KEY);
  return AiCheckResult.parse(response.json());
}

const byName = (result: AiCheckResult) =>
  Object.fromEntries(result.checks.map((c) => [c.name, c])) as Record<
    AiConnectionCheck['name'],
    AiConnectionCheck
  >;

/** A fake and a server whose coach uses it, for one describe block. */
function withServerOn(
  fakeOptions: Parameters<typeof startFakeOpenAiServer>[0],
  env: (ai: FakeOpenAiServer) => Record<string, string>,
) {
  const setup = {} as { ai: FakeOpenAiServer; t: TestApp };
  beforeAll(async () => {
    setup.ai = await startFakeOpenAiServer(fakeOptions);
    setup.t = await createTestApp({ SOCRATICA_AI_MODEL: 'fake-model', ...env(setup.ai) });
  });
  beforeEach(() => {
    setup.ai.reset();
    setup.ai.respondWith(answersTheProbe);
  });
  afterAll(async () => {
    await setup.t.close();
    await setup.ai.close();
  });
  return setup;
}

describe('checking a well-behaved endpoint', () => {
  const s = withServerOn({}, (ai) => ({ ...fakeModelEnv(ai), SOCRATICA_AI_API_KEY: KEY }));

  it('runs the four checks in order, each working, timed and with the rate the server reported', async () => {
    const result = await check(s.t);
    expect(result).toMatchObject({
      provider: 'openai',
      status: 'connected',
      success: true,
      base_url: s.ai.url,
      model: 'fake-model',
      message: `Connected to ${s.ai.url}: fake-model answered all 4 checks.`,
    });
    expect(result.checks.map((c) => c.name)).toEqual(['models', 'completion', 'structured_output', 'stream']);
    for (const c of result.checks) {
      expect(c, c.name).toMatchObject({ ok: true, error: null, http_status: null });
      expect(c.latency_ms, c.name).toBeGreaterThanOrEqual(0);
    }
    const { models, completion, structured_output: probe, stream } = byName(result);
    expect(models.models).toEqual(['fake-model']);
    expect(models.tokens_per_second).toBeNull();
    for (const c of [completion, probe, stream]) {
      expect(c.output_tokens, c.name).toBeGreaterThan(0);
      expect(c.tokens_per_second, c.name).toBeGreaterThan(0);
      expect(c.reply, c.name).toBeTruthy();
    }
    expect(probe).toMatchObject({
      output_mode: 'json_schema',
      output_mode_source: 'learned',
      reply: '{"colour":"blue"}',
    });
    expect(stream.time_to_first_token_ms).toBeGreaterThanOrEqual(0);
    expect(stream.time_to_first_token_ms).toBeLessThanOrEqual(stream.latency_ms);
    expect(completion.time_to_first_token_ms).toBeNull();

    // What reached the server: the key as a bearer token, a short completion, the probe in a strict schema, a stream.
    const [asked, probed, streamed] = s.ai.requests;
    expect(s.ai.requests).toHaveLength(3);
    expect(asked).toMatchObject({ stream: false, responseFormat: null, auth: { value: `Bearer ${KEY}` } });
    expect(asked!.body.max_tokens).toBe(16);
    expect(probed).toMatchObject({ task: 'connection_check', responseFormat: 'json_schema' });
    expect(streamed).toMatchObject({ stream: true, responseFormat: null });
    expect(streamed!.body.max_tokens).toBe(32);
  });

  it("shows the provider's own message for each call it refuses, never the key it quotes", async () => {
    const refusal = reply.error(
      401,
      `Incorrect API key provided: ${KEY}. You can find your API key in your account.`,
    );
    s.ai.script(refusal, refusal, refusal);
    const result = await check(s.t);
    expect(result).toMatchObject({
      status: 'failed',
      success: false,
      message: `3 of 4 checks failed on ${s.ai.url} with fake-model.`,
    });
    const { models, ...failing } = byName(result);
    // This fake lists its models without looking at the key.
    expect(models.ok).toBe(true);
    for (const c of Object.values(failing)) {
      expect(c, c.name).toMatchObject({
        ok: false,
        http_status: 401,
        error: 'Incorrect API key provided: [hidden]. You can find your API key in your account.',
        tokens_per_second: null,
      });
    }
    // A refused key is not a refused output mode: the probe did not step down.
    expect(failing.structured_output.output_mode).toBe('json_schema');
  });

  it('fails the probe when the JSON does not have the shape asked for', async () => {
    s.ai.respondWith(wellBehaved);
    const { structured_output: probe } = byName(await check(s.t));
    expect(probe).toMatchObject({
      ok: false,
      error:
        'The model\'s structured-output test failed: it answered {}, not the JSON asked for: {"colour": "…"}.',
    });
  });

  it('names the structured-output test, not an assessment, when the reply is not JSON at all', async () => {
    s.ai.respondWith((request) =>
      request.task === 'connection_check' ? reply.malformed() : answersTheProbe(request),
    );
    const result = await check(s.t);
    const { structured_output: probe, ...others } = byName(result);
    expect(probe.ok).toBe(false);
    expect(probe.error).toMatch(
      /^The model's structured-output test failed: its reply was not valid JSON for the requested schema, \{"colour": "…"\} \(The reply is not JSON: .+\)\.$/,
    );
    expect(JSON.stringify(result)).not.toContain('assessment');
    for (const c of Object.values(others)) expect(c, c.name).toMatchObject({ ok: true });
  });
});

describe('checking Azure OpenAI', () => {
  describe('with the right key', () => {
    const s = withServerOn({ flavour: 'azure' }, (ai) => fakeFlavourEnv(ai));

    it("lists the resource's models and reaches the deployment", async () => {
      const result = await check(s.t);
      expect(result.checks.filter((c) => !c.ok)).toEqual([]);
      expect(byName(result).models.models).toEqual(['fake-model']);
    });
  });

  describe('with a wrong key', () => {
    const s = withServerOn({ flavour: 'azure' }, (ai) => ({
      ...fakeFlavourEnv(ai),
      SOCRATICA_AI_API_KEY: KEY,
    }));

    it("fails every check with Azure's own 401 message", async () => {
      const result = await check(s.t);
      expect(result.success).toBe(false);
      expect(result.checks).toHaveLength(4);
      for (const c of result.checks) {
        expect(c, c.name).toMatchObject({
          ok: false,
          http_status: 401,
          error: expect.stringMatching(
            /^Access denied due to invalid subscription key or wrong API endpoint\./,
          ),
        });
      }
    });
  });
});

describe('a server without strict JSON schemas, whose streams carry no usage', () => {
  const s = withServerOn({ refuseJsonSchema: true, streamUsage: false }, (ai) => fakeModelEnv(ai));

  it('makes the probe learn JSON mode, and later coach questions go straight to it', async () => {
    const { structured_output: probe } = byName(await check(s.t));
    expect(probe).toMatchObject({ ok: true, output_mode: 'json_object', output_mode_source: 'learned' });
    expect(s.ai.requests.filter((r) => r.task === 'connection_check').map((r) => r.responseFormat)).toEqual([
      'json_schema',
      'json_object',
    ]);

    s.ai.requests.length = 0;
    const learner = await s.t.createUser('probe-learner');
    await startSession(s.t, learner.headers, 'Tides', [15]);
    const baseline = s.ai.requests.filter((r) => r.task === 'baseline');
    expect(baseline.map((r) => [r.responseFormat, r.refused])).toEqual([['json_object', null]]);
  });

  it('reports the stream working, its tokens per second not reported rather than estimated', async () => {
    const { completion, stream } = byName(await check(s.t));
    expect(stream).toMatchObject({ ok: true, output_tokens: null, tokens_per_second: null });
    expect(stream.reply).toBeTruthy();
    expect(completion.tokens_per_second).toBeGreaterThan(0);
  });
});

describe('a call that does not answer', () => {
  const s = withServerOn({}, (ai) => fakeModelEnv(ai, { timeoutSeconds: 1 }));

  it('is abandoned after SOCRATICA_AI_TIMEOUT_SECONDS, and the next checks still run', async () => {
    s.ai.script(reply.hang());
    const result = await check(s.t);
    expect(byName(result).completion).toMatchObject({
      ok: false,
      http_status: null,
      error: 'No answer within 1 s (SOCRATICA_AI_TIMEOUT_SECONDS).',
    });
    expect(byName(result).completion.latency_ms).toBeGreaterThanOrEqual(900);
    expect(result.checks).toHaveLength(4);
    expect(s.ai.requests).toHaveLength(3);
  });
});

describe('the offline coach', () => {
  it('has no model to check, and says so without failing', async () => {
    const t = await createTestApp();
    try {
      expect(await check(t)).toEqual({
        provider: 'offline',
        status: 'not_configured',
        success: true,
        message:
          'The offline coach runs inside the server and needs no connection, so there is no model to check. Set SOCRATICA_AI_PROVIDER to openai (or local) to use a model.',
        base_url: null,
        model: null,
        checks: [],
      });
    } finally {
      await t.close();
    }
  });
});
