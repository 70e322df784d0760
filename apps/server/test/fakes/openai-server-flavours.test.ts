import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText } from 'ai';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { flavours, type Flavour } from './openai-server-flavours.js';
import {
  fakeFlavourEnv,
  reply,
  startFakeOpenAiServer,
  type FakeOpenAiOptions,
  type FakeOpenAiServer,
  type Json,
} from './openai-server.js';

const servers = new Map<Flavour, FakeOpenAiServer>();
beforeAll(async () => {
  for (const flavour of flavours) servers.set(flavour, await startFakeOpenAiServer({ flavour }));
});
afterAll(() => Promise.all([...servers.values()].map((server) => server.close())));
afterEach(() => {
  for (const server of servers.values()) server.reset();
});

/** Servers with toggles, started by one test and closed after it. */
const ownServers: FakeOpenAiServer[] = [];
async function startOwn(options: FakeOpenAiOptions) {
  const server = await startFakeOpenAiServer(options);
  ownServers.push(server);
  return server;
}
afterEach(() => Promise.all(ownServers.splice(0).map((server) => server.close())));

const serverOf = (flavour: Flavour) => servers.get(flavour)!;

/** The origin, for routes outside the base URL (Azure's model listing, llama.cpp's health). */
const originOf = (server: FakeOpenAiServer) => new URL(server.url).origin;

/** What a client configured for the server sends: Azure's key and api-version, anyone else's bearer key. */
function clientAuth(server: FakeOpenAiServer): { headers: Record<string, string>; query: string } {
  return server.apiKey && server.apiVersion
    ? { headers: { 'api-key': server.apiKey }, query: `?api-version=${server.apiVersion}` }
    : { headers: { authorization: 'Bearer fake-key' }, query: '' };
}

