import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnv } from '../src/config/env.js';
import { createCoach, modelEndpointFor } from '../src/coach/create-coach.js';
import { parseModelAddress } from '../src/coach/local/model-address.js';
import { tutorRequest } from '../src/coach/offline/tutor/tutor-test-request.js';
import { azure, type Flavour } from './fakes/openai-server-flavours.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fakes/openai-server.js';
import { FIFTEEN_MINUTES, tutorText } from './fixtures/coach-json-tasks.js';

/**
 * The README's AI provider sections (issue 26): each block of variables, as written, configures a coach that
 * works against the fake of that server. Only the address's origin (and Azure's deployment and key) is
 * swapped for the fake's.
 */
const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## AI providers'), readme.indexOf('## Running on PostgreSQL'));
const blocks = new Map(
  [...section.matchAll(/^### (.+)\n[\s\S]*?```sh\n([\s\S]*?)```/gm)].map(([, title, body]) => [
    title!.trim(),
    Object.fromEntries(
      body!
        .trim()
        .split('\n')
        .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
    ),
  ]),
);

const flavourOf: Record<string, Flavour> = {
  OpenAI: 'openai',
  'Azure OpenAI': 'azure',
  Ollama: 'ollama',
  'LM Studio': 'lmstudio',
  vLLM: 'vllm',
  'llama.cpp server': 'llamacpp',
};

const started: FakeOpenAiServer[] = [];
afterAll(() => Promise.all(started.map((server) => server.close())));

describe('the README’s AI providers', () => {
  it('has a section for every server and the embedded model', () => {
    expect([...blocks.keys()]).toEqual([...Object.keys(flavourOf), 'Embedded model (no server, no key)']);
  });

  it.each(Object.entries(flavourOf))('%s: its variables work against that server', async (title, flavour) => {
    const server = await startFakeOpenAiServer({ flavour });
    started.push(server);
    const written = blocks.get(title)!;
    const fakeOrigin = new URL(server.url).origin;
    const env = readEnv({
      ...written,
      SOCRATICA_AI_BASE_URL: written
        .SOCRATICA_AI_BASE_URL!.replace(/^https?:\/\/[^/]+/, fakeOrigin)
        .replace('your-deployment', azure.deployment),
      ...(flavour === 'azure' ? { SOCRATICA_AI_API_KEY: server.apiKey! } : {}),
      SOCRATICA_AI_TIMEOUT_SECONDS: '5',
      SOCRATICA_AI_MAX_RETRIES: '0',
    });
    const coach = createCoach(env, undefined, modelEndpointFor(env));
    expect(
      await coach.generateBaseline({
        topic: 'Tides',
        difficulty: 'beginner',
        timeAllocation: FIFTEEN_MINUTES,
      }),
    ).toHaveLength(5);
    let answeredOffline = false;
    const request = {
      ...tutorRequest('Tides', [{ role: 'user' as const, content: 'Why two tides?' }]),
      onAnsweredOffline: () => (answeredOffline = true),
    };
    const text = await tutorText(coach, request);
    expect(answeredOffline).toBe(false);
    expect(text).not.toBe('');
    expect(server.requests.every((r) => r.refused === null)).toBe(true);
  });

  it('Embedded model: its variables are valid and name a downloadable model', () => {
    const written = blocks.get('Embedded model (no server, no key)')!;
    const env = readEnv(written);
    expect(env.SOCRATICA_AI_PROVIDER).toBe('local');
    expect(parseModelAddress(env.SOCRATICA_LOCAL_MODEL)).toMatchObject({ kind: 'hf' });
    expect(env.SOCRATICA_LOCAL_MODEL).toBe(readEnv({}).SOCRATICA_LOCAL_MODEL);
  });
});
