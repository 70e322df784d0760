import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createLlmCoach, type LlmSettings } from '../../src/coach/llm/llm-coach.js';
import { openAiCompatibleEndpoint } from '../../src/coach/llm/model-endpoint.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './openai-server.js';

/**
 * The model coach the coach tests talk to: the fake OpenAI server's model, with short limits so that a
 * test of a failure fails fast. `settings` changes what one suite needs (retries, timeouts).
 */
export function fakeModelCoach(baseURL: string, settings: Partial<LlmSettings> = {}) {
  return createLlmCoach(
    {
      model: 'fake-model',
      premiumModel: 'fake-premium',
      timeoutMs: 2000,
      maxRetries: 0,
      streamIdleTimeoutMs: 2000,
      maxOutputTokens: 400,
      ...settings,
    },
    openAiCompatibleEndpoint({ baseURL, apiKey: 'test-key', structuredOutput: 'auto', reasoning: 'auto' }),
  );
}

/**
 * One fake OpenAI server for the suite, started before its tests, emptied of scripts and requests before
 * each, and closed after: read it through the getter once the suite has started.
 */
export function fakeOpenAiServerPerSuite(): () => FakeOpenAiServer {
  let server: FakeOpenAiServer | undefined;
  beforeAll(async () => {
    server = await startFakeOpenAiServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => server?.reset());
  return () => {
    if (!server) throw new Error('The fake OpenAI server starts in beforeAll: read it inside a test.');
    return server;
  };
}
