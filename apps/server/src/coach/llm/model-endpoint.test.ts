import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fakes/openai-server.js';
import { tutorText } from '../../../test/fixtures/coach-json-tasks.js';
import { tutorRequest } from '../offline/tutor/tutor-test-request.js';
import { createLlmCoach } from './llm-coach.js';
import { openAiCompatibleEndpoint, type EndpointSettings } from './model-endpoint.js';

let ai: FakeOpenAiServer;
beforeAll(async () => {
  ai = await startFakeOpenAiServer();
});
afterAll(() => ai.close());
beforeEach(() => ai.reset());

const coachOn = (model: string, endpoint: Partial<EndpointSettings> = {}) =>
  createLlmCoach(
    { model, timeoutMs: 2000, maxRetries: 0, streamIdleTimeoutMs: 2000, maxOutputTokens: 300 },
    openAiCompatibleEndpoint({
      baseURL: ai.url,
      apiKey: 'test-key',
      structuredOutput: 'auto',
      reasoning: 'auto',
      ...endpoint,
    }),
  );

const request = tutorRequest('Tides', [{ role: 'user', content: 'Why are there two tides a day?' }]);

const tutorTextOf = (model: string, endpoint: Partial<EndpointSettings> = {}) =>
  tutorText(coachOn(model, endpoint), request);

describe('reasoning models', () => {
  it('are told by name: no temperature, max_completion_tokens, a developer prompt', async () => {
    await tutorTextOf('o3-mini', { reasoningEffort: 'low' });
    const body = ai.requests[0]!.body;
    expect(body.max_tokens).toBeUndefined();
    expect(body.max_completion_tokens).toBeGreaterThan(300);
    expect(body.temperature).toBeUndefined();
    expect(body.reasoning_effort).toBe('low');
    expect(body.messages.map((m: { role: string }) => m.role)).toEqual(['developer', 'user']);
  });

  it('ask their JSON questions as developer prompts too', async () => {
    await coachOn('gpt-5-mini').generateBaseline({
      topic: 'Tides',
      difficulty: 'beginner',
      timeAllocation: {
        total_minutes: 15,
        pre_assessment_minutes: 2.25,
        chat_learning_minutes: 10.5,
        post_assessment_minutes: 2.25,
      },
    });
    expect(ai.requests[0]!.body.messages[0].role).toBe('developer');
    expect(ai.requests[0]!.task).toBe('baseline');
  });

  it('leave other models as they are, unless configured on', async () => {
    await tutorTextOf('gpt-4o');
    expect(ai.requests[0]!.body.max_tokens).toBe(300);
    expect(ai.requests[0]!.body.messages[0].role).toBe('system');
    expect(ai.requests[0]!.body.reasoning_effort).toBeUndefined();

    ai.reset();
    await tutorTextOf('my-thinking-model', { reasoning: 'on' });
    expect(ai.requests[0]!.body.max_completion_tokens).toBeGreaterThan(300);

    // Off means off: the fake, like OpenAI, then refuses max_tokens for a model of that name.
    ai.reset();
    await expect(tutorTextOf('o3-mini', { reasoning: 'off' })).rejects.toMatchObject({
      failure: 'tutor_unavailable',
    });
    expect(ai.requests[0]!.body.max_tokens).toBe(300);
  });
});

describe('output modes', () => {
  it('use the configured mode from the first question', async () => {
    await coachOn('gpt-4o', { structuredOutput: 'json_object' }).scoreBaseline({
      topic: 'Tides',
      difficulty: 'beginner',
      questions: [],
      answers: {
        experience_level: 'new',
        learning_focus: 'why',
        learning_preferences: 'examples',
        success_criteria: 'explain',
        confidence_baseline: '3',
      },
    });
    expect(ai.requests[0]!.body.response_format).toEqual({ type: 'json_object' });
  });

  it('ask for the stream’s usage', async () => {
    await tutorTextOf('gpt-4o');
    expect(ai.requests[0]!.body.stream_options).toEqual({ include_usage: true });
  });
});