async function chat(server: FakeOpenAiServer, body: Json) {
  const { headers, query } = clientAuth(server);
  return fetch(`${server.url}/chat/completions${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function listModels(server: FakeOpenAiServer) {
  const { headers, query } = clientAuth(server);
  const url =
    server.flavour === 'azure' ? `${originOf(server)}/openai/models${query}` : `${server.url}/models`;
  return fetch(url, { headers });
}

/** The JSON body of a reply, for assertions on its shape. */
const bodyOf = (response: Response): Promise<Json> => response.json();

async function sseEvents(response: Response): Promise<Json[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: ') && block !== 'data: [DONE]')
    .map((block) => JSON.parse(block.slice('data: '.length)));
}

/** A coach question, as the coach asks it: the task line, the schema, the quoted data. */
function baselineQuestion(responseFormat: Json, extra: Json = {}) {
  return {
    model: 'fake-model',
    messages: [
      { role: 'system', content: 'task: baseline\nWrite the questions.' },
      { role: 'user', content: '<data>\n{"topic": "tides"}\n</data>' },
    ],
    response_format: responseFormat,
    ...extra,
  };
}

const jsonSchemaFormat = {
  type: 'json_schema',
  json_schema: { name: 'baseline', strict: true, schema: { type: 'object', properties: {} } },
};

/** Each flavour's error body for `reply.error(429, 'Rate limit reached.')`. */
const rateLimitBody: Record<Flavour, unknown> = {
  openai: { error: { message: 'Rate limit reached.', type: 'rate_limit_error', param: null, code: null } },
  azure: { error: { code: '429', message: 'Rate limit reached.' } },
  ollama: { error: { message: 'Rate limit reached.', type: 'api_error', param: null, code: null } },
  lmstudio: { error: 'Rate limit reached.' },
  vllm: { error: { message: 'Rate limit reached.', type: 'BadRequestError', param: null, code: 429 } },
  llamacpp: { error: { code: 429, message: 'Rate limit reached.', type: 'server_error' } },
};

describe.each(flavours)('the %s flavour', (flavour) => {
  it('answers a coach task asked with a strict JSON schema, whatever the server', async () => {
    const server = serverOf(flavour);
    const response = await chat(server, baselineQuestion(jsonSchemaFormat));
    expect(response.status).toBe(200);
    const body = await bodyOf(response);
    expect(JSON.parse(body.choices[0].message.content).questions).toHaveLength(5);
    expect(server.requests[0]).toMatchObject({
      task: 'baseline',
      responseFormat: 'json_schema',
      refused: null,
    });
  });

  it('takes or refuses JSON mode as the server documents it', async () => {
    const server = serverOf(flavour);
    // The prompt never says the word: OpenAI and Azure insist on it, LM Studio has no JSON mode at all.
    const response = await chat(server, baselineQuestion({ type: 'json_object' }));
    const body = await bodyOf(response);
    if (flavour === 'openai' || flavour === 'azure') {
      expect(response.status).toBe(400);
      expect(body.error).toMatchObject({ param: 'messages', type: 'invalid_request_error' });
      expect(body.error.message).toContain("must contain the word 'json'");
    } else if (flavour === 'lmstudio') {
      expect(response.status).toBe(400);
      expect(body).toEqual({ error: "'response_format.type' must be 'json_schema' or 'text'" });
    } else {
      expect(response.status).toBe(200);
      expect(JSON.parse(body.choices[0].message.content).questions).toHaveLength(5);
    }
    expect(server.requests[0]!.refused?.status ?? 200).toBe(response.status);
  });

  it('ends a stream with usage only where the server sends it', async () => {
    const server = serverOf(flavour);
    server.script(reply.content('Streamed words.'));
    const response = await chat(server, {
      model: 'fake-model',
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: 'user', content: 'Go.' }],
    });
    const chunks = await sseEvents(response);
    expect(chunks.map((c) => c.choices[0]?.delta?.content ?? '').join('')).toBe('Streamed words.');
    const usage = chunks.at(-1).usage;
    if (flavour === 'lmstudio') expect(usage).toBeUndefined();
    else expect(usage.completion_tokens).toBeGreaterThan(0);
  });

  it('lists its model', async () => {
    const response = await listModels(serverOf(flavour));
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toMatchObject({
      object: 'list',
      data: [{ id: 'fake-model', object: 'model' }],
    });
  });

  it('gives scripted errors in its own shape, with the Retry-After asked for', async () => {
    const server = serverOf(flavour);
    server.script(reply.tooManyRequests(25));
    const response = await chat(server, {
      model: 'fake-model',
      messages: [{ role: 'user', content: 'Hi.' }],
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after-ms')).toBe('25');
    expect(await bodyOf(response)).toEqual(rateLimitBody[flavour]);
  });

  it('refuses json_schema in its own shape when told to, and still takes plain requests', async () => {
    const server = await startOwn({ flavour, refuseJsonSchema: true });
    server.script(reply.content('plain'));
    const refused = await chat(server, baselineQuestion(jsonSchemaFormat));
    expect(refused.status).toBe(400);
    const body = await bodyOf(refused);
    const message = typeof body.error === 'string' ? body.error : body.error.message;
    expect(message).toContain("'response_format' of type 'json_schema' is not supported");
    // The refusal is recorded and leaves the scripted reply for the next request.
    const plain = await chat(server, { model: 'fake-model', messages: [{ role: 'user', content: 'Hi.' }] });
    expect((await bodyOf(plain)).choices[0].message.content).toBe('plain');
    expect(server.requests.map((r) => r.refused?.status ?? 200)).toEqual([400, 200]);
  });

  it('records what a test needs to tell servers apart', async () => {
    const server = serverOf(flavour);
    await chat(server, {
      model: 'fake-model',
      messages: [{ role: 'user', content: 'Reply in JSON.' }],
      response_format: { type: 'text' },
      max_completion_tokens: 50,
    });
    const { headers, query } = clientAuth(server);
    expect(server.requests[0]).toMatchObject({
      path: new URL(`${server.url}/chat/completions`).pathname,
      query: Object.fromEntries(new URLSearchParams(query)),
      auth: { header: Object.keys(headers)[0], value: Object.values(headers)[0] },
      responseFormat: 'text',
      sent: {
        temperature: false,
        top_p: false,
        max_tokens: false,
        max_completion_tokens: true,
        reasoning_effort: false,
      },
    });
  });
});

describe('OpenAI', () => {
  it('takes JSON mode when the messages say JSON, in any case', async () => {
    const response = await chat(
      serverOf('openai'),
      baselineQuestion({ type: 'json_object' }, { messages: [{ role: 'user', content: 'Answer in Json.' }] }),
    );
    expect(response.status).toBe(200);
  });

  it('refuses a JSON schema without a name, as its API does', async () => {
    const response = await chat(
      serverOf('openai'),
      baselineQuestion({ type: 'json_schema', json_schema: { schema: { type: 'object' } } }),
    );
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).error).toMatchObject({
      param: 'response_format.json_schema.name',
      code: 'missing_required_parameter',
    });
  });

  it('answers an unknown route with its 404', async () => {
    const response = await fetch(`${serverOf('openai').url}/nothing`);
    expect(response.status).toBe(404);
    expect((await bodyOf(response)).error.message).toBe('Invalid URL (GET /v1/nothing)');
  });
});

describe.each(['openai', 'azure'] as const)('%s reasoning models', (flavour) => {
  const ask = (extra: Json) =>
    chat(serverOf(flavour), { model: 'o3-mini', messages: [{ role: 'user', content: 'Hi.' }], ...extra });

  it.each(['temperature', 'top_p'])('refuse %s', async (parameter) => {
    const response = await ask({ [parameter]: 0.5 });
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).error).toEqual({
      message: `Unsupported parameter: '${parameter}' is not supported with this model.`,
      type: 'invalid_request_error',
      param: parameter,
      code: 'unsupported_parameter',
    });
  });

  it('refuse max_tokens and say to use max_completion_tokens', async () => {
    const response = await ask({ max_tokens: 300 });
    expect(response.status).toBe(400);
    const { error } = await bodyOf(response);
    expect(error).toMatchObject({ param: 'max_tokens', code: 'unsupported_parameter' });
    expect(error.message).toContain("Use 'max_completion_tokens' instead");
  });

  it('take max_completion_tokens, reasoning_effort and a developer prompt', async () => {
    const server = serverOf(flavour);
    const response = await chat(server, {
      model: 'gpt-5-mini',
      max_completion_tokens: 4300,
      reasoning_effort: 'low',
      messages: [
        { role: 'developer', content: 'task: baseline_score\nScore it.' },
        { role: 'user', content: '<data>\n{"topic": "tides"}\n</data>' },
      ],
    });
    expect(response.status).toBe(200);
    expect(server.requests[0]).toMatchObject({
      task: 'baseline_score',
      sent: { max_completion_tokens: true, reasoning_effort: true, max_tokens: false },
    });
  });

  it('are told apart from the others, which refuse reasoning_effort and take the rest', async () => {
    const others = { model: 'gpt-4o', messages: [{ role: 'user', content: 'Hi.' }] };
    expect((await chat(serverOf(flavour), { ...others, temperature: 0.2, max_tokens: 300 })).status).toBe(
      200,
    );
    const refused = await chat(serverOf(flavour), { ...others, reasoning_effort: 'low' });
    expect(refused.status).toBe(400);
    expect((await bodyOf(refused)).error.param).toBe('reasoning_effort');
  });

  it('are named by the reasoningModels toggle', async () => {
    const server = await startOwn({ flavour, reasoningModels: /^my-thinker$/ });
    const body = (model: string) => ({ model, max_tokens: 10, messages: [{ role: 'user', content: 'Hi.' }] });
    expect((await chat(server, body('my-thinker'))).status).toBe(400);
    expect((await chat(server, body('o3-mini'))).status).toBe(200);
  });
});

describe('Azure OpenAI', () => {
  const azure = () => serverOf('azure');
  const post = (path: string, headers: Record<string, string>) =>
    fetch(`${originOf(azure())}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Hi.' }] }),
    });
  const chatPath = (query: string) => `/openai/deployments/fake-deployment/chat/completions${query}`;

  it('is configured with the deployment URL, the api-version and the key', () => {
    const server = azure();
    expect(server.url).toBe(`${originOf(server)}/openai/deployments/fake-deployment`);
    expect(fakeFlavourEnv(server)).toEqual({
      SOCRATICA_AI_PROVIDER: 'openai',
      SOCRATICA_AI_BASE_URL: server.url,
      SOCRATICA_AI_API_KEY: 'fake-azure-key',
      SOCRATICA_AI_API_VERSION: '2024-10-21',
      SOCRATICA_AI_TIMEOUT_SECONDS: '5',
      SOCRATICA_AI_MAX_RETRIES: '0',
    });
  });

  it('wants its key in the api-key header, not as a bearer token', async () => {
    const denied = {
      error: {
        code: '401',
        message: expect.stringContaining('Access denied due to invalid subscription key'),
      },
    };
    const attempts: Record<string, string>[] = [
      {},
      { 'api-key': 'wrong' },
      { authorization: 'Bearer fake-azure-key' },
    ];
    for (const headers of attempts) {
      const response = await post(chatPath('?api-version=2024-10-21'), headers);
      expect(response.status).toBe(401);
      expect(await bodyOf(response)).toEqual(denied);
    }
  });

  it('answers 404 without an api-version and 400 for one it does not know', async () => {
    const key = { 'api-key': 'fake-azure-key' };
    const missing = await post(chatPath(''), key);
    expect(missing.status).toBe(404);
    expect(await bodyOf(missing)).toEqual({ error: { code: '404', message: 'Resource not found' } });
    const unknown = await post(chatPath('?api-version=latest'), key);
    expect(unknown.status).toBe(400);
    expect(await bodyOf(unknown)).toEqual({
      error: { code: 'BadRequest', message: 'API version not supported' },
    });
  });

  it('knows only its own deployment', async () => {
    const response = await post('/openai/deployments/other/chat/completions?api-version=2024-10-21', {
      'api-key': 'fake-azure-key',
    });
    expect(response.status).toBe(404);
    expect((await bodyOf(response)).error.code).toBe('DeploymentNotFound');
  });

  it('lists models only with the key and an api-version', async () => {
    const origin = originOf(azure());
    expect((await fetch(`${origin}/openai/models?api-version=2024-10-21`)).status).toBe(401);
    expect(
      (await fetch(`${origin}/openai/models`, { headers: { 'api-key': 'fake-azure-key' } })).status,
    ).toBe(404);
  });

  it('records the refused requests, and the AI SDK reaches it configured as the coach configures it', async () => {
    const server = azure();
    await post(chatPath(''), { 'api-key': 'fake-azure-key' });
    const model = createOpenAICompatible({
      name: 'azure',
      baseURL: server.url,
      queryParams: { 'api-version': server.apiVersion! },
      headers: { 'api-key': server.apiKey! },
    }).chatModel('gpt-4o');
    server.script(reply.content('Hello from Azure.'));
    expect((await generateText({ model, prompt: 'Hi.' })).text).toBe('Hello from Azure.');
    expect(server.requests.map((r) => [r.refused?.status ?? 200, r.query['api-version'] ?? null])).toEqual([
      [404, null],
      [200, '2024-10-21'],
    ]);
  });
});

