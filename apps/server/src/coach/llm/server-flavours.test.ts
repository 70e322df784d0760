import { afterAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../config/env.js';
import { coachJsonTasks, FIFTEEN_MINUTES, tutorText } from '../../../test/fixtures/coach-json-tasks.js';
import {
  fakeFlavourEnv,
  startFakeOpenAiServer,
  type FakeOpenAiOptions,
  type FakeOpenAiServer,
} from '../../../test/fakes/openai-server.js';
import { tutorRequest } from '../offline/tutor/tutor-test-request.js';
import { createCoach, modelEndpointFor } from '../create-coach.js';
import { createModelClient } from './ask-model.js';

/**
 * Issue 26: every question the coach asks, against each server people run (the fake's flavours follow
 * each project's documentation), and against servers that refuse a JSON schema or stream without usage.
 */
const servers: [string, FakeOpenAiOptions, string][] = [
  ['OpenAI', { flavour: 'openai' }, 'json_schema'],
  ['Azure OpenAI', { flavour: 'azure' }, 'json_schema'],
  ['Ollama', { flavour: 'ollama' }, 'json_schema'],
  ['LM Studio', { flavour: 'lmstudio' }, 'json_schema'],
  ['vLLM', { flavour: 'vllm' }, 'json_schema'],
  ['llama.cpp server', { flavour: 'llamacpp' }, 'json_schema'],
  ['a server that refuses json_schema', { flavour: 'openai', refuseJsonSchema: true }, 'json_object'],
  ['LM Studio refusing json_schema', { flavour: 'lmstudio', refuseJsonSchema: true }, 'text'],
  ['a server that streams without usage', { flavour: 'openai', streamUsage: false }, 'json_schema'],
];

const started: FakeOpenAiServer[] = [];
afterAll(() => Promise.all(started.map((server) => server.close())));

describe.each(servers)('%s', (_name, options, expectedMode) => {
  it(`answers every JSON task in ${expectedMode} mode, kept for the process, and streams the tutor`, async () => {
    const server = await startFakeOpenAiServer(options);
    started.push(server);
    const env = readEnv(fakeFlavourEnv(server));
    const endpoint = modelEndpointFor(env)!;
    const model = endpoint.model(env.SOCRATICA_AI_MODEL);
    const ask = createModelClient(
      {
        model: env.SOCRATICA_AI_MODEL,
        timeoutMs: 5000,
        maxRetries: 0,
        streamIdleTimeoutMs: 5000,
        maxOutputTokens: 300,
      },
      model,
    );

    for (const task of coachJsonTasks()) {
      const answer = await ask(task);
      // The fake answers each task in its shape; the coach's own readers check the details elsewhere.
      expect(answer, task.task).toEqual(expect.any(Object));
    }
    expect(model.outputModes.mode).toBe(expectedMode);
    // Refusals happen while the mode is learned, then never again.
    const refusedAfterLearning = server.requests.slice(3).filter((request) => request.refused);
    expect(refusedAfterLearning).toEqual([]);

    const coach = createCoach(env, undefined, endpoint);
    const baseline = await coach.generateBaseline({
      topic: 'Tides',
      difficulty: 'beginner',
      timeAllocation: FIFTEEN_MINUTES,
    });
    expect(baseline).toHaveLength(5);
    let answeredOffline = false;
    const request = {
      ...tutorRequest('Tides', [{ role: 'user' as const, content: 'Why are there two tides a day?' }]),
      onAnsweredOffline: () => (answeredOffline = true),
    };
    const text = await tutorText(coach, request);
    expect(answeredOffline).toBe(false);
    expect(text).toMatch(/tides/i);
    const tutorCall = server.requests.at(-1)!;
    expect(tutorCall.stream).toBe(true);
    if (options.flavour === 'azure') {
      expect(tutorCall.query).toMatchObject({ 'api-version': server.apiVersion });
      expect(tutorCall.auth).toMatchObject({ header: 'api-key' });
    }
  });
});
