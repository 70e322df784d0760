import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAiCompatibleEndpoint } from '../../coach/llm/model-endpoint.js';
import { reply, startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fakes/openai-server.js';
import { AiCheckService, type AiCheckDependencies } from './ai-check.service.js';

const KEY = 'sk-test-key-that-must-not-show';

let ai: FakeOpenAiServer;
beforeAll(async () => {
  ai = await startFakeOpenAiServer();
});
afterAll(() => ai.close());

function serviceFor(baseUrl: string, logged: unknown[] = [], overrides: Partial<AiCheckDependencies> = {}) {
  const endpoint = openAiCompatibleEndpoint({
    baseURL: baseUrl,
    apiKey: KEY,
    structuredOutput: 'auto',
    reasoning: 'auto',
  });
  return new AiCheckService({
    provider: 'openai',
    endpoint: () => endpoint,
    model: 'fake-model',
    baseUrl,
    apiKey: KEY,
    timeoutMs: 5000,
    log: { info: (entry: unknown) => logged.push(entry) } as unknown as FastifyBaseLogger,
    ...overrides,
  });
}

describe('the AI connection check', () => {
  it('keeps a key the provider quotes back out of the answer and the log', async () => {
    ai.reset();
    ai.script(reply.error(401, `Incorrect API key provided: ${KEY}.`));
    const logged: unknown[] = [];
    const result = await serviceFor(ai.url, logged).check();
    expect(result.checks.find((c) => c.name === 'completion')?.error).toBe(
      'Incorrect API key provided: [hidden].',
    );
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).toContain('[hidden]');
    expect(JSON.stringify([result, logged])).not.toContain(KEY);
  });

  it('names the host and the network error when nothing listens', async () => {
    const closed = await startFakeOpenAiServer();
    await closed.close();
    const host = new URL(closed.url).host;
    const result = await serviceFor(closed.url).check();
    expect(result).toMatchObject({ status: 'failed', success: false });
    for (const c of result.checks) {
      expect(c, c.name).toMatchObject({
        ok: false,
        http_status: null,
        error: `${host} could not be reached (ECONNREFUSED).`,
      });
    }
  });

  it('shows the base URL without the user and password it carries, and hides the password in errors', async () => {
    const withCredentials = ai.url.replace('http://', 'http://someone:hunter2-secret@');
    const result = await serviceFor(withCredentials).check();
    expect(result.base_url).toBe(ai.url);
    // fetch refuses such an address, quoting it; the password is hidden from what it says.
    expect(result.checks.some((c) => c.error?.includes('[hidden]'))).toBe(true);
    expect(JSON.stringify(result)).not.toContain('hunter2-secret');
  });

  it('checks nothing for an embedded model that is not downloaded yet', async () => {
    const result = await serviceFor(ai.url, [], {
      provider: 'local',
      endpoint: () => null,
      baseUrl: null,
    }).check();
    expect(result).toEqual({
      provider: 'local',
      status: 'not_configured',
      success: true,
      message:
        'The embedded model is not downloaded yet, so there is no model to check: download it first, then check again.',
      base_url: null,
      model: null,
      checks: [],
    });
  });
});