describe('Ollama', () => {
  const ollama = () => serverOf('ollama');

  it('knows only its own reasoning efforts', async () => {
    const ask = (effort: string) =>
      chat(ollama(), {
        model: 'qwen3',
        reasoning_effort: effort,
        messages: [{ role: 'user', content: 'Hi.' }],
      });
    expect((await ask('low')).status).toBe(200);
    const refused = await ask('minimal');
    expect(refused.status).toBe(400);
    expect(await bodyOf(refused)).toEqual({
      error: {
        message: `invalid reasoning value: 'minimal' (must be "high", "medium", "low", or "none")`,
        type: 'invalid_request_error',
        param: null,
        code: null,
      },
    });
  });

  it('refuses a request without messages', async () => {
    const response = await chat(ollama(), { model: 'qwen3', messages: [] });
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).error.message).toBe("[] is too short - 'messages'");
  });

  it('streams a thinking model’s reasoning in its `reasoning` field', async () => {
    ollama().script(reply.content('Answer.', { reasoning: 'Thinking first.' }));
    const chunks = await sseEvents(
      await chat(ollama(), { model: 'qwen3', stream: true, messages: [{ role: 'user', content: 'Hi.' }] }),
    );
    expect(chunks.map((c) => c.choices[0]?.delta?.reasoning ?? '').join('')).toBe('Thinking first.');
    expect(chunks.some((c) => c.choices[0]?.delta?.reasoning_content)).toBe(false);
  });

  it('answers an unknown route in plain text', async () => {
    const response = await fetch(`${ollama().url}/nothing`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('404 page not found');
  });
});

