import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, streamText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  reply,
  startFakeOpenAiServer,
  withTrailingCommas,
  type FakeOpenAiServer,
  type Json,
} from './openai-server.js';

let ai: FakeOpenAiServer;
beforeAll(async () => {
  ai = await startFakeOpenAiServer();
});
afterAll(() => ai.close());
beforeEach(() => ai.reset());

const model = () =>
  createOpenAICompatible({ name: 'fake', baseURL: ai.url, apiKey: 'k' }).chatModel('fake-model');

async function post(body: unknown) {
  return fetch(`${ai.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function sseEvents(response: Response): Promise<string[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => block.slice('data: '.length));
}

describe('the fake OpenAI-compatible server', () => {
  it('answers a chat completion and records the request', async () => {
    ai.script(reply.content('Hello there.'));
    const { text } = await generateText({ model: model(), system: 'Be brief.', prompt: 'Say hello.' });
    expect(text).toBe('Hello there.');
    expect(ai.requests).toHaveLength(1);
    expect(ai.requests[0]).toMatchObject({
      path: '/v1/chat/completions',
      system: 'Be brief.',
      user: 'Say hello.',
      task: null,
    });
    expect(ai.requests[0]!.headers.authorization).toBe('Bearer k');
  });

  it('streams as Server-Sent Events ending with [DONE]', async () => {
    ai.script(reply.content('One two three four five.', { chunkSize: 5 }));
    const response = await post({
      model: 'm',
      stream: true,
      stream_options: { include_usage: true },
      messages: [],
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = await sseEvents(response);
    expect(events.at(-1)).toBe('[DONE]');
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e));
    expect(chunks[0].choices[0].delta.role).toBe('assistant');
    expect(chunks.map((c) => c.choices[0]?.delta?.content ?? '').join('')).toBe('One two three four five.');
    expect(chunks.filter((c) => c.choices[0]?.finish_reason === 'stop')).toHaveLength(1);
    expect(chunks.at(-1).usage.completion_tokens).toBeGreaterThan(0);
  });

  it('streams to the AI SDK', async () => {
    ai.script(reply.content('Streaming works for the tutor.', { chunkSize: 4, chunkDelayMs: 2 }));
    const result = streamText({ model: model(), prompt: 'Go.' });
    const parts: string[] = [];
    for await (const part of result.textStream) parts.push(part);
    expect(parts.length).toBeGreaterThan(3);
    expect(parts.join('')).toBe('Streaming works for the tutor.');
    expect(ai.requests[0]!.stream).toBe(true);
  });

  it('can cut a stream part-way', async () => {
    ai.script(reply.streamCut('This reply will never finish properly.', 2, 5));
    const response = await post({ model: 'm', stream: true, messages: [] });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const outcome = await (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return 'ended';
        received += decoder.decode(value);
      }
    })().catch(() => 'cut');
    expect(outcome).toBe('cut');
    expect(received).toContain('"content":"This "');
    expect(received).not.toContain('[DONE]');
  });

  it('answers errors in the OpenAI shape, with Retry-After', async () => {
    ai.script(reply.tooManyRequests(25), reply.serverError());
    const limited = await post({ model: 'm', messages: [] });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after-ms')).toBe('25');
    expect(await limited.json()).toEqual({
      error: { message: 'Rate limit reached.', type: 'rate_limit_error', param: null, code: null },
    });
    expect((await post({ model: 'm', messages: [] })).status).toBe(500);
  });

  it('takes functions of the request as steps, and a new default', async () => {
    ai.script((request) => reply.content(`You said: ${request.user}`));
    ai.respondWith(() => reply.content('default'));
    expect((await generateText({ model: model(), prompt: 'ping' })).text).toBe('You said: ping');
    expect((await generateText({ model: model(), prompt: 'again' })).text).toBe('default');
  });

  it('recognises coach tasks and reads their quoted data', async () => {
    const { text } = await generateText({
      model: model(),
      system: 'task: learning_summary\nSummarise.',
      prompt: '<data>\n{"topic": "tides"}\n</data>',
    });
    expect(ai.requests[0]).toMatchObject({ task: 'learning_summary', data: { topic: 'tides' } });
    expect(JSON.parse(text).concepts).toContain('tides');
  });

  it('reads a developer prompt as the system prompt, as reasoning models are prompted', async () => {
    const response = await post({
      model: 'o3-mini',
      messages: [
        { role: 'developer', content: 'task: learning_summary\nSummarise.' },
        { role: 'user', content: '<data>\n{"topic": "tides"}\n</data>' },
      ],
    });
    expect(response.status).toBe(200);
    expect(ai.requests[0]).toMatchObject({ task: 'learning_summary', data: { topic: 'tides' } });
    const body: Json = await response.json();
    expect(JSON.parse(body.choices[0].message.content).concepts).toContain('tides');
  });

  it('writes trailing commas that JSON.parse refuses', () => {
    const written = withTrailingCommas({ a: [1, { b: 2 }], c: 'x, }' });
    expect(written).toMatch(/2,\n\s*}/);
    expect(written).toContain('"x, }"');
    expect(() => JSON.parse(written)).toThrow();
  });

  it('lists a model and answers unknown routes with 404', async () => {
    expect(await (await fetch(`${ai.url}/models`)).json()).toMatchObject({ data: [{ id: 'fake-model' }] });
    expect((await fetch(`${ai.url}/nothing`)).status).toBe(404);
  });

  it('closes even while a request hangs', async () => {
    const own = await startFakeOpenAiServer();
    own.script(reply.hang());
    const pending = fetch(`${own.url}/chat/completions`, { method: 'POST', body: '{}' }).then(
      () => 'answered',
      () => 'cut',
    );
    // Close only once the request hangs there; earlier, the fetch would merely find nobody listening.
    await expect.poll(() => own.requests.length).toBe(1);
    await own.close();
    expect(await pending).toBe('cut');
  });
});
