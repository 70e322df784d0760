import { APICallError, RetryError } from 'ai';
import { getEventListeners } from 'node:events';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { reply, startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fakes/openai-server.js';
import {
  contentEvent,
  sseEvent,
  startRawServer,
  streamHeaders,
  type RawServer,
} from '../../../test/fakes/raw-sse-server.js';
import { chatCompletions, type ChatCompletions } from './chat-completions-stream.js';
import { ChatStreamError, type ChatStreamEvent } from './completion-chunks.js';
import { openAiCompatibleEndpoint } from './model-endpoint.js';
import { videoToolFunction } from './video-tool.js';

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
async function fake(options?: Parameters<typeof startFakeOpenAiServer>[0]): Promise<FakeOpenAiServer> {
  const server = await startFakeOpenAiServer(options);
  servers.push(server);
  return server;
}
async function raw(answer: Parameters<typeof startRawServer>[0]): Promise<RawServer> {
  const server = await startRawServer(answer);
  servers.push(server);
  return server;
}

const messages = [
  { role: 'system', content: 'task: tutor_reply' },
  { role: 'user', content: 'Why two tides?' },
];

async function read(
  chat: ChatCompletions,
  { maxRetries = 0, signal = new AbortController().signal, onText = (_text: string) => {} } = {},
) {
  const events: ChatStreamEvent[] = [];
  for await (const event of chat.stream({ messages, max_tokens: 50 }, { maxRetries, signal })) {
    events.push(event);
    if (event.type === 'text') onText(event.text);
  }
  const text = events.flatMap((event) => (event.type === 'text' ? [event.text] : [])).join('');
  return { text, finish: events.at(-1), texts: events.filter((event) => event.type === 'text').length };
}

/** Reads until it fails, and answers the failure with the text that came before it. */
async function failureOf(chat: ChatCompletions, options?: Parameters<typeof read>[1]) {
  let text = '';
  const onText = (piece: string) => {
    text += piece;
    options?.onText?.(piece);
  };
  const error = await read(chat, { ...options, onText }).then(
    () => null,
    (failure: unknown) => failure,
  );
  return { error, text };
}

describe('chatCompletions', () => {
  it('sends the request the AI SDK sends, and streams the reply', async () => {
    const ai = await fake();
    ai.script(reply.content('What pulls on the sea, do you think?', { chunkSize: 5 }));
    const chat = chatCompletions({ baseURL: `${ai.url}/`, apiKey: 'secret' }, 'gpt-4o');
    const events: ChatStreamEvent[] = [];
    const request = { messages, max_tokens: 50, tools: [videoToolFunction], tool_choice: 'auto' as const };
    for await (const event of chat.stream(request, { maxRetries: 0, signal: new AbortController().signal })) {
      events.push(event);
    }

    expect(events.filter((event) => event.type === 'text').map((event) => event.text)).toEqual([
      'What ',
      'pulls',
      ' on t',
      'he se',
      'a, do',
      ' you ',
      'think',
      '?',
    ]);
    expect(events.at(-1)).toEqual({
      type: 'finish',
      finishReason: 'stop',
      text: 'What pulls on the sea, do you think?',
      reasoning: '',
      toolCalls: [],
    });
    const sent = ai.requests[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.auth).toEqual({ header: 'authorization', value: 'Bearer secret' });
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.body).toEqual({
      model: 'gpt-4o',
      messages,
      max_tokens: 50,
      tools: [
        {
          type: 'function',
          function: {
            name: 'suggest_videos',
            description: expect.stringMatching(/^Show the learner short educational videos/),
            parameters: {
              $schema: 'http://json-schema.org/draft-07/schema#',
              type: 'object',
              properties: { query: { type: 'string', minLength: 1, maxLength: 200 } },
              required: ['query'],
              additionalProperties: false,
            },
          },
        },
      ],
      tool_choice: 'auto',
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('signs into Azure OpenAI with the api-key header and the api-version', async () => {
    const ai = await fake({ flavour: 'azure' });
    ai.script(reply.content('Hello from Azure.'));
    const chat = chatCompletions({ baseURL: ai.url, apiKey: ai.apiKey, apiVersion: ai.apiVersion }, 'gpt-4o');
    expect((await read(chat)).text).toBe('Hello from Azure.');
    expect(ai.requests[0]).toMatchObject({
      path: '/openai/deployments/fake-deployment/chat/completions',
      query: { 'api-version': ai.apiVersion },
      auth: { header: 'api-key', value: ai.apiKey },
      refused: null,
    });
  });

  it('asks a reasoning model as the endpoint asks it: a developer prompt and max_completion_tokens', async () => {
    const ai = await fake();
    ai.script(reply.content('Thought it through.'));
    const endpoint = openAiCompatibleEndpoint({
      baseURL: ai.url,
      apiKey: 'secret',
      structuredOutput: 'auto',
      reasoning: 'auto',
      reasoningEffort: 'low',
    });
    expect((await read(endpoint.model('o3-mini').chatCompletions!)).text).toBe('Thought it through.');
    const body = ai.requests[0]!.body;
    expect(body.max_tokens).toBeUndefined();
    expect(body.max_completion_tokens).toBe(4050);
    expect(body.reasoning_effort).toBe('low');
    expect(body.messages.map((m: { role: string }) => m.role)).toEqual(['developer', 'user']);
  });

  it('retries a 429 after its Retry-After, not the 2 s backoff, and then streams', async () => {
    const ai = await fake();
    ai.script(reply.tooManyRequests(10), reply.content('Back again.'));
    const chat = chatCompletions({ baseURL: ai.url }, 'gpt-4o');
    const { signal } = new AbortController();
    const started = performance.now();
    expect((await read(chat, { maxRetries: 1, signal })).text).toBe('Back again.');
    expect(performance.now() - started).toBeLessThan(1500);
    expect(ai.requests).toHaveLength(2);
    // Each try listened for the abort; none is left on the reply's signal once the reply is read.
    await expect.poll(() => getEventListeners(signal, 'abort')).toHaveLength(0);
  });

  it('gives up on a 429 that outlasts the retries, with the provider’s error last', async () => {
    const ai = await fake();
    ai.script(reply.tooManyRequests(), reply.tooManyRequests());
    const { error } = await failureOf(chatCompletions({ baseURL: ai.url }, 'gpt-4o'), { maxRetries: 1 });
    expect(RetryError.isInstance(error)).toBe(true);
    expect((error as RetryError).lastError).toMatchObject({
      statusCode: 429,
      message: 'Rate limit reached.',
    });
    expect(ai.requests).toHaveLength(2);
  });

  it('fails on a 500 with the provider’s message, retryable, and on a 400 without retrying', async () => {
    const ai = await fake();
    const chat = chatCompletions({ baseURL: ai.url }, 'gpt-4o');
    ai.script(reply.serverError());
    const { error } = await failureOf(chat);
    expect(APICallError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ statusCode: 500, message: 'The server had an error.', isRetryable: true });

    ai.reset();
    ai.script(reply.error(400, 'Unsupported parameter.'));
    const refused = await failureOf(chat, { maxRetries: 2 });
    expect(refused.error).toMatchObject({
      statusCode: 400,
      message: 'Unsupported parameter.',
      isRetryable: false,
    });
    expect(ai.requests).toHaveLength(1);
  });

  it('fails on a stream cut before its finish, after the text that came', async () => {
    const ai = await fake();
    ai.script(reply.streamCut('Good thinking. Now consider the moon.', 2, 8));
    const { error, text } = await failureOf(chatCompletions({ baseURL: ai.url }, 'gpt-4o'));
    expect(text).toBe('Good thinking. N');
    expect(error).toBeInstanceOf(ChatStreamError);
    expect((error as Error).message).toMatch(/connection closed before the reply was finished/);
  });

  it('stops at once when aborted mid-stream, and closes the connection', async () => {
    const server = await raw((_request, res) => {
      streamHeaders(res);
      res.write(contentEvent('The first words'));
      // Then nothing more: only the abort can end this call.
    });
    const abort = new AbortController();
    const { error, text } = await failureOf(chatCompletions({ baseURL: server.url }, 'm'), {
      signal: abort.signal,
      onText: () => abort.abort(),
    });
    expect(text).toBe('The first words');
    expect((error as Error).name).toBe('AbortError');
    await expect.poll(() => server.requests[0]!.closed).toBe(true);
  });

  it('stops when aborted before the server answers', async () => {
    const ai = await fake();
    ai.script(reply.hang());
    const abort = new AbortController();
    const reading = read(chatCompletions({ baseURL: ai.url }, 'gpt-4o'), { signal: abort.signal });
    await expect.poll(() => ai.requests.length).toBe(1);
    abort.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    await expect.poll(() => ai.requests[0]!.disconnected).toBe(true);
  });

  it('fails on an error event inside the stream, after the text before it', async () => {
    const server = await raw((_request, res) => {
      streamHeaders(res);
      res.write(contentEvent('Hi '));
      res.end(`event: error\n${sseEvent({ error: { message: 'Overloaded', type: 'server_error' } })}`);
    });
    const { error, text } = await failureOf(chatCompletions({ baseURL: server.url }, 'm'));
    expect(text).toBe('Hi ');
    expect(error).toEqual(new ChatStreamError('the provider sent an error: Overloaded'));
  });

  it('reads a stream written one byte at a time, characters split across writes', async () => {
    const reply = 'Flut é 潮汐 🌊 done';
    const body =
      ': a comment first\r\n\r\n' +
      [...reply].map((piece) => contentEvent(piece).replace(/\n/g, '\r\n')).join('') +
      contentEvent('', 'stop') +
      'data: [DONE]\n\n';
    const server = await raw(async (_request, res) => {
      streamHeaders(res);
      res.socket?.setNoDelay(true);
      for (const byte of Buffer.from(body, 'utf8')) {
        res.write(Buffer.of(byte));
        await new Promise((resolve) => setImmediate(resolve));
      }
      res.end();
    });
    const { text, finish, texts } = await read(chatCompletions({ baseURL: server.url }, 'm'));
    expect(text).toBe(reply);
    expect(texts).toBe([...reply].length);
    expect(finish).toMatchObject({ type: 'finish', finishReason: 'stop' });
  });

  it('reports a plain-text error body as it is, and a connection refused as retryable', async () => {
    const server = await raw((_request, res) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('upstream exploded');
    });
    const { error } = await failureOf(chatCompletions({ baseURL: server.url }, 'm'));
    expect(error).toMatchObject({ statusCode: 502, message: 'upstream exploded', isRetryable: true });

    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const refused = await failureOf(chatCompletions({ baseURL: `http://127.0.0.1:${closedPort}/v1` }, 'm'));
    expect(refused.error).toMatchObject({
      message: expect.stringMatching(/^Cannot connect to API/),
      isRetryable: true,
    });
  });

  it('keeps the connection for the next call, and follows a redirect on the same origin with the body', async () => {
    const server = await raw((request, res) => {
      if (request.path.startsWith('/old/')) {
        res.writeHead(308, { location: '/v1/chat/completions' });
        res.end();
        return;
      }
      streamHeaders(res);
      res.end(contentEvent('Same socket.', 'stop'));
    });
    const chat = chatCompletions({ baseURL: server.url }, 'm');
    expect((await read(chat)).text).toBe('Same socket.');
    // Let the finished response hand its socket back to the pool.
    await new Promise((resolve) => setImmediate(resolve));
    expect((await read(chat)).text).toBe('Same socket.');
    expect(server.connections()).toBe(1);

    const moved = chatCompletions({ baseURL: server.url.replace('/v1', '/old') }, 'm');
    expect((await read(moved)).text).toBe('Same socket.');
    expect(server.requests.at(-1)).toMatchObject({ path: '/v1/chat/completions' });
    expect(JSON.parse(server.requests.at(-1)!.body)).toMatchObject({ model: 'm', stream: true });
  });
});