describe('LM Studio', () => {
  it('answers an unknown route with 200 and an error string', async () => {
    const response = await fetch(`${serverOf('lmstudio').url}/nothing`);
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ error: 'Unexpected endpoint or method. (GET /v1/nothing)' });
  });

  it('sends a stream’s usage when the toggle says it does', async () => {
    const server = await startOwn({ flavour: 'lmstudio', streamUsage: true });
    const chunks = await sseEvents(
      await chat(server, {
        model: 'fake-model',
        stream: true,
        stream_options: { include_usage: true },
        messages: [{ role: 'user', content: 'Hi.' }],
      }),
    );
    expect(chunks.at(-1).usage.total_tokens).toBeGreaterThan(0);
  });
});

describe('vLLM', () => {
  const vllm = () => serverOf('vllm');

  it('sends usage for any stream_options that do not turn it off', async () => {
    const stream = (options: Json) =>
      chat(vllm(), {
        model: 'm',
        stream: true,
        stream_options: options,
        messages: [{ role: 'user', content: 'Hi.' }],
      });
    expect((await sseEvents(await stream({}))).at(-1).usage).toBeDefined();
    expect((await sseEvents(await stream({ include_usage: false }))).at(-1).usage).toBeUndefined();
  });

  it('knows only low, medium and high reasoning efforts', async () => {
    const response = await chat(vllm(), {
      model: 'm',
      reasoning_effort: 'minimal',
      messages: [{ role: 'user', content: 'Hi.' }],
    });
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).error).toMatchObject({ code: 400, type: 'BadRequestError' });
  });
});

describe('llama.cpp’s server', () => {
  const loadingBody = { error: { code: 503, message: 'Loading model', type: 'unavailable_error' } };

  it('answers every route with 503 while it loads, then works', async () => {
    const server = await startOwn({ flavour: 'llamacpp', loadingMs: 60_000 });
    const health = `${originOf(server)}/health`;
    const ask = () => chat(server, { model: 'm', messages: [{ role: 'user', content: 'Hi.' }] });

    for (const response of [await fetch(health), await listModels(server), await ask()]) {
      expect(response.status).toBe(503);
      expect(await bodyOf(response)).toEqual(loadingBody);
    }
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.refused?.status).toBe(503);

    server.ready();
    expect(await bodyOf(await fetch(health))).toEqual({ status: 'ok' });
    expect((await ask()).status).toBe(200);
  });

  it('stops loading by itself when the time is up', async () => {
    const server = await startOwn({ flavour: 'llamacpp' });
    server.loading(30);
    await expect
      .poll(async () => (await fetch(`${originOf(server)}/health`)).status, { timeout: 5000 })
      .toBe(200);
  });

  it('can be scripted to answer one request as loading', async () => {
    const server = serverOf('llamacpp');
    server.script(reply.loading());
    const response = await chat(server, { model: 'm', messages: [{ role: 'user', content: 'Hi.' }] });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(await bodyOf(response)).toEqual(loadingBody);
  });

  it('is the only server that loads', () => {
    expect(() => serverOf('openai').loading()).toThrow(/llama\.cpp/);
  });

  it('sends reasoning_content when the reply thinks, whole or streamed', async () => {
    const server = serverOf('llamacpp');
    server.script(
      reply.content('Answer.', { reasoning: 'Let me think.' }),
      reply.content('Answer.', { reasoning: 'Hmm.' }),
    );
    const whole = await bodyOf(
      await chat(server, { model: 'm', messages: [{ role: 'user', content: 'Hi.' }] }),
    );
    expect(whole.choices[0].message).toMatchObject({
      content: 'Answer.',
      reasoning_content: 'Let me think.',
    });
    const chunks = await sseEvents(
      await chat(server, { model: 'm', stream: true, messages: [{ role: 'user', content: 'Hi.' }] }),
    );
    expect(chunks.map((c) => c.choices[0]?.delta?.reasoning_content ?? '').join('')).toBe('Hmm.');
  });

  it('takes max_completion_tokens as max_tokens', async () => {
    const response = await chat(serverOf('llamacpp'), {
      model: 'm',
      max_completion_tokens: 100,
      messages: [{ role: 'user', content: 'Hi.' }],
    });
    expect(response.status).toBe(200);
  });
});

describe('OpenAI and Azure', () => {
  it('send no reasoning text, even when the reply thinks', async () => {
    const server = serverOf('openai');
    server.script(reply.content('Answer.', { reasoning: 'Hidden.' }));
    const body = await bodyOf(
      await chat(server, { model: 'o3-mini', messages: [{ role: 'user', content: 'Hi.' }] }),
    );
    expect(body.choices[0].message).toEqual({ role: 'assistant', content: 'Answer.' });
  });

  it('stream without usage when the streamUsage toggle is off', async () => {
    const server = await startOwn({ flavour: 'openai', streamUsage: false });
    const chunks = await sseEvents(
      await chat(server, {
        model: 'gpt-4o',
        stream: true,
        stream_options: { include_usage: true },
        messages: [{ role: 'user', content: 'Hi.' }],
      }),
    );
    expect(chunks.every((c) => c.usage === undefined)).toBe(true);
  });
});
